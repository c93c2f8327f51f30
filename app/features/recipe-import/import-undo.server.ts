/**
 * Undoing a bulk upload that failed part-way. An upload is written in short batches (see
 * import-recipes.server.ts), so when a later batch fails the earlier ones are already committed:
 * this removes them, so that the member still gets all or nothing (part 1 §8).
 */
import { and, eq, inArray, not, sql } from "drizzle-orm";
import type { Actor } from "~/features/recipes/recipe-mutations.server";
import { db, schema, type Transaction } from "~/lib/db.server";
import { intArray, uuidArray } from "~/lib/sql-arrays.server";
import { makeWayForOthers } from "./import-pacing.server";

const s = schema;

/** What the committed batches of an upload wrote: its recipes, and the catalogue entries it created. */
export type Written = { ids: string[]; ingredients: string[]; categories: number[]; types: number[] };

export const nothingWritten = (): Written => ({ ids: [], ingredients: [], categories: [], types: [] });

/** Recipes deleted per statement, so that undoing a large upload is short transactions too. */
const UNDO_CHUNK = 100;

/**
 * The ingredients `actor` created in this transaction: a new row's created_at is now(), the
 * transaction's start, and private rows are indexed by their creator (ingredients_private_name_idx).
 */
export async function ingredientsCreatedHere(tx: Transaction, actor: Actor): Promise<string[]> {
  const rows = await tx
    .select({ id: s.ingredients.id })
    .from(s.ingredients)
    .where(
      and(eq(s.ingredients.created_by, actor.id), not(s.ingredients.shared), sql`${s.ingredients.created_at} = now()`),
    );
  return rows.map((row) => row.id);
}

/**
 * Deletes the upload's recipes, then the catalogue entries it created that nothing uses by now (the
 * member may have picked one elsewhere meanwhile, or published a recipe that shares it). Tags stay,
 * as when a recipe is deleted: they are lower-case words no page lists on their own. A failure here
 * is logged, never thrown, so the member sees the upload's own error.
 */
export async function undoUpload(actor: Actor, written: Written): Promise<void> {
  try {
    for (let i = 0; i < written.ids.length; i += UNDO_CHUNK) {
      const chunk = written.ids.slice(i, i + UNDO_CHUNK);
      if (i > 0) await makeWayForOthers();
      await db.delete(s.recipes).where(and(eq(s.recipes.user_id, actor.id), inArray(s.recipes.id, chunk)));
    }
    if (written.ingredients.length + written.categories.length + written.types.length === 0) return;
    await db.transaction(async (tx) => {
      await deleteUnused(tx, actor, written);
    });
  } catch (error) {
    console.error("Bulk upload: could not remove what a failed upload had written", error);
  }
}

async function deleteUnused(tx: Transaction, actor: Actor, written: Written) {
  const own = sql`created_by = ${actor.id} and not shared`;
  if (written.ingredients.length) {
    await tx.execute(sql`
      delete from ingredients i
      where i.id = any(${uuidArray(written.ingredients)}) and ${own}
        and not exists (select 1 from recipe_ingredients r where r.ingredient_id = i.id)
        and not exists (select 1 from bar_inventory b where b.ingredient_id = i.id)
        and not exists (select 1 from shopping_list_items l where l.ingredient_id = i.id)
        and not exists (select 1 from bar_suggestion_skips k where k.ingredient_id = i.id)
        and not exists (select 1 from ingredients v where v.parent_id = i.id)`);
  }
  if (written.categories.length) {
    await tx.execute(sql`
      delete from categories c
      where c.id = any(${intArray(written.categories)}) and ${own}
        and not exists (select 1 from recipe_categories r where r.category_id = c.id)`);
  }
  if (written.types.length) {
    await tx.execute(sql`
      delete from cocktail_types t
      where t.id = any(${intArray(written.types)}) and ${own}
        and not exists (select 1 from recipe_cocktail_types r where r.cocktail_type_id = t.id)`);
  }
}
