/**
 * Recipes as the API shows them (issue 22): the facts and, in `content`, the export representation
 * (export-recipes.server.ts). Every read takes the policy layer's condition for the caller.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { visibilityOf } from "~/features/privacy/visibility";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { profileAtAddress } from "~/features/profiles/profile-redirect-queries.server";
import { exportRecipesWhere } from "~/features/recipe-import/export-recipes.server";
import { cardColumns, toCard } from "~/features/recipes/recipe-queries.server";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { afterKeys, keysetPage, keyTextColumns, orderBySql, type SortKey } from "~/lib/keyset.server";
import type { OwnRecipeSummary, Recipe, RecipeSummary } from "./api-schemas";

const { recipes, profiles } = schema;

export function siteUrl(path: string): string {
  return `${env().PUBLIC_URL}${path}`;
}

/** Our own uploads are stored as /uploads/…: the API gives full addresses. */
export const absoluteUrl = (url: string | null) => (url?.startsWith("/") ? siteUrl(url) : url);

/** The columns of a recipe summary: a card's, and when it was made and changed. */
export const summaryColumns = { ...cardColumns, created_at: recipes.created_at, updated_at: recipes.updated_at };
type SummaryRow = Parameters<typeof toCard>[0] & { created_at: Date; updated_at: Date };
export const summaryOfRow = (row: SummaryRow) =>
  toSummary({ ...toCard(row), created_at: row.created_at, updated_at: row.updated_at });

function authorOf(username: string, picture: string | null) {
  return {
    username,
    url: siteUrl(`/${encodeURIComponent(username.toLowerCase())}`),
    profile_picture_url: absoluteUrl(picture),
  };
}

function recipeUrl(username: string, slug: string) {
  return siteUrl(`/recipes/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`);
}

export function toSummary(
  card: RecipeCardData & { created_at: Date; updated_at: Date },
): z.input<typeof RecipeSummary> {
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    url: recipeUrl(card.author.username, card.slug),
    author: authorOf(card.author.username, card.author.profile_picture_url),
    description: card.description,
    image_url: absoluteUrl(card.image_url),
    total_minutes: card.total_minutes,
    recipe_yield: card.recipe_yield,
    difficulty: card.difficulty as z.input<typeof RecipeSummary>["difficulty"],
    abv: card.abv,
    rating: { value: card.aggregate_rating_value, count: card.aggregate_rating_count },
    created_at: card.created_at.toISOString(),
    updated_at: card.updated_at.toISOString(),
  };
}

/** The recipes a condition selects, as full API recipes, in the condition's order of ids. */
async function recipesWhere(where: SQL): Promise<z.input<typeof Recipe>[]> {
  const [facts, exported] = await Promise.all([
    db
      .select({
        id: recipes.id,
        slug: recipes.slug,
        status: recipes.status,
        is_public: recipes.is_public,
        followers_only: recipes.followers_only,
        rating_value: recipes.aggregate_rating_value,
        rating_count: recipes.aggregate_rating_count,
        likes_count: recipes.likes_count,
        saves_count: recipes.saves_count,
        created_at: recipes.created_at,
        updated_at: recipes.updated_at,
        username: profiles.username,
        picture: profiles.profile_picture_url,
      })
      .from(recipes)
      .innerJoin(profiles, eq(profiles.id, recipes.user_id))
      .where(where),
    exportRecipesWhere(where),
  ]);
  const content = new Map(exported.map((e) => [e.id, e.item]));
  return facts.flatMap((f) => {
    const item = content.get(f.id);
    if (!item) return [];
    return [
      {
        id: f.id,
        slug: f.slug,
        url: recipeUrl(f.username, f.slug),
        author: authorOf(f.username, f.picture),
        status: f.status as "draft" | "published",
        visibility: visibilityOf(f),
        rating: { value: f.rating_value, count: f.rating_count },
        likes_count: f.likes_count,
        saves_count: f.saves_count,
        created_at: f.created_at.toISOString(),
        updated_at: f.updated_at.toISOString(),
        content: item,
      },
    ];
  });
}

export async function getApiRecipe(viewerId: string | null, recipeId: string) {
  const [found] = await recipesWhere(and(eq(recipes.id, recipeId), canSeeRecipe(viewerId)) as SQL);
  return found ?? null;
}

export async function getApiRecipeByAddress(viewerId: string | null, username: string, slug: string) {
  const author = db.select({ id: profiles.id }).from(profiles).where(profileAtAddress(username));
  const [found] = await recipesWhere(
    and(sql`${recipes.user_id} = (${author})`, eq(recipes.slug, slug), canSeeRecipe(viewerId)) as SQL,
  );
  return found ?? null;
}

export const OWN_ORDER: SortKey[] = [
  { expr: recipes.created_at, direction: "desc", type: "timestamptz" },
  { expr: recipes.id, direction: "desc", type: "uuid" },
];

/** A member's own recipes, drafts and private ones included, newest first, by keyset. */
export async function listOwnRecipes(
  memberId: string,
  options: { limit: number; after?: (string | null)[]; status?: "draft" | "published"; updatedSince?: Date },
): Promise<{ items: z.input<typeof OwnRecipeSummary>[]; nextKeys: (string | null)[] | null }> {
  const where: SQL[] = [eq(recipes.user_id, memberId)];
  if (options.status) where.push(eq(recipes.status, options.status));
  if (options.updatedSince) where.push(sql`${recipes.updated_at} >= ${options.updatedSince}`);
  if (options.after) where.push(afterKeys(OWN_ORDER, options.after));
  const rows = await db
    .select({
      ...summaryColumns,
      status: recipes.status,
      is_public: recipes.is_public,
      followers_only: recipes.followers_only,
      ...keyTextColumns(OWN_ORDER),
    })
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(and(...where))
    .orderBy(...orderBySql(OWN_ORDER))
    .limit(options.limit + 1);
  const { shown, nextKeys } = keysetPage(rows, options.limit, OWN_ORDER);
  return {
    items: shown.map((row) => ({
      ...summaryOfRow(row),
      status: row.status as "draft" | "published",
      visibility: visibilityOf(row),
    })),
    nextKeys,
  };
}

/** The member's saved or liked recipes they may still see, most recent first, by keyset. */
export async function listReactedRecipes(
  memberId: string,
  kind: "saved" | "liked",
  options: { limit: number; after?: (string | null)[] },
): Promise<{ items: (z.input<typeof RecipeSummary> & { at: string })[]; nextKeys: (string | null)[] | null }> {
  const order = reactedOrder(kind);
  const table = kind === "saved" ? schema.recipe_saves : schema.recipe_likes;
  const where: SQL[] = [eq(table.user_id, memberId), canSeeRecipe(memberId)];
  if (options.after) where.push(afterKeys(order, options.after));
  const rows = await db
    .select({
      ...summaryColumns,
      at: table.created_at,
      ...keyTextColumns(order),
    })
    .from(table)
    .innerJoin(recipes, eq(recipes.id, table.recipe_id))
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(and(...where))
    .orderBy(...orderBySql(order))
    .limit(options.limit + 1);
  const { shown, nextKeys } = keysetPage(rows, options.limit, order);
  return { items: shown.map((row) => ({ ...summaryOfRow(row), at: row.at.toISOString() })), nextKeys };
}
/** Most recently saved or liked first; the recipe id breaks ties. */
export function reactedOrder(kind: "saved" | "liked"): SortKey[] {
  const table = kind === "saved" ? schema.recipe_saves : schema.recipe_likes;
  return [
    { expr: table.created_at, direction: "desc", type: "timestamptz" },
    { expr: table.recipe_id, direction: "desc", type: "uuid" },
  ];
}
