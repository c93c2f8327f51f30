/** Reads of recipes for cards. Who may see what is the privacy layer's (app/features/privacy). */
import { desc, eq, sql } from "drizzle-orm";
import { listedRecipe } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { intervalMinutes } from "./recipe-sql.server";
import type { RecipeCardData } from "./recipe-types";

const { recipes, profiles } = schema;

export const cardColumns = {
  id: recipes.id,
  name: recipes.name,
  slug: recipes.slug,
  description: recipes.description,
  image_url: sql<string | null>`coalesce(${recipes.thumbnail_url}, ${recipes.image_url})`,
  total_minutes: intervalMinutes(recipes.total_time),
  recipe_yield: recipes.recipe_yield,
  aggregate_rating_value: recipes.aggregate_rating_value,
  aggregate_rating_count: recipes.aggregate_rating_count,
  difficulty: recipes.listed_difficulty,
  abv: recipes.abv,
  author_username: profiles.username,
  author_picture: profiles.profile_picture_url,
};

type CardRow = { [K in keyof typeof cardColumns]: unknown } & Record<string, unknown>;

export function toCard(row: CardRow): RecipeCardData {
  const { author_username, author_picture, ...rest } = row;
  return {
    ...(rest as Omit<RecipeCardData, "author">),
    author: { username: author_username as string, profile_picture_url: author_picture as string | null },
  };
}

/** Part 1 §7 featured list: public, published, best rated first. */
export async function listFeaturedRecipes(limit: number): Promise<RecipeCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(listedRecipe)
    .orderBy(sql`${recipes.aggregate_rating_value} desc nulls last`, desc(recipes.created_at))
    .limit(limit);
  return rows.map(toCard);
}
