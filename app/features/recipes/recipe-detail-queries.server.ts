/**
 * The public recipe page (part 1 §2 Recipe detail): everything about one recipe, if the viewer may
 * see it (app/features/privacy/visibility.server.ts: drafts and private recipes are the author's,
 * followers-only ones also their followers').
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { shownNames } from "~/features/privacy/profile-privacy.server";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { profileAtAddress } from "~/features/profiles/profile-redirect-queries.server";
import { writeViews } from "~/features/views/view-writes.server";
import { db, schema } from "~/lib/db.server";
import { type Visitor, visitorKey } from "~/lib/visitor-key.server";
import { intervalMinutes } from "./recipe-sql.server";
import type { RecipeDetail } from "./recipe-types";

const s = schema;

export type RecipeLookup =
  | { kind: "found"; recipe: RecipeDetail }
  | { kind: "moved"; username: string; slug: string }
  | null;

export async function getRecipeByAddress(
  username: string,
  slug: string,
  viewerId: string | null,
): Promise<RecipeLookup> {
  // One statement (issue 19): the author at that address, their recipe if this viewer may see it, and
  // the recipe's photos, ingredients, steps, taxonomy and nutrition as JSON arrays. It was nine
  // queries in three rounds; on PGlite each costs its parse, plan and protocol round in this process.
  const names = shownNames(viewerId);
  const [row] = await db
    .select({
      author_id: s.profiles.id,
      author_username: s.profiles.username,
      author_first_name: names.first_name,
      author_last_name: names.last_name,
      author_profile_picture_url: s.profiles.profile_picture_url,
      ...recipeColumns,
      ...recipeParts,
    })
    .from(s.profiles)
    .leftJoin(s.recipes, and(eq(s.recipes.user_id, s.profiles.id), eq(s.recipes.slug, slug), canSeeRecipe(viewerId)))
    // A renamed author's old address finds them too; the route then answers 301 (issue 14).
    .where(profileAtAddress(username));
  if (!row) return null;
  const { author_id, author_username, author_first_name, author_last_name, author_profile_picture_url, ...found } = row;
  const author = {
    id: author_id,
    username: author_username,
    first_name: author_first_name,
    last_name: author_last_name,
    profile_picture_url: author_profile_picture_url,
  };

  if (found.id === null) {
    const [moved] = await db
      .select({ slug: s.recipes.slug })
      .from(s.recipe_slug_redirects)
      .innerJoin(s.recipes, eq(s.recipes.id, s.recipe_slug_redirects.recipe_id))
      .where(
        and(
          eq(s.recipe_slug_redirects.user_id, author.id),
          eq(s.recipe_slug_redirects.old_slug, slug),
          canSeeRecipe(viewerId),
        ),
      );
    return moved ? { kind: "moved", username: author.username, slug: moved.slug } : null;
  }

  const { images, nutrition, created_at, published_at, updated_at, ...recipe } = found as unknown as FoundRow;
  return {
    kind: "found",
    recipe: {
      ...recipe,
      created_at: new Date(created_at).toISOString(),
      published_at: published_at === null ? null : new Date(published_at).toISOString(),
      updated_at: new Date(updated_at).toISOString(),
      author,
      images: images.length ? images : recipe.image_url ? [{ url: recipe.image_url, caption: null }] : [],
      nutrition: nutrition[0] ?? null,
    },
  };
}

const recipeColumns = {
  id: s.recipes.id,
  name: s.recipes.name,
  slug: s.recipes.slug,
  description: s.recipes.description,
  image_url: s.recipes.image_url,
  created_at: s.recipes.created_at,
  published_at: s.recipes.published_at,
  updated_at: s.recipes.updated_at,
  prep_minutes: intervalMinutes(s.recipes.prep_time),
  cook_minutes: intervalMinutes(s.recipes.cook_time),
  total_minutes: intervalMinutes(s.recipes.total_time),
  recipe_yield: s.recipes.recipe_yield,
  method: s.recipes.method,
  difficulty: s.recipes.listed_difficulty,
  video_url: s.recipes.video_url,
  video_embed_url: s.recipes.video_embed_url,
  is_vegetarian: s.recipes.is_vegetarian,
  is_vegan: s.recipes.is_vegan,
  is_gluten_free: s.recipes.is_gluten_free,
  abv: s.recipes.abv,
  glass: s.recipes.glass,
  source_url: s.recipes.source_url,
  source_name: s.recipes.source_name,
  variant_of: s.recipes.variant_of,
  source_author: s.recipes.source_author,
  status: s.recipes.status,
  is_public: s.recipes.is_public,
  followers_only: s.recipes.followers_only,
  moderation: s.recipes.moderation,
  likes_count: s.recipes.likes_count,
  saves_count: s.recipes.saves_count,
  shares_count: s.recipes.shares_count,
  comments_count: s.recipes.comments_count,
  view_count: s.recipes.view_count,
  makes_count: s.recipes.makes_count,
  aggregate_rating_value: s.recipes.aggregate_rating_value,
  aggregate_rating_count: s.recipes.aggregate_rating_count,
};

/** A JSON array of the recipe's rows, in order ('[]' for none). */
function jsonRows<T>(object: SQL, from: SQL, order: SQL) {
  return sql<T[]>`(select coalesce(json_agg(${object} order by ${order}), '[]'::json) ${from})`;
}

const recipeId = s.recipes.id;
const recipeParts = {
  images: jsonRows<RecipeDetail["images"][number]>(
    sql`json_build_object('url', ri.image_url, 'caption', ri.caption)`,
    sql`from recipe_images ri where ri.recipe_id = ${recipeId}`,
    sql`ri.position`,
  ),
  ingredients: jsonRows<RecipeDetail["ingredients"][number]>(
    sql`json_build_object('id', ri.id, 'ingredient_id', ri.ingredient_id, 'name', ri.name, 'quantity', ri.quantity,
      'quantity_max', ri.quantity_max, 'unit', ri.unit, 'optional', ri.optional, 'garnish', ri.garnish,
      'substitutes', ri.substitutes, 'group', ri.type, 'note', ri.note, 'unit_type', i.unit_type)`,
    sql`from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id where ri.recipe_id = ${recipeId}`,
    sql`ri.position`,
  ),
  steps: jsonRows<RecipeDetail["steps"][number]>(
    sql`json_build_object('step_number', st.step_number, 'step_description', st.step_description,
      'estimated_time', st.estimated_time, 'step_image_url', st.step_image_url)`,
    sql`from recipe_instructions st where st.recipe_id = ${recipeId}`,
    sql`st.step_number`,
  ),
  categories: jsonRows<RecipeDetail["categories"][number]>(
    sql`json_build_object('id', c.id, 'name', c.name)`,
    sql`from recipe_categories rc join categories c on c.id = rc.category_id where rc.recipe_id = ${recipeId}`,
    sql`c.name`,
  ),
  cocktail_types: jsonRows<RecipeDetail["cocktail_types"][number]>(
    sql`json_build_object('id', t.id, 'name', t.name)`,
    sql`from recipe_cocktail_types rt join cocktail_types t on t.id = rt.cocktail_type_id where rt.recipe_id = ${recipeId}`,
    sql`t.name`,
  ),
  tags: jsonRows<string>(
    sql`t.name`,
    sql`from recipe_tags rt join tags t on t.id = rt.tag_id where rt.recipe_id = ${recipeId}`,
    sql`t.name`,
  ),
  nutrition: jsonRows<NonNullable<RecipeDetail["nutrition"]>>(
    sql`json_build_object('calories', n.calories, 'fat_content', n.fat_content, 'protein_content', n.protein_content,
      'sodium_content', n.sodium_content, 'sugar_content', n.sugar_content)`,
    sql`from recipe_nutrition n where n.recipe_id = ${recipeId}`,
    sql`n.recipe_id`,
  ),
};

/** The statement's row once a recipe was found: its columns, its parts, and its times as read. */
type FoundRow = Omit<RecipeDetail, "author" | "created_at" | "published_at" | "updated_at" | "nutrition"> & {
  created_at: Date | string;
  published_at: Date | string | null;
  updated_at: Date | string;
  nutrition: NonNullable<RecipeDetail["nutrition"]>[];
};

/**
 * Counts a view once per visitor per day (issue 4). Members are counted by id; anonymous visitors
 * by a keyed hash of their address and browser, so no address is stored. Authors' own views do not count.
 * For a caller that has already shown the visitor may see the recipe; pages count through their beacon
 * and the batch (issue 19, app/features/views), which runs the same statement for many views at once.
 */
export async function recordRecipeView(recipeId: string, visitor: Visitor) {
  const memberId = visitor.memberId;
  await writeViews("recipe", [{ id: recipeId, visitor: visitorKey(visitor), memberId }], { checkAccess: false });
}
