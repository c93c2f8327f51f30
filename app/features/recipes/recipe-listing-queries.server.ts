/**
 * Part 1 §7 get_recipes_full / get_recipes_full_count: the public listing with its filters,
 * search, sort and paging, all in SQL. Only public, published recipes are listed.
 */
import { and, eq, gte, type SQL, sql } from "drizzle-orm";
import { type BarKeys, requirementsWithin } from "~/features/bar/bar-matching.server";
import { listedRecipe } from "~/features/privacy/visibility.server";
import { RECIPE_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { afterKeys, keysetPage, keyTextColumns, orderBySql, type SortKey } from "~/lib/keyset.server";
import type { RecipeListingFilters } from "./recipe-listing-schema";
import { cardColumns, toCard } from "./recipe-queries.server";
import type { RecipeCardData } from "./recipe-types";

const { recipes, profiles } = schema;

function searchQuery(text: string) {
  return sql`websearch_to_tsquery('english', ${text})`;
}

/**
 * Words, stems and ingredient/tag names through full-text search; typos through trigram similarity
 * and the start of a word ("negr": Negroni and Negroni Sbagliato) through word similarity (`<%`);
 * a tag exactly as written, for the tags full-text search cannot index (emoji: a recipe page's "#🍋").
 * Each branch is an indexable condition on recipes (GIN full text, GIN trigram, and `id = any(…)` over
 * the primary key for recipes using a matching ingredient or tag), so PostgreSQL ORs bitmap index scans
 * and reads only the matching rows, instead of testing every listed recipe as an EXISTS would.
 * There is deliberately no partial index on recipes(id): the planner would pick it for the third
 * branch and then re-test the whole OR per row, scanning the id array linearly (docs/performance.md).
 */
function matchesSearch(text: string): SQL {
  return sql`(
    ${recipes.search_vector} @@ ${searchQuery(text)}
    or ${recipes.name} % ${text}
    or ${text} <% ${recipes.name}
    or ${recipes.id} = any(array(
      select ri.recipe_id from recipe_ingredients ri
      where ri.ingredient_id in (select i.id from ingredients i where i.name % ${text})
    ))
    or ${recipes.id} = any(array(
      select rt.recipe_id from recipe_tags rt join tags t on t.id = rt.tag_id where t.name = lower(${text})
    ))
  )`;
}

/** The bar filter applies only with the viewer's bar keys (guests have none, and it is then ignored). */
function barMode(filters: RecipeListingFilters, barKeys: BarKeys | undefined) {
  return barKeys ? filters.bar : undefined;
}

function conditions(filters: RecipeListingFilters, barKeys?: BarKeys): SQL {
  const where: (SQL | undefined)[] = [listedRecipe];
  const bar = barMode(filters, barKeys);
  if (bar && barKeys) {
    where.push(
      sql`exists (select 1 from recipe_requirements rq where rq.recipe_id = ${recipes.id} and ${requirementsWithin(barKeys, bar)})`,
    );
  }
  if (filters.category) {
    where.push(
      sql`exists (select 1 from recipe_categories rc where rc.recipe_id = ${recipes.id} and rc.category_id = ${filters.category})`,
    );
  }
  if (filters.type) {
    where.push(
      sql`exists (select 1 from recipe_cocktail_types rt where rt.recipe_id = ${recipes.id} and rt.cocktail_type_id = ${filters.type})`,
    );
  }
  // Exactly what the card shows (ADR 0004): the authored difficulty, else the rating's; indexed.
  if (filters.difficulty) where.push(eq(recipes.listed_difficulty, filters.difficulty));
  if (filters.servings === "6+") where.push(sql`${recipes.servings} >= 6`);
  else if (filters.servings) where.push(eq(recipes.servings, Number(filters.servings)));
  if (filters.prepTime) where.push(sql`${recipes.prep_time} <= make_interval(mins => ${filters.prepTime})`);
  if (filters.search) where.push(matchesSearch(filters.search));
  return and(...where) as SQL;
}

/** The listing's sort order as keys, the last of them unique (the id), for ORDER BY and for cursors. */
function sortKeys(filters: RecipeListingFilters): SortKey[] {
  const newest: SortKey[] = [
    { expr: recipes.created_at, direction: "desc", type: "timestamptz" },
    { expr: recipes.id, direction: "desc", type: "uuid" },
  ];
  switch (filters.sort) {
    case "oldest":
      return [
        { expr: recipes.created_at, direction: "asc", type: "timestamptz" },
        { expr: recipes.id, direction: "asc", type: "uuid" },
      ];
    case "rating":
      return [
        { expr: recipes.aggregate_rating_value, direction: "desc", nullsLast: true, type: "real" },
        { expr: recipes.aggregate_rating_count, direction: "desc", type: "integer" },
        ...newest,
      ];
    case "popular":
      return [
        { expr: recipes.likes_count, direction: "desc", type: "integer" },
        { expr: recipes.saves_count, direction: "desc", type: "integer" },
        ...newest,
      ];
    case "newest":
      return newest;
    default:
      // A search without a chosen sort is ordered by how well each recipe matches.
      if (!filters.search) return newest;
      return [
        {
          expr: sql`ts_rank(${recipes.search_vector}, ${searchQuery(filters.search)}) + similarity(${recipes.name}, ${filters.search})`,
          direction: "desc",
          type: "real",
        },
        ...newest,
      ];
  }
}

/** A cursor's order: its name and how many key values it carries. */
export function listingOrder(filters: RecipeListingFilters): { name: string; keys: SortKey[] } {
  return { name: filters.sort ?? (filters.search ? "relevance" : "newest"), keys: sortKeys(filters) };
}

function ordering(filters: RecipeListingFilters): SQL[] {
  return orderBySql(sortKeys(filters));
}

/** `barKeys`: the viewer's bar (getBarKeys), which the `bar` filter needs; without them it is ignored. */
export async function listPublicRecipes(
  filters: RecipeListingFilters,
  pageSize = RECIPE_PAGE_SIZE,
  barKeys?: BarKeys,
): Promise<RecipeCardData[]> {
  const order = ordering(filters);
  // The page's ids first, from recipes alone: the walk along the sort order's index, OFFSET included
  // (page 500 skips 4,491 entries), reads only the index; the card columns and the author are then
  // read for the rows shown, ordered again the same way.
  const page = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(conditions(filters, barKeys))
    .orderBy(...order)
    .limit(pageSize)
    .offset((filters.page - 1) * pageSize)
    .as("page");
  const rows = await db
    .select(cardColumns)
    .from(page)
    .innerJoin(recipes, eq(recipes.id, page.id))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .orderBy(...order);
  return rows.map(toCard);
}

export type KeysetPage<T> = { items: T[]; nextKeys: (string | null)[] | null };

/**
 * The same listing read by keyset instead of page number (the public API's cursors, issue 22): rows
 * strictly after `after` (the last row's sort key values), and optionally only those changed since a time.
 */
export async function listPublicRecipesAfter(
  filters: RecipeListingFilters,
  options: { limit: number; after?: (string | null)[]; updatedSince?: Date; barKeys?: BarKeys },
): Promise<KeysetPage<RecipeCardData & { created_at: Date; updated_at: Date }>> {
  const keys = sortKeys(filters);
  const order = orderBySql(keys);
  const where = [conditions(filters, options.barKeys)];
  if (options.after) where.push(afterKeys(keys, options.after));
  if (options.updatedSince) where.push(gte(recipes.updated_at, options.updatedSince));
  const page = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(...where))
    .orderBy(...order)
    .limit(options.limit + 1)
    .as("page");
  const rows = await db
    .select({ ...cardColumns, created_at: recipes.created_at, updated_at: recipes.updated_at, ...keyTextColumns(keys) })
    .from(page)
    .innerJoin(recipes, eq(recipes.id, page.id))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .orderBy(...order);
  const { shown, nextKeys } = keysetPage(rows, options.limit, keys);
  return {
    items: shown.map((row) => ({ ...toCard(row), created_at: row.created_at, updated_at: row.updated_at })),
    nextKeys,
  };
}

/**
 * A category and/or cocktail type filter alone (the most common filtered view) is counted from the
 * link rows, less those whose recipe is not listed: two small index ranges (the link index and
 * recipes_unlisted_idx) instead of every listed recipe. Exact, because a link's primary key is
 * (recipe_id, category or type) and every link points at an existing recipe. Likewise the bar filter
 * alone is counted from recipe_requirements (one row per recipe, with the recipe's listed state).
 */
function countByLinks(filters: RecipeListingFilters, barKeys?: BarKeys): SQL | undefined {
  if (filters.difficulty || filters.servings || filters.prepTime || filters.search) return undefined;
  const bar = barMode(filters, barKeys);
  if (bar && barKeys) {
    if (filters.category || filters.type) return undefined;
    // The bar filter alone: recipe_requirements carries `listed`, so the count never touches recipes.
    return sql`select count(*)::int as n from recipe_requirements rq where rq.listed and ${requirementsWithin(barKeys, bar)}`;
  }
  const recipeListed = (recipeId: SQL) =>
    sql`not exists (select 1 from recipes r where r.id = ${recipeId} and not (r.status = 'published' and r.is_public and r.moderation = 'visible'))`;
  if (filters.category) {
    const ofType = filters.type
      ? sql`and exists (select 1 from recipe_cocktail_types rt where rt.recipe_id = rc.recipe_id and rt.cocktail_type_id = ${filters.type})`
      : sql``;
    return sql`select count(*)::int as n from recipe_categories rc
      where rc.category_id = ${filters.category} ${ofType} and ${recipeListed(sql`rc.recipe_id`)}`;
  }
  if (filters.type) {
    return sql`select count(*)::int as n from recipe_cocktail_types rt
      where rt.cocktail_type_id = ${filters.type} and ${recipeListed(sql`rt.recipe_id`)}`;
  }
  return undefined;
}

export async function countPublicRecipes(filters: RecipeListingFilters, barKeys?: BarKeys): Promise<number> {
  const byLinks = countByLinks(filters, barKeys);
  if (byLinks) {
    const result = await db.execute<{ n: number }>(byLinks);
    return Number(result.rows[0]?.n ?? 0);
  }
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recipes).where(conditions(filters, barKeys));
  return row?.n ?? 0;
}
