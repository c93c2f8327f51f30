/**
 * A member's own recipes (drafts and private ones included) in the import format, so that
 * exporting and importing again gives the same recipes.
 */
import { type AnyColumn, asc, eq, type SQL, sql } from "drizzle-orm";
import { toDifficulty } from "~/features/recipes/difficulty";
import type { Actor } from "~/features/recipes/recipe-mutations.server";
import { DEFAULT_INGREDIENT_GROUP } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { ImportItemInput } from "./import-schema";

const s = schema;

const wholeMinutes = (column: AnyColumn) => sql<number | null>`(extract(epoch from ${column}) / 60)::int`;

/** Our own uploads are stored as /uploads/…; elsewhere they are only reachable by their full address. */
function absolute(url: string): string {
  return url.startsWith("/") ? `${env().PUBLIC_URL}${url}` : url;
}

function groupBy<T extends { recipe_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.recipe_id);
    if (list) list.push(row);
    else map.set(row.recipe_id, [row]);
  }
  return map;
}

const present = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;

export async function exportRecipes(actor: Actor): Promise<ImportItemInput[]> {
  const exported = await exportRecipesWhere(eq(s.recipes.user_id, actor.id));
  return exported.map((e) => e.item);
}

/**
 * The recipes a condition selects (the caller's visibility condition included), each with its id, in
 * the export representation. The public API's recipe is this representation (issue 22).
 */
export async function exportRecipesWhere(mine: SQL): Promise<{ id: string; item: ImportItemInput }[]> {
  const recipes = await db
    .select({
      id: s.recipes.id,
      name: s.recipes.name,
      description: s.recipes.description,
      prep_minutes: wholeMinutes(s.recipes.prep_time),
      total_minutes: wholeMinutes(s.recipes.total_time),
      cook_minutes: wholeMinutes(s.recipes.cook_time),
      recipe_yield: s.recipes.recipe_yield,
      glass: s.recipes.glass,
      method: s.recipes.method,
      // The author's own difficulty only: one derived from ratings on this site is not the recipe's.
      difficulty: s.recipes.difficulty,
      video_url: s.recipes.video_url,
      is_vegetarian: s.recipes.is_vegetarian,
      is_vegan: s.recipes.is_vegan,
      is_gluten_free: s.recipes.is_gluten_free,
      source_url: s.recipes.source_url,
      source_name: s.recipes.source_name,
      source_author: s.recipes.source_author,
    })
    .from(s.recipes)
    .where(mine)
    .orderBy(asc(s.recipes.created_at), asc(s.recipes.id));
  if (recipes.length === 0) return [];

  // One query per related table for all of the member's recipes, not one per recipe.
  const r = s.recipes;
  const [images, ingredients, steps, categories, types, tags, nutrition] = await Promise.all([
    db
      .select({
        recipe_id: s.recipe_images.recipe_id,
        url: s.recipe_images.image_url,
        caption: s.recipe_images.caption,
      })
      .from(s.recipe_images)
      .innerJoin(r, eq(r.id, s.recipe_images.recipe_id))
      .where(mine)
      .orderBy(asc(s.recipe_images.position)),
    db
      .select({
        recipe_id: s.recipe_ingredients.recipe_id,
        name: s.recipe_ingredients.name,
        quantity: s.recipe_ingredients.quantity,
        quantity_max: s.recipe_ingredients.quantity_max,
        unit: s.recipe_ingredients.unit,
        optional: s.recipe_ingredients.optional,
        garnish: s.recipe_ingredients.garnish,
        substitutes: s.recipe_ingredients.substitutes,
        group: s.recipe_ingredients.type,
        note: s.recipe_ingredients.note,
        abv: s.recipe_ingredients.abv,
      })
      .from(s.recipe_ingredients)
      .innerJoin(r, eq(r.id, s.recipe_ingredients.recipe_id))
      .where(mine)
      .orderBy(asc(s.recipe_ingredients.position)),
    db
      .select({
        recipe_id: s.recipe_instructions.recipe_id,
        text: s.recipe_instructions.step_description,
        estimated_time: s.recipe_instructions.estimated_time,
        image_url: s.recipe_instructions.step_image_url,
      })
      .from(s.recipe_instructions)
      .innerJoin(r, eq(r.id, s.recipe_instructions.recipe_id))
      .where(mine)
      .orderBy(asc(s.recipe_instructions.step_number)),
    db
      .select({ recipe_id: s.recipe_categories.recipe_id, name: s.categories.name })
      .from(s.recipe_categories)
      .innerJoin(s.categories, eq(s.categories.id, s.recipe_categories.category_id))
      .innerJoin(r, eq(r.id, s.recipe_categories.recipe_id))
      .where(mine)
      .orderBy(sql`lower(${s.categories.name})`),
    db
      .select({ recipe_id: s.recipe_cocktail_types.recipe_id, name: s.cocktail_types.name })
      .from(s.recipe_cocktail_types)
      .innerJoin(s.cocktail_types, eq(s.cocktail_types.id, s.recipe_cocktail_types.cocktail_type_id))
      .innerJoin(r, eq(r.id, s.recipe_cocktail_types.recipe_id))
      .where(mine)
      .orderBy(sql`lower(${s.cocktail_types.name})`),
    db
      .select({ recipe_id: s.recipe_tags.recipe_id, name: s.tags.name })
      .from(s.recipe_tags)
      .innerJoin(s.tags, eq(s.tags.id, s.recipe_tags.tag_id))
      .innerJoin(r, eq(r.id, s.recipe_tags.recipe_id))
      .where(mine)
      .orderBy(asc(s.tags.name)),
    db
      .select({
        recipe_id: s.recipe_nutrition.recipe_id,
        calories: s.recipe_nutrition.calories,
        fat_content: s.recipe_nutrition.fat_content,
        protein_content: s.recipe_nutrition.protein_content,
        sodium_content: s.recipe_nutrition.sodium_content,
        sugar_content: s.recipe_nutrition.sugar_content,
      })
      .from(s.recipe_nutrition)
      .innerJoin(r, eq(r.id, s.recipe_nutrition.recipe_id))
      .where(mine),
  ]);
  const by = {
    images: groupBy(images),
    ingredients: groupBy(ingredients),
    steps: groupBy(steps),
    categories: groupBy(categories),
    types: groupBy(types),
    tags: groupBy(tags),
    nutrition: groupBy(nutrition),
  };

  return recipes.map((recipe) => {
    const { recipe_id: _id, ...facts } = by.nutrition.get(recipe.id)?.[0] ?? { recipe_id: "" };
    const item = present({
      name: recipe.name,
      description: recipe.description,
      prep_minutes: recipe.prep_minutes,
      total_minutes: recipe.total_minutes,
      recipe_yield: recipe.recipe_yield,
      images: (by.images.get(recipe.id) ?? []).map((i) => present({ url: absolute(i.url), caption: i.caption })),
      ingredients: (by.ingredients.get(recipe.id) ?? []).map((i) =>
        present({
          name: i.name,
          quantity: i.quantity,
          quantity_max: i.quantity_max,
          unit: i.unit,
          optional: i.optional || undefined,
          garnish: i.garnish || undefined,
          substitutes: i.substitutes.length ? i.substitutes : undefined,
          group: i.group === DEFAULT_INGREDIENT_GROUP ? undefined : i.group,
          note: i.note,
          abv: i.abv,
        }),
      ),
      // A step with only its text stays a plain string, as files from before step times and photos.
      steps: (by.steps.get(recipe.id) ?? []).map((step) =>
        step.estimated_time || step.image_url
          ? present({
              text: step.text,
              estimated_time: step.estimated_time,
              image_url: step.image_url ? absolute(step.image_url) : null,
            })
          : step.text,
      ),
      categories: (by.categories.get(recipe.id) ?? []).map((c) => c.name),
      cocktail_types: (by.types.get(recipe.id) ?? []).map((t) => t.name),
      tags: (by.tags.get(recipe.id) ?? []).map((t) => t.name),
      glass: recipe.glass,
      method: recipe.method,
      nutrition: present(facts),
      cook_minutes: recipe.cook_minutes,
      difficulty: toDifficulty(recipe.difficulty),
      video_url: recipe.video_url,
      is_vegetarian: recipe.is_vegetarian || undefined,
      is_vegan: recipe.is_vegan || undefined,
      is_gluten_free: recipe.is_gluten_free || undefined,
      source: recipe.source_url
        ? present({ url: recipe.source_url, name: recipe.source_name, author: recipe.source_author })
        : null,
    }) as ImportItemInput;
    return { id: recipe.id, item };
  });
}
