/**
 * Reads for the author's own recipes (part 2 §2 "My Recipes" and "Recipe management", §7 recipes).
 * Every query is scoped to the acting member in SQL: another member's recipe is never returned.
 */
import { and, asc, count, desc, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import { MY_RECIPES_PAGE_SIZE, type RecipeStatus } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { isUuid } from "~/lib/uuid";
import type {
  ManagedRecipe,
  MyRecipeFilter,
  MyRecipeListItem,
  MyRecipeSort,
  MyRecipesPage,
  MyRecipesQueryData,
} from "./my-recipes-schema";
import type { Actor } from "./recipe-mutations.server";

const { recipes, recipe_ingredients, ingredients, profiles } = schema;

const itemColumns = {
  id: recipes.id,
  name: recipes.name,
  slug: recipes.slug,
  description: recipes.description,
  image_url: recipes.image_url,
  thumbnail_url: recipes.thumbnail_url,
  status: sql<RecipeStatus>`${recipes.status}`,
  is_public: recipes.is_public,
  followers_only: recipes.followers_only,
  created_at: recipes.created_at,
  updated_at: recipes.updated_at,
  likes_count: recipes.likes_count,
  saves_count: recipes.saves_count,
  comments_count: recipes.comments_count,
  view_count: recipes.view_count,
  author_username: profiles.username,
};

/** LIKE treats % and _ as wildcards; a member searching for "50%" means the characters. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const filters: Record<MyRecipeFilter, SQL | undefined> = {
  all: undefined,
  drafts: eq(recipes.status, "draft"),
  published: eq(recipes.status, "published"),
  private: eq(recipes.is_public, false),
};

const orderings: Record<MyRecipeSort, SQL[]> = {
  "name-asc": [sql`lower(${recipes.name}) asc`, asc(recipes.id)],
  "name-desc": [sql`lower(${recipes.name}) desc`, desc(recipes.id)],
  "created-asc": [asc(recipes.created_at), asc(recipes.id)],
  "created-desc": [desc(recipes.created_at), desc(recipes.id)],
};

/** Part 2 §7: case-insensitive search on the name, or on recipes found through ingredient names. */
function matchesSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const viaIngredient = db
    .select({ one: sql`1` })
    .from(recipe_ingredients)
    .innerJoin(ingredients, eq(ingredients.id, recipe_ingredients.ingredient_id))
    .where(
      and(
        eq(recipe_ingredients.recipe_id, recipes.id),
        or(ilike(recipe_ingredients.name, pattern), ilike(ingredients.name, pattern)),
      ),
    );
  return or(ilike(recipes.name, pattern), exists(viaIngredient));
}

/** One page of the member's recipes with the exact total, filtered, searched and sorted in SQL. */
export async function listMyRecipes(
  actor: Actor,
  { search, filter, sort, page }: Pick<MyRecipesQueryData, "search" | "filter" | "sort" | "page">,
): Promise<MyRecipesPage> {
  const where = and(eq(recipes.user_id, actor.id), filters[filter], matchesSearch(search));
  const [counted] = await db.select({ total: count() }).from(recipes).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MY_RECIPES_PAGE_SIZE));
  // A stale link past the last page shows the last page rather than an empty one.
  const current = Math.min(Math.max(1, page), pageCount);
  const items =
    total === 0
      ? []
      : await db
          .select(itemColumns)
          .from(recipes)
          .innerJoin(profiles, eq(profiles.id, recipes.user_id))
          .where(where)
          .orderBy(...orderings[sort])
          .limit(MY_RECIPES_PAGE_SIZE)
          .offset((current - 1) * MY_RECIPES_PAGE_SIZE);
  return { items: items satisfies MyRecipeListItem[], total, page: current, pageCount };
}

/**
 * The recipe for its management page, or null when it does not exist or belongs to someone else:
 * the page says "Recipe not found" either way, so nobody learns that another member's recipe exists.
 */
export async function getManagedRecipe(actor: Actor, recipeId: string): Promise<ManagedRecipe | null> {
  if (!isUuid(recipeId)) return null;
  const [recipe] = await db
    .select({
      ...itemColumns,
      published_at: recipes.published_at,
      source_url: recipes.source_url,
      source_name: recipes.source_name,
      source_author: recipes.source_author,
    })
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(and(eq(recipes.id, recipeId), eq(recipes.user_id, actor.id)));
  return recipe ?? null;
}
