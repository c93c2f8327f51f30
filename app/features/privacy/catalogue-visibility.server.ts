/**
 * Who sees which catalogue entry (issue 11, item 8): ingredients, categories and cocktail types a member
 * types in (a private draft, an import, My Bar, the shopping list) are theirs until a published public
 * recipe uses them or a moderator shares them (triggers in migration 0014). Every listing of these tables
 * composes this condition; a recipe page reads its own ingredients' names through the recipe instead.
 *
 * The first piece of the policy layer ARCHITECTURE.md describes (app/features/privacy); recipe and
 * profile visibility are to join it.
 */
import { type SQL, sql } from "drizzle-orm";
import type { schema } from "~/lib/db.server";

type CatalogueTable = typeof schema.ingredients | typeof schema.categories | typeof schema.cocktail_types;

/** The member looking, or null for a guest (and for pages every visitor shares, like /recipes filters). */
export type CatalogueViewer = { id: string } | null;

/**
 * The rule as separate conditions: shared entries, and the viewer's own private ones. Their OR is
 * visibleCatalogueEntry; a query can also read each through its own index and append the results
 * (shared ones by ingredients_category_idx, own ones by ingredients_private_name_idx).
 * `entry` is a Drizzle table (or alias) or, inside raw SQL, the alias the query gives the table
 * (`"i"` for `from ingredients i`).
 */
export function visibleCatalogueBranches(entry: CatalogueTable | string, viewer: CatalogueViewer): SQL[] {
  const column = (name: "shared" | "created_by") =>
    typeof entry === "string" ? sql`${sql.identifier(entry)}.${sql.identifier(name)}` : sql`${entry[name]}`;
  const shared = sql`${column("shared")}`;
  return viewer ? [shared, sql`(not ${column("shared")} and ${column("created_by")} = ${viewer.id})`] : [shared];
}

/** The entry is shared, or the viewer created it. */
export function visibleCatalogueEntry(entry: CatalogueTable | string, viewer: CatalogueViewer): SQL {
  return sql`(${sql.join(visibleCatalogueBranches(entry, viewer), sql` or `)})`;
}

/** The columns a new entry typed in by `actor` starts with: theirs, not shared. */
export function privateCatalogueEntry(actor: { id: string }) {
  return { created_by: actor.id, shared: false } as const;
}
