/** Categories and cocktail types, ordered by name (part 1 §7). */
import { asc } from "drizzle-orm";
import { type CatalogueViewer, visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { db, schema } from "~/lib/db.server";

export type Option = { id: number; name: string };

/**
 * The options `viewer` may see: shared ones and their own (issue 11). The public /recipes filters pass
 * null: they list published public recipes, which only ever use shared options.
 */
export function listCategories(viewer: CatalogueViewer): Promise<Option[]> {
  const { categories } = schema;
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(visibleCatalogueEntry(categories, viewer))
    .orderBy(asc(categories.name));
}

export function listCocktailTypes(viewer: CatalogueViewer): Promise<Option[]> {
  const { cocktail_types } = schema;
  return db
    .select({ id: cocktail_types.id, name: cocktail_types.name })
    .from(cocktail_types)
    .where(visibleCatalogueEntry(cocktail_types, viewer))
    .orderBy(asc(cocktail_types.name));
}
