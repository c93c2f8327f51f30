/**
 * For tests only: how the common open-source recipe scrapers read a page's Recipe JSON-LD. A faithful
 * TypeScript port of python `hhursev/recipe-scrapers` (commit d08ddd0, recipe_scrapers/_schemaorg.py
 * `SchemaOrg.__init__`, `ingredients`, `_ingredient_to_string`, `instructions`,
 * `_extract_howto_instructions_text`; _utils.py `normalize_string`; _abstract.py `instructions_list`),
 * which Mealie and Tandoor use to import a recipe page. Kept as close to the Python as TypeScript
 * allows, quirks included (a HowToStep's `name` becomes a line of its own unless its `text` starts
 * with it), so a test over our pages says what those apps will show.
 */
import { decodeHTML } from "entities";

type Json = Record<string, unknown>;

const isDict = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** Python's `str(x)` for the JSON values the scraper meets. */
function pyStr(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** _utils.normalize_string: unescape HTML until stable, drop tags, fold whitespace. */
export function normalizeString(text: string): string {
  let prev: string | null = null;
  let unescaped = text;
  while (prev !== unescaped) {
    prev = unescaped;
    unescaped = decodeHTML(unescaped);
  }
  let cleaned = unescaped
    .replace(/<[^>]*>/g, "")
    .replaceAll("\xc2\xa0", " ")
    .replaceAll("\xa0", " ")
    .replaceAll("\u200b", "")
    .replaceAll("\r\n", " ")
    .replaceAll("\n", " ")
    .replaceAll("\t", " ")
    .replaceAll("u0026#039;", "'")
    .trim();
  if (cleaned.includes("((") && cleaned.includes("))")) cleaned = cleaned.replaceAll("((", "(").replaceAll("))", ")");
  // Python's \s in str patterns is Unicode whitespace, as JavaScript's is.
  cleaned = cleaned.replace(/\s+/g, " ");
  return cleaned.trim();
}

/** SchemaOrg._contains_schematype: a case-insensitive substring test over the joined @type. */
function containsSchematype(item: Json, schematype: string): boolean {
  const itemtype = item["@type"] ?? "";
  const itemtypes = Array.isArray(itemtype) ? itemtype : [itemtype];
  return itemtypes.map(pyStr).join("\n").toLowerCase().includes(schematype.toLowerCase());
}

/** SchemaOrg._find_entity: the item itself, or the first matching node of its @graph. */
function findEntity(item: Json, schematype: string): Json | undefined {
  if (containsSchematype(item, schematype)) return item;
  const graph = item["@graph"];
  for (const entry of Array.isArray(graph) ? graph : []) {
    for (const node of Array.isArray(entry) ? entry : [entry]) {
      if (!isDict(node)) continue;
      if (containsSchematype(node, schematype)) return node;
    }
  }
  return undefined;
}

/** extruct's json-ld syntax: every <script type="application/ld+json"> block, arrays flattened. */
export function extractJsonLd(html: string): Json[] {
  const items: Json[] = [];
  const scripts = html.matchAll(/<script\b[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi);
  for (const [, body = ""] of scripts) {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      continue; // extruct logs or ignores a block it cannot read
    }
    for (const entry of Array.isArray(data) ? data : [data]) if (isDict(entry)) items.push(entry);
  }
  return items;
}

/** SchemaOrg.__init__'s choice of the Recipe node among the page's JSON-LD items (json-ld syntax). */
export function recipeNode(items: Json[]): Json {
  let data: Json = {};
  for (const item of items) {
    if (!pyStr(item["@context"] ?? "").includes("schema.org")) continue;
    let recipe = findEntity(item, "Recipe");
    if (!recipe) {
      const main = item.mainEntity;
      if (containsSchematype(item, "WebPage") && isDict(main) && Object.keys(main).length) recipe = main;
      else continue;
    }
    if (!containsSchematype(recipe, "Recipe")) continue;
    if (!Object.keys(data).length) data = recipe;
  }
  return data;
}

/** SchemaOrg._ingredient_to_string: a string, or a PropertyValue's value, unit and name. */
function ingredientToString(ingredient: unknown): string {
  if (typeof ingredient === "string") return ingredient;
  if (isDict(ingredient)) {
    const itemtype = ingredient["@type"] ?? "";
    const types = Array.isArray(itemtype) ? itemtype : [itemtype];
    if (types.filter(Boolean).includes("PropertyValue")) {
      const value = ingredient.value ?? "";
      const name = ingredient.name ?? "";
      const unit = ingredient.unitText || ingredient.unitCode || "";
      const parts = unit ? [pyStr(value), pyStr(unit), pyStr(name)] : [pyStr(value), pyStr(name)];
      return parts.filter(Boolean).join(" ").trim();
    }
  }
  return pyStr(ingredient);
}

/** SchemaOrg.ingredients. */
export function scrapeIngredients(data: Json): string[] {
  let ingredients: unknown = data.recipeIngredient || data.ingredients || [];
  if (Array.isArray(ingredients) && Array.isArray(ingredients[0])) ingredients = ingredients.flat();
  if (typeof ingredients === "string" && ingredients) ingredients = [ingredients];
  const result: string[] = [];
  for (const ingredient of Array.isArray(ingredients) ? ingredients : []) {
    if (ingredient === null || ingredient === undefined) continue;
    const line = normalizeString(ingredientToString(ingredient));
    if (line) result.push(line);
  }
  return result;
}

/** SchemaOrg._extract_howto_instructions_text. */
function howtoInstructionsText(schemaItem: unknown): string[] {
  const gist: string[] = [];
  if (typeof schemaItem === "string") {
    gist.push(schemaItem);
  } else if (isDict(schemaItem) && schemaItem["@type"] === "HowToStep") {
    let item: Json = schemaItem;
    const name = item.name;
    if (name) {
      // Python: if not text.startswith(name.rstrip(".")) — a name that differs becomes its own line.
      const text = pyStr(item.text);
      if (!text.startsWith(pyStr(name).replace(/\.+$/, ""))) gist.push(pyStr(name));
    }
    if (item.itemListElement) item = item.itemListElement as Json;
    gist.push(pyStr(item.text));
  } else if (isDict(schemaItem) && schemaItem["@type"] === "HowToSection") {
    const name = schemaItem.name ?? schemaItem.Name;
    if (name !== undefined && name !== null) gist.push(pyStr(name));
    let elements = schemaItem.itemListElement || [];
    if (isDict(elements)) elements = [elements];
    for (const entry of Array.isArray(elements) ? elements : []) gist.push(...howtoInstructionsText(entry));
  }
  return gist;
}

/** SchemaOrg.instructions: the steps joined with newlines. */
function scrapeInstructions(data: Json): string {
  let instructions: unknown = data.recipeInstructions || data.RecipeInstructions || "";
  if (Array.isArray(instructions) && Array.isArray(instructions[0])) {
    if (instructions.every((item) => Array.isArray(item))) instructions = instructions.flat();
  }
  if (isDict(instructions)) instructions = instructions.itemListElement;
  if (Array.isArray(instructions)) {
    const gist: string[] = [];
    for (const item of instructions) gist.push(...howtoInstructionsText(item));
    return gist.map((line) => normalizeString(line)).join("\n");
  }
  return pyStr(instructions);
}

/** AbstractScraper.instructions_list: one entry per non-empty line. */
export function scrapeInstructionsList(data: Json): string[] {
  return scrapeInstructions(data)
    .split("\n")
    .filter((line) => line);
}

/** What an app importing the page through recipe-scrapers gets: its ingredient and instruction lines. */
export function scrapeRecipePage(html: string): { ingredients: string[]; instructions: string[] } {
  const data = recipeNode(extractJsonLd(html));
  return { ingredients: scrapeIngredients(data), instructions: scrapeInstructionsList(data) };
}
