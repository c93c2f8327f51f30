/**
 * Start-up step: a database seeded by an earlier release gets the shared catalogue ingredients added to the
 * seed since (issue 13), so names from imports match them there too. The seed itself only runs on an empty
 * database (seedIfEmpty), and `npm run seed` would also add demo members and recipes.
 */
import { and, count, inArray, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { SEED_INGREDIENTS } from "./data/ingredients";
import { insertSeedIngredients } from "./seed-catalogue.server";

const { ingredients } = schema;

/**
 * Adds the missing seed ingredients to a database that holds the seeded catalogue; one indexed count when
 * nothing is missing. A database without the catalogue (PostgreSQL started without demo content) is left
 * alone. Returns how many entries were added.
 */
export async function addMissingCatalogueIngredients(): Promise<number> {
  const names = [...new Set(SEED_INGREDIENTS.map((i) => i.name.toLowerCase()))];
  const [row] = await db
    .select({ n: count() })
    .from(ingredients)
    .where(and(sql`${ingredients.shared}`, inArray(sql`lower(${ingredients.name})`, names)));
  const present = row?.n ?? 0;
  if (present === 0 || present >= names.length) return 0;
  const added = await db.transaction((tx) => insertSeedIngredients(tx));
  if (added > 0) console.info(`Added ${added} new catalogue ingredients`);
  return added;
}
