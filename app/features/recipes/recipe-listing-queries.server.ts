/**
 * Part 1 §7 get_recipes_full / get_recipes_full_count: the public listing with its filters,
 * search, sort and paging, all in SQL. Only public, published recipes are listed.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { DIFFICULTY_THRESHOLDS, RECIPE_PAGE_SIZE } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import type { RecipeListingFilters } from "./recipe-listing-schema";
import { cardColumns, isListed, toCard } from "./recipe-queries.server";
import type { RecipeCardData } from "./recipe-types";

const { recipes, profiles } = schema;

function searchQuery(text: string) {
  return sql`websearch_to_tsquery('english', ${text})`;
}

/** Words, stems and ingredient/tag names through full-text search; typos through trigram similarity. */
function matchesSearch(text: string): SQL {
  return sql`(
    ${recipes.search_vector} @@ ${searchQuery(text)}
    or ${recipes.name} % ${text}
    or exists (
      select 1 from recipe_ingredients ri
      where ri.recipe_id = ${recipes.id}
        and ri.ingredient_id in (select i.id from ingredients i where i.name % ${text})
    )
  )`;
}

function conditions(filters: RecipeListingFilters): SQL {
  const where: (SQL | undefined)[] = [isListed];
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
  const rating = recipes.aggregate_rating_value;
  if (filters.difficulty === "expert") where.push(sql`${rating} >= ${DIFFICULTY_THRESHOLDS.expert}`);
  if (filters.difficulty === "advanced") {
    where.push(sql`${rating} >= ${DIFFICULTY_THRESHOLDS.advanced} and ${rating} < ${DIFFICULTY_THRESHOLDS.expert}`);
  }
  if (filters.difficulty === "beginner")
    where.push(sql`(${rating} is null or ${rating} < ${DIFFICULTY_THRESHOLDS.advanced})`);
  if (filters.servings === "6+") where.push(sql`${recipes.servings} >= 6`);
  else if (filters.servings) where.push(eq(recipes.servings, Number(filters.servings)));
  if (filters.prepTime) where.push(sql`${recipes.prep_time} <= make_interval(mins => ${filters.prepTime})`);
  if (filters.search) where.push(matchesSearch(filters.search));
  return and(...where) as SQL;
}

function ordering(filters: RecipeListingFilters): SQL[] {
  const newest = [desc(recipes.created_at), desc(recipes.id)];
  switch (filters.sort) {
    case "oldest":
      return [sql`${recipes.created_at} asc`, sql`${recipes.id} asc`];
    case "rating":
      return [sql`${recipes.aggregate_rating_value} desc nulls last`, desc(recipes.aggregate_rating_count), ...newest];
    case "popular":
      return [desc(recipes.likes_count), desc(recipes.saves_count), ...newest];
    case "newest":
      return newest;
    default:
      // A search without a chosen sort is ordered by how well each recipe matches.
      if (!filters.search) return newest;
      return [
        sql`ts_rank(${recipes.search_vector}, ${searchQuery(filters.search)}) + similarity(${recipes.name}, ${filters.search}) desc`,
        ...newest,
      ];
  }
}

export async function listPublicRecipes(
  filters: RecipeListingFilters,
  pageSize = RECIPE_PAGE_SIZE,
): Promise<RecipeCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(conditions(filters))
    .orderBy(...ordering(filters))
    .limit(pageSize)
    .offset((filters.page - 1) * pageSize);
  return rows.map(toCard);
}

export async function countPublicRecipes(filters: RecipeListingFilters): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recipes).where(conditions(filters));
  return row?.n ?? 0;
}
