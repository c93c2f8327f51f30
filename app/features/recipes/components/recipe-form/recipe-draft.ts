/**
 * The local draft of a new recipe (part 1 §4, §9: key "recipe-draft"): the form's values as
 * Conform reads them from the form, so they can be handed back as the form's default value.
 */
import { parse } from "@conform-to/react";
import { z } from "zod";
import { RECIPE_DRAFT_STORAGE_KEY } from "~/lib/constants";

export type DraftValue = Record<string, unknown>;

const DRAFT_VERSION = 1;
const StoredDraft = z.object({
  version: z.literal(DRAFT_VERSION),
  savedAt: z.number(),
  value: z.record(z.string(), z.unknown()),
});

/** Fields that are not part of the recipe (and Conform's own) never belong in a draft. */
const NOT_DRAFTED = new Set(["returnTo", "__intent__", "__state__"]);

/** The form's text values as a nested object (`ingredients[0].name` → ingredients[0].name); files are left out. */
export function draftValueFromForm(formData: FormData): DraftValue {
  const entries = new URLSearchParams();
  for (const [name, value] of formData.entries()) {
    if (typeof value === "string" && !NOT_DRAFTED.has(name)) entries.append(name, value);
  }
  return parse(entries, { resolve: () => ({}) }).payload;
}

export function serialiseDraft(value: DraftValue, savedAt = Date.now()): string {
  return JSON.stringify({ version: DRAFT_VERSION, savedAt, value });
}

/** The stored draft's values, or null when there is none or it is unreadable. */
export function parseDraft(raw: string | null | undefined): DraftValue | null {
  if (!raw) return null;
  try {
    const parsed = StoredDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.value : null;
  } catch {
    return null;
  }
}

/** Two form readings hold the same values (key order aside). */
export function sameDraftValue(a: DraftValue, b: DraftValue): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
      : v,
  );
}

// Storage can be unavailable (private windows, quotas); a draft is a convenience, never an error.
export function readDraft(): DraftValue | null {
  try {
    return parseDraft(window.localStorage.getItem(RECIPE_DRAFT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeDraft(value: DraftValue) {
  try {
    window.localStorage.setItem(RECIPE_DRAFT_STORAGE_KEY, serialiseDraft(value));
  } catch {
    // ignored: see above
  }
}

export function clearDraft() {
  try {
    window.localStorage.removeItem(RECIPE_DRAFT_STORAGE_KEY);
  } catch {
    // ignored: see above
  }
}
