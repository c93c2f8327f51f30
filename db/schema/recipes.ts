/** Part 1 §3 recipe and its recipe_* tables. */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  interval,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { categories, cocktail_types, ingredients, tags } from "./catalogue";
import { createdAt, id, moderation, moderationCheck, updatedAt } from "./columns";
import { profiles } from "./profiles";

/** A PostgreSQL full-text search document. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Listed: public, published and visible (the policy layer's `listedRecipe`, as SQL over the table's own columns). */
function listed(t: { status: AnyPgColumn; is_public: AnyPgColumn; moderation: AnyPgColumn }): SQL {
  return sql`${t.status} = 'published' and ${t.is_public} and ${t.moderation} = 'visible'`;
}

export const recipes = pgTable(
  "recipes",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Unique per author; the public address is /recipes/{username}/{slug}. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    image_url: text("image_url"),
    /** 600×600 crop of the main image for cards; null for images added by URL. */
    thumbnail_url: text("thumbnail_url"),
    video_url: text("video_url"),
    video_embed_url: text("video_embed_url"),
    /** Part 2 §3: written as '{n} minutes', read back as hours:minutes. */
    prep_time: interval("prep_time"),
    cook_time: interval("cook_time"),
    total_time: interval("total_time"),
    recipe_yield: text("recipe_yield"),
    /** shaken | stirred | built | blended | thrown; drives dilution in the ABV estimate. */
    method: text("method"),
    /**
     * Estimated strength in percent after dilution (docs/bar-matching.md#abv), kept by
     * recipes_refresh_requirements (migration 0009); null when no ingredient has a volume.
     */
    abv: real("abv"),
    glass: text("glass"),
    /**
     * Where the recipe came from (issue 22, import from a link): the page's address, its site and the
     * author it names. Shown as attribution on the recipe page and as schema.org isBasedOn; set when
     * the recipe is created, never by an edit.
     */
    source_url: text("source_url"),
    source_name: text("source_name"),
    source_author: text("source_author"),
    /**
     * The recipe this one varies (issue 23): chosen in the form or set by "Remix this recipe". Shown both ways
     * and written as isBasedOn, only where the viewer may see the original. A loop is refused by
     * setRecipeVariantOf; the original's deletion leaves the variant standing.
     */
    variant_of: uuid("variant_of").references((): AnyPgColumn => recipes.id, { onDelete: "set null" }),
    is_public: boolean("is_public").notNull().default(true),
    /**
     * Part 2 §3 privacy "followers": with is_public false, the author's followers may see it too.
     * public = is_public; followers = followers_only; private = neither (app/features/privacy/visibility.ts).
     */
    followers_only: boolean("followers_only").notNull().default(false),
    moderation: moderation(),
    /** Dietary flags (part 1 §3 is_vegetarian, plus vegan and gluten-free); schema.org suitableForDiet. */
    is_vegetarian: boolean("is_vegetarian").notNull().default(false),
    is_vegan: boolean("is_vegan").notNull().default(false),
    is_gluten_free: boolean("is_gluten_free").notNull().default(false),
    /** The difficulty the author chose (beginner | intermediate | advanced | expert); null when they chose none. */
    difficulty: text("difficulty"),
    /**
     * What a card shows and the difficulty filter matches (ADR 0004): the authored difficulty, otherwise the
     * spec's label from the rating. The thresholds are DIFFICULTY_THRESHOLDS (tested to agree).
     */
    listed_difficulty: text("listed_difficulty").generatedAlwaysAs(
      sql`coalesce(difficulty, case when aggregate_rating_value >= 4.5 then 'expert' when aggregate_rating_value >= 4 then 'advanced' else 'beginner' end)`,
    ),
    status: text("status").notNull().default("draft"),
    published_at: timestamp("published_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // Counters kept by the database in the same transaction as the rows they count.
    likes_count: integer("likes_count").notNull().default(0),
    saves_count: integer("saves_count").notNull().default(0),
    shares_count: integer("shares_count").notNull().default(0),
    comments_count: integer("comments_count").notNull().default(0),
    view_count: integer("view_count").notNull().default(0),
    /** "I made this" (issue 23): every member's makes, merged ones counted once. */
    makes_count: integer("makes_count").notNull().default(0),
    aggregate_rating_value: real("aggregate_rating_value"),
    aggregate_rating_count: integer("aggregate_rating_count").notNull().default(0),
    /**
     * Name (weight A), tags and ingredient names (B), description (C); kept by triggers on
     * recipes, recipe_ingredients and recipe_tags (migration 0004), so every write path agrees.
     */
    search_vector: tsvector("search_vector"),
    /** Servings read from the yield ("2 drinks" → 2, "Serves 6" → 6); 1 when the yield has no number. */
    servings: integer("servings").generatedAlwaysAs(sql`coalesce(substring(recipe_yield from '[0-9]{1,4}')::int, 1)`),
  },
  (t) => [
    moderationCheck("recipes", t.moderation),
    unique("recipes_user_slug_unique").on(t.user_id, t.slug),
    index("recipes_user_created_idx").on(t.user_id, t.created_at),
    // "You imported this page before": a member's recipes by source address.
    index("recipes_user_source_idx").on(t.user_id, t.source_url).where(sql`${t.source_url} is not null`),
    // An original's variants.
    index("recipes_variant_of_idx").on(t.variant_of).where(sql`${t.variant_of} is not null`),
    check("recipes_variant_of_other", sql`${t.variant_of} <> ${t.id}`),
    // Public listing: only listed recipes (public, published, left visible by moderation: the predicate must
    // match the policy layer's listedRecipe, or the counts cannot use these indexes), each sort order's index matching its ORDER BY
    // exactly, tie-breakers included, so a page (even page 500) is an index-only walk (docs/performance.md).
    // nullsFirst() is what `desc(column)` in a query means; drizzle-kit's plain .desc() writes DESC NULLS LAST,
    // which no `order by … desc` can use. The columns are NOT NULL either way.
    index("recipes_public_newest_idx").on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()).where(listed(t)),
    index("recipes_public_rating_idx")
      .on(
        t.aggregate_rating_value.desc().nullsLast(),
        t.aggregate_rating_count.desc().nullsFirst(),
        t.created_at.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(listed(t)),
    index("recipes_public_popular_idx")
      .on(
        t.likes_count.desc().nullsFirst(),
        t.saves_count.desc().nullsFirst(),
        t.created_at.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(listed(t)),
    // Exact counts by servings and prep time without reading the table: index-only range scans.
    index("recipes_public_servings_idx").on(t.servings).where(listed(t)),
    index("recipes_public_prep_idx").on(t.prep_time).where(listed(t)),
    // The difficulty filter: equality on what the cards show (ADR 0004).
    index("recipes_public_difficulty_idx").on(t.listed_difficulty).where(listed(t)),
    // The few recipes that are not listed: a category or type count is its link rows less these.
    index("recipes_unlisted_idx")
      .on(t.id)
      .where(sql`not (${listed(t)})`),
    index("recipes_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("recipes_search_idx").using("gin", t.search_vector),
    check("recipes_status_check", sql`${t.status} in ('draft','published')`),
    check("recipes_one_audience", sql`not (${t.is_public} and ${t.followers_only})`),
    check(
      "recipes_difficulty_check",
      sql`${t.difficulty} is null or ${t.difficulty} in ('beginner','intermediate','advanced','expert')`,
    ),
    check(
      "recipes_rating_range",
      sql`${t.aggregate_rating_value} is null or (${t.aggregate_rating_value} >= 1 and ${t.aggregate_rating_value} <= 5)`,
    ),
  ],
);

export const recipe_images = pgTable(
  "recipe_images",
  {
    id: id(),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    image_url: text("image_url").notNull(),
    thumbnail_url: text("thumbnail_url"),
    position: integer("position").notNull(),
    caption: text("caption"),
  },
  (t) => [index("recipe_images_recipe_idx").on(t.recipe_id, t.position)],
);

export const recipe_ingredients = pgTable(
  "recipe_ingredients",
  {
    id: id(),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    ingredient_id: uuid("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "restrict" }),
    /** The ingredient name as the author wrote it. */
    name: text("name").notNull(),
    quantity: real("quantity"),
    /** The top of a range ("2–3 oz": quantity 2, quantity_max 3); null for a single amount. */
    quantity_max: real("quantity_max"),
    unit: text("unit"),
    /**
     * This line's strength in percent when the author or the source gave one (a navy-strength gin, Bar
     * Assistant's `strength`); the strength estimate prefers it to the catalogue's ABV.
     */
    abv: real("abv"),
    position: integer("position").notNull(),
    /** Group heading (part 1 §3). */
    type: text("type").notNull().default("Main Ingredients"),
    optional: boolean("optional").notNull().default(false),
    garnish: boolean("garnish").notNull().default(false),
    substitutes: text("substitutes").array().notNull().default(sql`'{}'::text[]`),
    note: text("note"),
  },
  (t) => [
    index("recipe_ingredients_recipe_idx").on(t.recipe_id, t.position),
    check("recipe_ingredients_abv_range", sql`${t.abv} is null or (${t.abv} >= 0 and ${t.abv} <= 100)`),
    check(
      "recipe_ingredients_quantity_range",
      sql`${t.quantity_max} is null or (${t.quantity} is not null and ${t.quantity_max} >= ${t.quantity})`,
    ),
    // With recipe_id: the ingredient branch of the listing search is an index-only scan.
    index("recipe_ingredients_ingredient_idx").on(t.ingredient_id, t.recipe_id),
  ],
);

export const recipe_instructions = pgTable(
  "recipe_instructions",
  {
    id: id(),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    step_number: integer("step_number").notNull(),
    step_description: text("step_description").notNull(),
    estimated_time: text("estimated_time"),
    step_image_url: text("step_image_url"),
  },
  (t) => [uniqueIndex("recipe_instructions_step_idx").on(t.recipe_id, t.step_number)],
);

export const recipe_nutrition = pgTable("recipe_nutrition", {
  recipe_id: uuid("recipe_id")
    .primaryKey()
    .references(() => recipes.id, { onDelete: "cascade" }),
  calories: text("calories"),
  fat_content: text("fat_content"),
  protein_content: text("protein_content"),
  sodium_content: text("sodium_content"),
  sugar_content: text("sugar_content"),
});

export const recipe_categories = pgTable(
  "recipe_categories",
  {
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    category_id: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.category_id] }),
    // With recipe_id: the category filter's count is an index-only hash join with recipes_public_newest_idx.
    index("recipe_categories_category_idx").on(t.category_id, t.recipe_id),
  ],
);

export const recipe_cocktail_types = pgTable(
  "recipe_cocktail_types",
  {
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    cocktail_type_id: integer("cocktail_type_id")
      .notNull()
      .references(() => cocktail_types.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.recipe_id, t.cocktail_type_id] }),
    // With recipe_id: as recipe_categories_category_idx.
    index("recipe_cocktail_types_type_idx").on(t.cocktail_type_id, t.recipe_id),
  ],
);

export const recipe_tags = pgTable(
  "recipe_tags",
  {
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    tag_id: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.recipe_id, t.tag_id] }), index("recipe_tags_tag_idx").on(t.tag_id)],
);

/** Old addresses of renamed recipes keep working: /recipes/{username}/{old_slug} redirects. */
export const recipe_slug_redirects = pgTable(
  "recipe_slug_redirects",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    old_slug: text("old_slug").notNull(),
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.old_slug] }), index("recipe_slug_redirects_recipe_idx").on(t.recipe_id)],
);

/** One row per recipe, visitor and day: views are counted once per visitor per day. */
export const recipe_views = pgTable(
  "recipe_views",
  {
    recipe_id: uuid("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    /** A member id, or a keyed hash of an anonymous visitor's address; never the address itself. */
    visitor: text("visitor").notNull(),
    day: date("day").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipe_id, t.visitor, t.day] }), index("recipe_views_day_idx").on(t.day)],
);
