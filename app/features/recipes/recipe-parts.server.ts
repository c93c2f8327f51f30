/** Writing a recipe's related rows (part 1 §7 create_full_recipe / update_full_recipe), inside a transaction. */
import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { findOrCreateIngredient } from "~/features/ingredients/ingredient-mutations.server";
import { visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { schema, type Transaction } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import { slugify } from "~/lib/slug";
import { groupName, inGroupOrder } from "./ingredient-groups";
import type { RecipeInputData, RecipeSourceData } from "./recipe-schema";
import { videoEmbedUrl } from "./video-link";

const s = schema;

/** The first free slug for this author: "negroni", then "negroni-2", "negroni-3"… */
export async function freeSlug(
  tx: Transaction,
  userId: string,
  name: string,
  exceptRecipeId?: string,
): Promise<string> {
  const base = slugify(name);
  const taken = await tx
    .select({ slug: s.recipes.slug, id: s.recipes.id })
    .from(s.recipes)
    .where(and(eq(s.recipes.user_id, userId), or(eq(s.recipes.slug, base), like(s.recipes.slug, `${base}-%`))));
  const used = new Set(taken.filter((r) => r.id !== exceptRecipeId).map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export const minutes = (n: number) => `${n} minutes`;

/** The source columns of a new recipe (issue 22); an update never writes them. */
export function sourceColumns(source: RecipeSourceData | undefined) {
  return {
    source_url: source?.url ?? null,
    source_name: source?.name ?? null,
    source_author: source?.author ?? null,
  };
}

/**
 * The recipe row's own fields as the form and imports give them (part 1 §3), for create, update and import
 * alike. The embed address is derived from the link here on the server, never taken from the author.
 */
export function recipeRowFields(
  input: Pick<
    RecipeInputData,
    | "description"
    | "prep_minutes"
    | "cook_minutes"
    | "total_minutes"
    | "recipe_yield"
    | "difficulty"
    | "video_url"
    | "is_vegetarian"
    | "is_vegan"
    | "is_gluten_free"
  >,
) {
  return {
    description: input.description ?? null,
    prep_time: minutes(input.prep_minutes),
    cook_time: input.cook_minutes === undefined ? null : minutes(input.cook_minutes),
    total_time: minutes(input.total_minutes),
    recipe_yield: input.recipe_yield ?? null,
    difficulty: input.difficulty ?? null,
    video_url: input.video_url ?? null,
    video_embed_url: videoEmbedUrl(input.video_url),
    is_vegetarian: input.is_vegetarian,
    is_vegan: input.is_vegan,
    is_gluten_free: input.is_gluten_free,
  };
}

/** The chosen options, each one the author may see (shared, or theirs): another member's private one is refused. */
async function existingIds(
  tx: Transaction,
  actor: { id: string },
  table: typeof s.categories | typeof s.cocktail_types,
  ids: number[],
) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), visibleCatalogueEntry(table, actor)));
  if (rows.length !== new Set(ids).size) throw new Invalid("Please choose from the listed options");
  return rows.map((r) => r.id);
}

async function tagIds(tx: Transaction, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  await tx
    .insert(s.tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: s.tags.id }).from(s.tags).where(inArray(s.tags.name, names));
  return rows.map((r) => r.id);
}

/**
 * Inserts images, ingredients, steps, categories, types, tags and nutrition; positions count from 1.
 * New ingredient names become `actor`'s private catalogue entries until the recipe is listed (migration 0014).
 */
export async function writeRecipeParts(
  tx: Transaction,
  actor: { id: string },
  recipeId: string,
  input: RecipeInputData,
) {
  if (input.images.length) {
    await tx.insert(s.recipe_images).values(
      input.images.map((image, i) => ({
        recipe_id: recipeId,
        image_url: image.url,
        thumbnail_url: image.thumbnail_url ?? null,
        caption: image.caption ?? null,
        position: i + 1,
      })),
    );
  }
  const rows = [];
  // Each group's lines are stored together, so positions are the order the page shows (ingredient-groups.ts).
  for (const [i, ingredient] of inGroupOrder(input.ingredients, (line) => line.group).entries()) {
    const resolved = await findOrCreateIngredient(actor, ingredient, tx);
    rows.push({
      recipe_id: recipeId,
      ingredient_id: resolved.id,
      name: ingredient.name,
      quantity: ingredient.quantity ?? null,
      quantity_max: ingredient.quantity_max ?? null,
      unit: ingredient.unit ?? null,
      position: i + 1,
      type: groupName(ingredient.group),
      optional: ingredient.optional,
      garnish: ingredient.garnish,
      substitutes: ingredient.substitutes,
      note: ingredient.note ?? null,
      abv: ingredient.abv ?? null,
    });
  }
  await tx.insert(s.recipe_ingredients).values(rows);
  if (input.steps.length) {
    await tx.insert(s.recipe_instructions).values(
      input.steps.map((step, i) => ({
        recipe_id: recipeId,
        step_number: i + 1,
        step_description: step.text,
        estimated_time: step.estimated_time ?? null,
        step_image_url: step.image_url ?? null,
      })),
    );
  }
  const categories = await existingIds(tx, actor, s.categories, input.category_ids);
  if (categories.length) {
    await tx
      .insert(s.recipe_categories)
      .values(categories.map((category_id) => ({ recipe_id: recipeId, category_id })));
  }
  const types = await existingIds(tx, actor, s.cocktail_types, input.cocktail_type_ids);
  if (types.length) {
    await tx
      .insert(s.recipe_cocktail_types)
      .values(types.map((cocktail_type_id) => ({ recipe_id: recipeId, cocktail_type_id })));
  }
  const tags = await tagIds(tx, input.tags);
  if (tags.length) await tx.insert(s.recipe_tags).values(tags.map((tag_id) => ({ recipe_id: recipeId, tag_id })));
  if (Object.values(input.nutrition).some(Boolean)) {
    await tx.insert(s.recipe_nutrition).values({ recipe_id: recipeId, ...input.nutrition });
  }
}

/** Removes every related row so an update can write them afresh. */
export async function clearRecipeParts(tx: Transaction, recipeId: string) {
  for (const table of [
    s.recipe_images,
    s.recipe_ingredients,
    s.recipe_instructions,
    s.recipe_categories,
    s.recipe_cocktail_types,
    s.recipe_tags,
    s.recipe_nutrition,
  ]) {
    await tx.delete(table).where(eq(table.recipe_id, recipeId));
  }
}

export const nowSql = sql`now()`;
