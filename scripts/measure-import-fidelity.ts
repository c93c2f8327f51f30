/**
 * Measures what a bulk upload of real data makes of its ingredients (docs/import.md, "Matching
 * ingredients"): how many distinct ingredient names find a catalogue entry (the sources' ingredient
 * lists; garnish lines, which Bar Assistant writes as sentences, are left out), and how close our strength
 * estimate comes to Bar Assistant's own. Not run in CI: it needs data fetched by hand, in one folder:
 *   - Bar Assistant cocktails (data/cocktails/<name>/data.json of bar-assistant/data)
 *   - TheCocktailDB drinks ({ "drinks": [...] }, any *.json holding that envelope)
 *
 *   npx tsx scripts/measure-import-fidelity.ts /tmp/line-data [--show]
 *
 * It uploads everything as one member into a fresh embedded database holding only the seeded catalogue,
 * through the same parse and write as "Upload Recipes". --show lists the names that matched nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { importRecipes } from "~/features/recipe-import/import-recipes.server";
import { parseImport } from "~/features/recipe-import/parse-import";
import { connectPglite, db, openPglite, setDatabase } from "~/lib/db.server";
import { runMigrations } from "~/lib/migrate.server";
import { seedCatalogue } from "../db/seed/seed-catalogue.server";
import { createMember } from "../test/fixtures";

const [dataDir, ...flags] = process.argv.slice(2);
if (!dataDir) {
  console.error("usage: npx tsx scripts/measure-import-fidelity.ts <data folder> [--show]");
  process.exit(1);
}

type Source = { kind: "bar-assistant" | "cocktaildb"; items: Record<string, unknown>[] };

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full).isDirectory())) walk(full, found);
    else if (entry.name.endsWith(".json")) found.push(full);
  }
  return found;
}

function readSources(dir: string): Source[] {
  const barAssistant: Record<string, unknown>[] = [];
  const cocktailDb: Record<string, unknown>[] = [];
  for (const file of walk(dir)) {
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      continue;
    }
    if (file.includes(`${path.sep}cocktails${path.sep}`) && json && typeof json === "object" && "ingredients" in json) {
      barAssistant.push(json as Record<string, unknown>);
    } else if (json && typeof json === "object" && Array.isArray((json as { drinks?: unknown }).drinks)) {
      cocktailDb.push(...((json as { drinks: Record<string, unknown>[] }).drinks ?? []));
    }
  }
  return [
    { kind: "bar-assistant", items: barAssistant },
    { kind: "cocktaildb", items: cocktailDb },
  ];
}

async function upload(member: { id: string }, items: Record<string, unknown>[], envelope: "list" | "drinks") {
  const ids: string[] = [];
  for (let start = 0; start < items.length; start += 400) {
    const batch = items.slice(start, start + 400);
    const text = JSON.stringify(envelope === "drinks" ? { drinks: batch } : batch);
    const parsed = parseImport(text);
    if (!parsed.ok) throw new Error(`Refused: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
    ids.push(...(await importRecipes(member, parsed.items)));
  }
  return ids;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

async function main() {
  const client = await openPglite();
  const connection = connectPglite(client);
  await runMigrations(connection);
  setDatabase(connection);
  await seedCatalogue();
  const sources = readSources(dataDir as string);

  for (const source of sources) {
    if (!source.items.length) continue;
    const member = await createMember(`measure_${source.kind.replace("-", "_")}`);
    const ids = await upload(member, source.items, source.kind === "cocktaildb" ? "drinks" : "list");
    const names = await db.execute<{ written: string; shared: boolean }>(sql`
      select distinct lower(ri.name) as written, bool_or(i.shared) as shared
      from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id
      join recipes r on r.id = ri.recipe_id
      where r.user_id = ${member.id} and not ri.garnish
      group by lower(ri.name)`);
    const matched = names.rows.filter((row) => row.shared).length;
    console.log(`\n${source.kind}: ${ids.length} recipes, ${names.rows.length} distinct ingredient names`);
    console.log(`  matched to the shared catalogue: ${matched} (${percent(matched, names.rows.length)})`);
    if (flags.includes("--show")) {
      const unmatched = names.rows.filter((row) => !row.shared).map((row) => row.written);
      console.log(`  unmatched: ${unmatched.sort().join(" | ")}`);
    }

    const strength = await db.execute<{ name: string; ours: number | null; spirit: boolean }>(sql`
      select r.name, r.abv as ours,
        exists (select 1 from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id
                where ri.recipe_id = r.id and not ri.optional and not ri.garnish and i.abv >= 15) as spirit
      from recipes r where r.user_id = ${member.id}`);
    const alcoholFreeWithSpirit = strength.rows.filter((row) => row.ours === 0 && row.spirit).length;
    const unknown = strength.rows.filter((row) => row.ours === null).length;
    console.log(`  strength unknown: ${unknown}; "Alcohol-free" with a spirit in it: ${alcoholFreeWithSpirit}`);
    if (flags.includes("--show")) {
      const names = strength.rows.filter((row) => row.ours === 0 && row.spirit).map((row) => row.name);
      console.log(`  alcohol-free with a spirit: ${names.join(" | ")}`);
    }

    if (source.kind === "bar-assistant") {
      const theirs = new Map(source.items.map((item) => [String(item.name), Number(item.abv)]));
      let compared = 0;
      let within = 0;
      const far: string[] = [];
      for (const row of strength.rows) {
        const their = theirs.get(row.name);
        if (their === undefined || !Number.isFinite(their) || row.ours === null) continue;
        compared++;
        if (Math.abs(row.ours - their) <= 3) within++;
        else far.push(`${row.name} (ours ${row.ours}, theirs ${their})`);
      }
      console.log(
        `  within 3 ABV points of Bar Assistant's own figure: ${within} of ${compared} (${percent(within, compared)}), of ${strength.rows.length} cocktails`,
      );
      if (flags.includes("--show")) console.log(`  further apart: ${far.join(" | ")}`);
    }
  }
  await connection.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
