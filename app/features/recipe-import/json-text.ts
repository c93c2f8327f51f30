/**
 * Reading an upload's JSON text. Recipe pages often carry JSON-LD that browsers' recipe readers
 * tolerate but JSON.parse refuses (22 of recipe-scrapers' 1,116 test pages: raw line breaks inside
 * strings, a trailing comma, a `;` after the closing brace, a `// <![CDATA[` before it, `\'`). Those
 * faults are repaired with jsonrepair. A fault that could lose data is never repaired: a file cut
 * short would otherwise come in with its last recipes silently missing, so it keeps the precise
 * line-and-column message.
 */
import { jsonrepair } from "jsonrepair";
import { type JsonErrorLocation, locateJsonError } from "./json-error";

export type JsonText = { ok: true; json: unknown; repaired: boolean } | { ok: false; message: string };

export const REPAIRED_NOTE =
  "The JSON had small mistakes that recipe sites often make (line breaks inside text, a trailing comma or " +
  "a stray “;”); we repaired them. Check that the recipes below look right.";

/** Why JSON.parse failed, with the line and column where we can find them. */
export function jsonSyntaxMessage(error: unknown, text: string, located = locateJsonError(text)): string {
  if (located) return `The JSON is not valid at line ${located.line}, column ${located.column}: ${located.reason}`;
  const raw = error instanceof Error ? error.message : String(error);
  return `The JSON is not valid: ${raw}`;
}

/** The first fault is one a recipe page makes by accident, and repairing it cannot drop content. */
function repairable(text: string, at: JsonErrorLocation): boolean {
  const { reason, position } = at;
  if (/line break|invisible character|Invalid escape|Remove the comma|after the end of the JSON/.test(reason)) {
    return true;
  }
  // A `;` where a comma or the closing brace belongs, or a comment before the JSON ("// <![CDATA[").
  if (text[position] === ";" && /^Expected ","/.test(reason)) return true;
  return position === 0 && /^\s*(?:\/\/|\/\*|<!\[CDATA\[)/.test(text);
}

/** jsonrepair reads a stray `;` as part of a value ("1;"), so those are mended here first, one at a time. */
function mendSemicolons(text: string): string {
  let out = text;
  for (let round = 0; round < 20; round++) {
    const at = locateJsonError(out);
    if (!at || out[at.position] !== ";") return out;
    const rest = out.slice(at.position + 1);
    if (/after the end of the JSON/.test(at.reason)) out = out.slice(0, at.position) + rest;
    else if (/^Expected ","/.test(at.reason))
      out = `${out.slice(0, at.position)}${/^\s*[}\]]/.test(rest) ? "" : ","}${rest}`;
    else return out;
  }
  return out;
}

export function readJsonText(text: string): JsonText {
  try {
    return { ok: true, json: JSON.parse(text), repaired: false };
  } catch (error) {
    const located = locateJsonError(text);
    if (located && repairable(text, located)) {
      try {
        const mended = mendSemicolons(text);
        return { ok: true, json: JSON.parse(locateJsonError(mended) ? jsonrepair(mended) : mended), repaired: true };
      } catch {
        // Not repairable after all: the member gets the first fault, where it is.
      }
    }
    return { ok: false, message: jsonSyntaxMessage(error, text, located) };
  }
}
