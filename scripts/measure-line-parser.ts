/**
 * Measures how the import mappers read ingredient lines from real data, today's code against an
 * older revision's (docs/import.md, "Reading ingredient lines"). Not run in CI: it needs data sets
 * fetched by hand, in one folder given on the command line (links to folders are followed):
 *   - *.html / *.testhtml pages with schema.org JSON-LD (recipe-scrapers' tests/test_data,
 *     Bar Assistant's tests/fixtures/sites)
 *   - Bar Assistant cocktails (data/cocktails/<name>/data.json of bar-assistant/data)
 *   - TheCocktailDB drinks ({ "drinks": [...] })
 *
 *   npx tsx scripts/measure-line-parser.ts /tmp/line-data [--old <git revision>] [--show]
 *
 * The old mappers are copied from git into a temporary folder and imported from there. --show
 * prints the rows the new reading still counts as a problem.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseIngredient, unitsOfMeasure } from "parse-ingredient";
import { fromBarAssistant } from "~/features/recipe-import/from-bar-assistant";
import { fromCocktailDb } from "~/features/recipe-import/from-cocktaildb";
import { findRecipeNodes, fromSchemaOrg } from "~/features/recipe-import/from-schema-org";
import type { JsonObject } from "~/features/recipe-import/mapping-helpers";
import { UNIT_ALIASES } from "~/features/recipe-import/measure-units";
import { RECIPE_UNITS } from "~/lib/constants";

type Item = {
  description?: string;
  ingredients: { name: string; unit?: string; note?: string; quantity_max?: number }[];
  steps?: unknown[];
};
type Mapper = (raw: JsonObject) => { item: unknown };
type Mappers = { schemaOrg: Mapper; barAssistant: Mapper; cocktailDb: Mapper };
type Source = { kind: keyof Mappers; raw: JsonObject; ranges: number; lines: number };

const [dataDir, ...flags] = process.argv.slice(2);
if (!dataDir) {
  console.error("usage: npx tsx scripts/measure-line-parser.ts <data folder> [--old <git revision>] [--show]");
  process.exit(1);
}
const show = flags.includes("--show");
// The revision before parse-ingredient replaced the hand-written parser.
const oldRevision = flags.includes("--old") ? (flags[flags.indexOf("--old") + 1] ?? "") : "de1b4f6^";

/** The revision's mappers in a temporary folder, with "~/" pointing at this checkout's app/. */
async function oldMappers(revision: string): Promise<Mappers> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "old-line-parser-"));
  const app = path.resolve("app");
  const files = ["from-schema-org", "from-bar-assistant", "from-cocktaildb", "mapping-helpers"];
  for (const file of [...files, "measure-parser", "measure-units"]) {
    const source = execFileSync("git", ["show", `${revision}:app/features/recipe-import/${file}.ts`], {
      encoding: "utf8",
    });
    fs.writeFileSync(path.join(dir, `${file}.ts`), source.replaceAll('from "~/', `from "${app}/`));
  }
  const [schemaOrg, barAssistant, cocktailDb] = await Promise.all(
    files.slice(0, 3).map((file) => import(path.join(dir, `${file}.ts`))),
  );
  return {
    schemaOrg: schemaOrg.fromSchemaOrg,
    barAssistant: barAssistant.fromBarAssistant,
    cocktailDb: cocktailDb.fromCocktailDb,
  };
}

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full).isDirectory())) yield* files(full);
    else yield full;
  }
}

/** A line whose amount is a range ("2-3 oz", "1 to 2 tablespoons"), as the library reads it untaught. */
const isRange = (line: string) => (parseIngredient(line)[0]?.quantity2 ?? null) !== null;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function pageSources(html: string): Source[] {
  const out: Source[] = [];
  for (const match of html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi)) {
    let json: unknown;
    try {
      json = JSON.parse(match[1] ?? "");
    } catch {
      continue;
    }
    for (const node of findRecipeNodes(json)) {
      const lines = [node.recipeIngredient ?? node.ingredients ?? []].flat().map(String);
      out.push({ kind: "schemaOrg", raw: node, lines: lines.length, ranges: lines.filter(isRange).length });
    }
  }
  return out;
}

function jsonSources(value: JsonObject): Source[] {
  if (Array.isArray(value.drinks)) {
    return (value.drinks as JsonObject[]).map((drink) => {
      const measures = Array.from({ length: 15 }, (_, i) => i + 1)
        .filter((n) => typeof drink[`strIngredient${n}`] === "string" && drink[`strIngredient${n}`])
        .map((n) => drink[`strMeasure${n}`]);
      const ranges = measures.filter((m) => typeof m === "string" && isRange(`${m} x`)).length;
      return { kind: "cocktailDb", raw: drink, lines: measures.length, ranges };
    });
  }
  if (Array.isArray(value.ingredients) && "instructions" in value) {
    const ingredients = value.ingredients as JsonObject[];
    const ranges = ingredients.filter((i) => typeof i.amount_max === "number").length;
    return [{ kind: "barAssistant", raw: value, lines: ingredients.length + (value.garnish ? 1 : 0), ranges }];
  }
  return [];
}

function sources(dir: string): Source[] {
  const out: Source[] = [];
  for (const file of files(dir)) {
    if (/\.(?:html|testhtml)$/.test(file)) out.push(...pageSources(fs.readFileSync(file, "utf8")));
    else if (file.endsWith(".json")) {
      const json = readJson(file);
      if (json && typeof json === "object") out.push(...jsonSources(json as JsonObject));
    }
  }
  return out;
}

const UNIT_WORDS = new Set(
  [
    ...Object.keys(UNIT_ALIASES),
    ...Object.values(unitsOfMeasure).flatMap((u) => [u.short, u.plural, ...(u.alternates ?? [])]),
    "tablespoon(s)",
    "teaspoon(s)",
    "cup(s)",
  ]
    .map((w) => w.toLowerCase())
    // Sizes are kept in names on purpose, and one-letter spellings are too often words.
    .filter((w) => !/^(?:large|medium|small|lg|md|sm|med)\.?$/.test(w) && w.length > 1),
);
const LEFTOVER_MARKUP = /&(?:[a-z]+\d*|#\d+|#x[0-9a-f]+);|<\/?[a-z][^<>]*>/i;
const isJunkName = (name: string) =>
  /:$/.test(name) ||
  /^(?:n\/?a|none|-+)$/i.test(name) ||
  /^[-–—•*·▪]/.test(name) ||
  /[.!?]$/.test(name) ||
  name.split(" ").length > 10;
const unitInName = (name: string, unit?: string) => {
  const first = name.toLowerCase().split(" ")[0] ?? "";
  return !unit && (UNIT_WORDS.has(first) || UNIT_WORDS.has(first.replace(/\.$/, "")) || first.startsWith("(s)"));
};

type Counts = Record<string, number>;
function measure(all: Source[], mappers: Mappers, print = false): Record<string, Counts> {
  const byKind: Record<string, Counts> = {};
  for (const source of all) {
    const counts = byKind[source.kind] ?? {};
    byKind[source.kind] = counts;
    const add = (key: string, n = 1) => {
      counts[key] = (counts[key] ?? 0) + n;
    };
    const { item } = mappers[source.kind](source.raw) as { item: Item };
    add("recipes");
    add("lines", source.lines);
    add("ranges", source.ranges);
    add("rows", item.ingredients.length);
    const texts = [item.description, ...item.ingredients.flatMap((i) => [i.name, i.note]), ...(item.steps ?? [])];
    add("markup", texts.filter((t) => LEFTOVER_MARKUP.test(typeof t === "string" ? t : JSON.stringify(t))).length);
    for (const row of item.ingredients) {
      if (row.quantity_max !== undefined) add("rangesKept");
      const problems = {
        unitInName: unitInName(row.name, row.unit),
        junk: isJunkName(row.name),
        unitOutsideList: Boolean(row.unit && !(RECIPE_UNITS as readonly string[]).includes(row.unit)),
      };
      for (const [key, found] of Object.entries(problems)) {
        if (!found) continue;
        add(key);
        if (print) console.log(source.kind, key, JSON.stringify(row));
      }
    }
  }
  return byKind;
}

const all = sources(dataDir);
const before = measure(all, await oldMappers(oldRevision));
const after = measure(
  all,
  { schemaOrg: fromSchemaOrg, barAssistant: fromBarAssistant, cocktailDb: fromCocktailDb },
  show,
);
const rows: [string, string][] = [
  ["recipes", "recipes read"],
  ["lines", "ingredient lines (measures for TheCocktailDB, ingredients + garnish for Bar Assistant)"],
  ["rows", "ingredient rows made"],
  ["ranges", "lines with a range"],
  ["rangesKept", "ranges kept with both bounds"],
  ["unitInName", "rows with a unit left in the name"],
  ["markup", "texts with an entity or tag left"],
  ["junk", "junk rows (heading, N/A, bullet, sentence)"],
  ["unitOutsideList", "rows with a unit outside the form's list"],
];
for (const kind of Object.keys(after)) {
  console.log(`\n### ${kind}\n\n| | old (${oldRevision}) | new |\n|---|---:|---:|`);
  for (const [key, label] of rows)
    console.log(`| ${label} | ${before[kind]?.[key] ?? 0} | ${after[kind]?.[key] ?? 0} |`);
}
