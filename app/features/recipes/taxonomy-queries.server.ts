/** Categories and cocktail types, ordered by name (part 1 §7). */
import { asc } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";

export type Option = { id: number; name: string };

export function listCategories(): Promise<Option[]> {
  return db
    .select({ id: schema.categories.id, name: schema.categories.name })
    .from(schema.categories)
    .orderBy(asc(schema.categories.name));
}

export function listCocktailTypes(): Promise<Option[]> {
  return db
    .select({ id: schema.cocktail_types.id, name: schema.cocktail_types.name })
    .from(schema.cocktail_types)
    .orderBy(asc(schema.cocktail_types.name));
}
