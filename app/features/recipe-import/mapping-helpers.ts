/** Small, forgiving readers shared by the mappers from other sites' formats to our import items. */
import { decodeHTML } from "entities";
import { RECIPE_TEXT_MAX } from "~/lib/constants";
import { RECIPE_LIST_LIMITS } from "~/lib/limits";
import type { ImportItemInput } from "./import-schema";

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value that may be one thing or a list of things, as a list (null and undefined → []). */
export function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Maps entries, skipping those that map to undefined, until there is one more result than `limit`:
 * enough for validation to say "at most N", without work in proportion to a huge list (issue 11).
 */
export function mapUpTo<T, R>(values: readonly T[], limit: number, map: (value: T) => R | undefined): R[] {
  const out: R[] = [];
  for (const value of values) {
    if (out.length > limit) break;
    const mapped = map(value);
    if (mapped !== undefined) out.push(mapped);
  }
  return out;
}

/**
 * HTML entities decoded with the full HTML table. Sites often encode twice ("&amp;amp;",
 * "&amp;#8217;"), so decoding repeats, at most three times, until the text stops changing.
 */
function decodeEntities(text: string): string {
  let out = text;
  for (let pass = 0; pass < 3 && /&(?:#x?[0-9a-f]+|[a-z][a-z0-9]*);?/i.test(out); pass++) {
    const next = decodeHTML(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

// A tag starts with a letter, "/" or "!": "1 < 2" and "a <3 b" are text, not markup.
const TAG = /<!--[\s\S]*?-->|<\/?[a-z][^<>]*>/gi;

/**
 * Text as sites publish it in JSON-LD: HTML entities decoded, then tags removed (in that order, so
 * an escaped "&lt;p&gt;" goes too), whitespace collapsed. With `keepLines`, line breaks (and <br>,
 * </p>, </li>) survive so steps can be split on them.
 */
export function cleanText(value: unknown, { keepLines = false } = {}): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  let text = decodeEntities(String(value));
  if (keepLines) text = text.replace(/<br\s*\/?>|<\/(?:p|li|div|h\d)>/gi, "\n");
  text = text.replace(TAG, " ");
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim());
  const out = keepLines ? lines.filter(Boolean).join("\n") : lines.filter(Boolean).join(" ");
  return out || undefined;
}

/** Keeps long free text within our limits instead of refusing the recipe over it. */
export function clip(text: string | undefined, max = RECIPE_TEXT_MAX): string | undefined {
  if (!text) return undefined;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Instructions written as one block: one step per line, list markers ("1.", "-", "Step 2:") removed. */
export function splitSteps(text: string | undefined): string[] {
  if (!text) return [];
  return mapUpTo(text.split(/\n+/), RECIPE_LIST_LIMITS.steps, (line) =>
    clip(line.replace(/^\s*(?:step\s*\d+\s*[:.)-]?|\d+\s*[.)]|[-*•])\s*/i, "").trim()),
  );
}

/** Tags: comma-split, lower-cased, at most 40 characters each, no duplicates, at most 30. */
export function tagList(values: unknown[]): string[] {
  const tags = values
    .flatMap((v) => (cleanText(v) ?? "").split(","))
    .map((t) => t.trim().toLowerCase().slice(0, 40).trim())
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 30);
}

/** Category or type names: trimmed, at most 60 characters, no duplicates in any case, at most 20. */
export function nameList(values: unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const name = cleanText(value)?.slice(0, 60).trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out.slice(0, 20);
}

/** Web images only (a local path or data: URL cannot travel), no repeats, at most four. */
export function httpImages(entries: { url: unknown; caption?: unknown }[]): { url: string; caption?: string }[] {
  const seen = new Set<string>();
  const out: { url: string; caption?: string }[] = [];
  for (const entry of entries) {
    const url = typeof entry.url === "string" ? entry.url.trim() : "";
    if (!/^https?:\/\/\S+$/i.test(url) || url.length > 2000 || seen.has(url)) continue;
    seen.add(url);
    const caption = clip(cleanText(entry.caption), 200);
    out.push(caption ? { url, caption } : { url });
  }
  return out.slice(0, 4);
}

/** ISO 8601 durations as sites write them ("PT5M", "PT1H10M", "P0DT0H5M30S") → whole minutes. */
export function isoMinutes(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== "string") return undefined;
  const iso = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
    value.trim(),
  );
  if (iso && value.trim().length > 1) {
    const [, d, h, m, s] = iso.map((part) => Number(part ?? 0));
    const total = (d ?? 0) * 1440 + (h ?? 0) * 60 + (m ?? 0) + (s ?? 0) / 60;
    return Math.min(10_000, Math.round(total));
  }
  // Some sites write plain text: "5 minutes", "1 hour".
  const plain = /^(\d+(?:\.\d+)?)\s*(h|hours?|hrs?|m|min|mins|minutes?)?$/i.exec(value.trim());
  if (!plain) return undefined;
  const n = Number(plain[1]);
  return Math.min(10_000, Math.round(/^h/i.test(plain[2] ?? "") ? n * 60 : n));
}

/** recipeYield as a string, number or list ("1", ["1", "1 cocktail"]) → "1 cocktail" or "2 servings". */
export function yieldText(value: unknown): string | undefined {
  const texts = list(value)
    .map((v) => cleanText(v))
    .filter((v): v is string => Boolean(v));
  const worded = texts.find((t) => /[a-z]/i.test(t)) ?? texts[0];
  if (!worded) return undefined;
  if (/^\d+$/.test(worded)) return `${worded} ${worded === "1" ? "serving" : "servings"}`;
  return worded.slice(0, 60);
}

/** An ingredient within our limits: a name over 100 characters is shortened and kept whole in the note. */
export function fitIngredient<T extends { name: string; note?: string }>(ingredient: T): T {
  if (ingredient.name.length <= 100) return { ...ingredient, note: clip(ingredient.note, 200) };
  const note = [ingredient.name, ingredient.note].filter(Boolean).join("; ");
  return { ...ingredient, name: clip(ingredient.name, 100) as string, note: clip(note, 200) };
}

/** A person's or organisation's name: a string, or the `name` of an object (the first of a list). */
export function personName(value: unknown): string | undefined {
  const first = list(value)[0];
  return clip(cleanText(isObject(first) ? first.name : first), 120);
}

/** The recipe's source (issue 22) when `url` is a web address; the name and author are kept only with it. */
export function recipeSource(url: unknown, name: unknown, author: unknown): ImportItemInput["source"] {
  const address = typeof url === "string" ? url.trim() : "";
  if (!/^https?:\/\/\S+$/i.test(address) || address.length > 2000) return undefined;
  const site = clip(cleanText(name), 120);
  const by = clip(cleanText(author), 120);
  return { url: address, ...(site ? { name: site } : {}), ...(by ? { author: by } : {}) };
}
