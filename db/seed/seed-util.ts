/** Small pure helpers shared by the seed steps. */

/** Recipes are spread over this many days, newest first in list order, so "newest" sorts meaningfully. */
export const SEED_SPAN_DAYS = 120;
export const DAY_MS = 86_400_000;

/** Trimmed, lower-cased and de-duplicated, for case-insensitive name lookups. */
export const lower = (values: string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))];

/**
 * Small deterministic generator (mulberry32 seeded by an FNV-style hash of the text): the same
 * text always yields the same sequence, so every run makes the same choices.
 */
export function prng(seedText: string) {
  let a = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts in batches of 500, returning how many rows were new. */
export async function insertedCount<T>(rows: T[], insert: (rows: T[]) => Promise<unknown[]>): Promise<number> {
  let n = 0;
  for (let i = 0; i < rows.length; i += 500) n += (await insert(rows.slice(i, i + 500))).length;
  return n;
}
