/** A part of a page that may fail alone: the error is logged and the page shows `fallback` instead. */
export function softly<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  return load().catch((error: unknown) => {
    console.error(`Failed to load ${what}`, error);
    return fallback;
  });
}
