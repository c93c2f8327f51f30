/**
 * From the text a member uploads to validated import items, or to precise errors: which recipe,
 * which field, why. Nothing here writes; the same parse runs for "Check" and for "Upload Recipes".
 */
import type { z } from "zod";
import { detectFormat, FORMAT_LABELS, type ImportFormat } from "./detect-format";
import { BAR_ASSISTANT_FIELDS, fromBarAssistant } from "./from-bar-assistant";
import { COCKTAILDB_FIELDS, fromCocktailDb } from "./from-cocktaildb";
import { fromSchemaOrg, SCHEMA_ORG_FIELDS } from "./from-schema-org";
import type { ImportIssue } from "./import-result";
import { ImportItem, type ImportItemData, MAX_IMPORT_BYTES, MAX_IMPORT_RECIPES } from "./import-schema";
import { locateJsonError } from "./json-error";
import type { JsonObject } from "./mapping-helpers";

export type ParsedImport =
  | { ok: true; format: ImportFormat; label: string; items: ImportItemData[] }
  | { ok: false; format: ImportFormat | null; label: string | null; errors: ImportIssue[] };

/** At most this many problems are listed; the rest are counted. */
export const MAX_LISTED_ISSUES = 50;

type Mapper = (raw: JsonObject) => { item: unknown; ingredientSources?: string[] };
const MAPPERS: Record<ImportFormat, { map: Mapper; fields: Record<string, string> }> = {
  muddle: { map: (raw) => ({ item: raw }), fields: {} },
  "schema-org": { map: fromSchemaOrg, fields: SCHEMA_ORG_FIELDS },
  "bar-assistant": { map: fromBarAssistant, fields: BAR_ASSISTANT_FIELDS },
  cocktaildb: { map: fromCocktailDb, fields: COCKTAILDB_FIELDS },
};

const MB = 1024 * 1024;

export function tooLargeMessage(bytes: number): string {
  return `This upload is ${(bytes / MB).toFixed(1)} MB; the limit is ${MAX_IMPORT_BYTES / MB} MB. Split it into smaller files.`;
}

export function tooManyMessage(count: number): string {
  return `This upload has ${count} recipes; the limit is ${MAX_IMPORT_RECIPES} per upload. Split it into smaller files.`;
}

/** Why JSON.parse failed, with the line and column where we can find them. */
export function jsonSyntaxMessage(error: unknown, text: string): string {
  const located = locateJsonError(text);
  if (located) return `The JSON is not valid at line ${located.line}, column ${located.column}: ${located.reason}`;
  const raw = error instanceof Error ? error.message : String(error);
  return `The JSON is not valid: ${raw}`;
}

function byteLength(text: string): number {
  return text.length * 3 <= MAX_IMPORT_BYTES ? text.length : new TextEncoder().encode(text).length;
}

/** ["ingredients", 1, "name"] → "ingredients[1].name", using the source format's field names where known. */
function fieldName(path: readonly PropertyKey[], fields: Record<string, string>, ingredientSources?: string[]): string {
  const [first, second, ...rest] = path;
  if (first === undefined) return "";
  if (first === "ingredients" && typeof second === "number" && ingredientSources?.[second]) {
    return [ingredientSources[second], ...rest.map(String)].join(".");
  }
  let out = fields[String(first)] ?? String(first);
  for (const part of second === undefined ? rest : [second, ...rest]) {
    out += typeof part === "number" ? `[${part}]` : `.${String(part)}`;
  }
  return out;
}

function issuesOf(error: z.ZodError, index: number, fields: Record<string, string>, sources?: string[]) {
  return error.issues.flatMap((issue): ImportIssue[] => {
    if (issue.code === "unrecognized_keys") {
      // A misspelt or foreign field would otherwise be dropped in silence ("instructions" for "steps").
      return issue.keys.map((key) => ({
        index,
        field: fieldName([...issue.path, key], fields, sources),
        message: "Unknown field; see Format for the fields a recipe can have",
      }));
    }
    return [{ index, field: fieldName(issue.path, fields, sources) || null, message: issue.message }];
  });
}

function capped(errors: ImportIssue[]): ImportIssue[] {
  if (errors.length <= MAX_LISTED_ISSUES) return errors;
  const more = errors.length - MAX_LISTED_ISSUES;
  return [
    ...errors.slice(0, MAX_LISTED_ISSUES),
    { index: null, field: null, message: `…and ${more} more ${more === 1 ? "problem" : "problems"}` },
  ];
}

export function parseImport(input: string): ParsedImport {
  const fail = (errors: ImportIssue[], format: ImportFormat | null = null): ParsedImport => ({
    ok: false,
    format,
    label: format ? FORMAT_LABELS[format] : null,
    errors: capped(errors),
  });
  const whole = (message: string, format: ImportFormat | null = null) =>
    fail([{ index: null, field: null, message }], format);

  const bytes = byteLength(input);
  if (bytes > MAX_IMPORT_BYTES) return whole(tooLargeMessage(bytes));
  const text = input.replace(/^\uFEFF/, "");
  if (!text.trim()) return whole("Paste your recipes as JSON, or choose a .json file.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return whole(jsonSyntaxMessage(error, text));
  }

  const detected = detectFormat(json);
  if (!detected.ok) return fail(detected.errors, detected.format);
  const { format, items: raw } = detected;
  if (raw.length > MAX_IMPORT_RECIPES) return whole(tooManyMessage(raw.length), format);

  const { map, fields } = MAPPERS[format];
  const items: ImportItemData[] = [];
  const errors: ImportIssue[] = [];
  raw.forEach((entry, index) => {
    const { item, ingredientSources } = map(entry);
    const parsed = ImportItem.safeParse(item);
    if (parsed.success) items.push(parsed.data);
    else errors.push(...issuesOf(parsed.error, index, fields, ingredientSources));
  });
  if (errors.length) return fail(errors, format);
  return { ok: true, format, label: FORMAT_LABELS[format], items };
}
