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
import { REPAIRED_NOTE, readJsonText } from "./json-text";
import type { JsonObject } from "./mapping-helpers";

export { jsonSyntaxMessage } from "./json-text";

export type ParsedImport =
  /** notes: what was tolerated on the way (a repaired JSON, skipped empty blocks), for the preview. */
  | { ok: true; format: ImportFormat; label: string; items: ImportItemData[]; notes: string[] }
  | { ok: false; format: ImportFormat | null; label: string | null; errors: ImportIssue[] };

/** One parsed JSON document of an upload; `file` names it inside a zip. */
export type ImportDocument = { json: unknown; file?: string };
/** Where each item came from: its document and the object it was mapped from (a zip's photos are found by it). */
export type ItemSource = { file?: string; format: ImportFormat; raw: JsonObject };

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

export function tooLargeMessage(bytes: number, limit = MAX_IMPORT_BYTES): string {
  return `This upload is ${(bytes / MB).toFixed(1)} MB; the limit is ${limit / MB} MB. Split it into smaller files.`;
}

export function tooManyMessage(count: number): string {
  return `This upload has ${count} recipes; the limit is ${MAX_IMPORT_RECIPES} per upload. Split it into smaller files.`;
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

export function skippedNote(count: number): string {
  return `Skipped ${count} empty Recipe ${count === 1 ? "block" : "blocks"} (no name and no ingredients).`;
}

const failure = (errors: ImportIssue[], format: ImportFormat | null = null): ParsedImport => ({
  ok: false,
  format,
  label: format ? FORMAT_LABELS[format] : null,
  errors: capped(errors),
});
const whole = (message: string, format: ImportFormat | null = null) =>
  failure([{ index: null, field: null, message }], format);

export function parseImport(input: string): ParsedImport {
  const bytes = byteLength(input);
  if (bytes > MAX_IMPORT_BYTES) return whole(tooLargeMessage(bytes));
  const text = input.replace(/^\uFEFF/, "");
  if (!text.trim()) return whole("Paste your recipes as JSON, or choose a .json file.");
  const read = readJsonText(text);
  if (!read.ok) return whole(read.message);
  return readDocuments([{ json: read.json }], read.repaired ? [REPAIRED_NOTE] : []).parsed;
}

/**
 * Detects, maps and validates the recipes of one or more documents (a zip's files, each in its own
 * format), numbering recipes across them in order.
 */
export function readDocuments(
  documents: ImportDocument[],
  notes: string[] = [],
): { parsed: ParsedImport; sources: ItemSource[] } {
  // In a zip, a problem names the file it is in, then the field.
  const inFile = (file: string | undefined, field: string | null) =>
    file ? [file, field].filter(Boolean).join(" › ") : field;
  const found: ItemSource[] = [];
  const errors: ImportIssue[] = [];
  let skipped = 0;
  for (const { json, file } of documents) {
    const detected = detectFormat(json);
    if (!detected.ok) {
      if (documents.length === 1) return { parsed: failure(detected.errors, detected.format), sources: [] };
      for (const { index, message } of detected.errors) {
        errors.push({ index: null, field: inFile(file, index === null ? null : `[${index}]`), message });
      }
      continue;
    }
    skipped += detected.skipped ?? 0;
    for (const raw of detected.items) found.push({ file, format: detected.format, raw });
  }
  const [first] = found;
  if (errors.length) return { parsed: failure(errors, first?.format ?? null), sources: [] };
  if (!first) return { parsed: whole("There are no recipes in this upload."), sources: [] };
  if (found.length > MAX_IMPORT_RECIPES)
    return { parsed: whole(tooManyMessage(found.length), first.format), sources: [] };

  const items: ImportItemData[] = [];
  found.forEach(({ file, format, raw }, index) => {
    const { map, fields } = MAPPERS[format];
    const { item, ingredientSources } = map(raw);
    const parsed = ImportItem.safeParse(item);
    if (parsed.success) items.push(parsed.data);
    else {
      const issues = issuesOf(parsed.error, index, fields, ingredientSources);
      errors.push(...issues.map((issue) => ({ ...issue, field: inFile(file, issue.field) })));
    }
  });
  if (errors.length) return { parsed: failure(errors, first.format), sources: [] };
  const labels = [...new Set(found.map((source) => FORMAT_LABELS[source.format]))];
  if (skipped) notes.push(skippedNote(skipped));
  return {
    parsed: { ok: true, format: first.format, label: labels.join(" + "), items, notes },
    sources: found,
  };
}
