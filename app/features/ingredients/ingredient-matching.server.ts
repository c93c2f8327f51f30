/**
 * Which catalogue ingredient a written name means (issue 13), in one place for the recipe form, My Bar,
 * the shopping list and every importer. In order:
 *   1. the same name in any case;
 *   2. the same ingredientKey (accents, punctuation, plurals, possessives, word order, "fresh");
 *   3. an alias (ingredient-aliases.ts: "Gin" is London Dry Gin);
 *   4. a typo of a catalogue name (isTypoOf: "Cointreu", "Campri");
 *   5. for a name with a qualifier in brackets, the same steps for the name before it: "Crème de Cacao
 *      (Dark)" is Crème de Cacao, "Pear Brandy (Williams)" is Pear Brandy.
 * Only entries the member may see take part: shared ones and their own. Close names that mean another
 * thing ("Blood Orange Juice", "Lemon Soda", "Sloe Gin") match nothing and become the member's own entry.
 */
import { and, desc, sql } from "drizzle-orm";
import { visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import { db as defaultDb, type Executor, schema } from "~/lib/db.server";
import { ALIAS_TARGETS } from "./ingredient-aliases";
import { ingredientKey, isTypoOf, tidyName } from "./ingredient-names";
import type { MatchHow } from "./match-how";

const { ingredients } = schema;

/** How many entries close in spelling are weighed; the trigram index finds them. */
const CANDIDATES = 20;

export type MatchedIngredient = { id: string; name: string; unit_type: string; abv: number | null };
export type IngredientMatch = MatchedIngredient & { how: MatchHow };

type Candidate = MatchedIngredient & { shared: boolean };

export async function matchIngredient(
  actor: { id: string } | null,
  written: string,
  executor: Executor = defaultDb,
): Promise<IngredientMatch | null> {
  const name = tidyName(written);
  if (!name) return null;
  const match = await matchName(actor, name, executor);
  if (match) return match;
  const qualified = /^(.+?)\s*\([^()]+\)$/.exec(name);
  const unqualified = qualified?.[1] ? await matchName(actor, qualified[1], executor) : null;
  return unqualified ? { ...unqualified, how: "qualifier" } : null;
}

async function matchName(actor: { id: string } | null, name: string, executor: Executor) {
  const key = ingredientKey(name);
  const alias = ALIAS_TARGETS.get(key) ?? null;
  const candidates = await executor
    .select({
      id: ingredients.id,
      name: ingredients.name,
      unit_type: ingredients.unit_type,
      abv: ingredients.abv,
      shared: ingredients.shared,
    })
    .from(ingredients)
    .where(
      and(
        sql`(lower(${ingredients.name}) = lower(${name}) or ${ingredients.name} % ${name}${
          alias ? sql` or lower(${ingredients.name}) = lower(${alias})` : sql``
        })`,
        visibleCatalogueEntry(ingredients, actor),
      ),
    )
    // Shared entries first: of two namesakes, the catalogue's is the one everyone's bar counts.
    .orderBy(desc(ingredients.shared), sql`similarity(${ingredients.name}, ${name}) desc`)
    .limit(CANDIDATES);
  return pickMatch(name, key, alias, candidates);
}

function pickMatch(name: string, key: string, alias: string | null, candidates: Candidate[]): IngredientMatch | null {
  const strip = ({ shared: _shared, ...entry }: Candidate) => entry;
  const lower = name.toLowerCase();
  const byName = candidates.find((c) => c.name.toLowerCase() === lower);
  if (byName) return { ...strip(byName), how: "name" };
  const byKey = candidates.find((c) => ingredientKey(c.name) === key);
  if (byKey) return { ...strip(byKey), how: "key" };
  const byAlias = alias ? candidates.find((c) => c.name.toLowerCase() === alias.toLowerCase()) : undefined;
  if (byAlias) return { ...strip(byAlias), how: "alias" };
  const byTypo = candidates.find((c) => isTypoOf(key, ingredientKey(c.name)));
  return byTypo ? { ...strip(byTypo), how: "spelling" } : null;
}
