/**
 * Query results that are the same for everyone who may get them (issue 19): what the policy layer gives a
 * visitor who is not signed in (a public recipe by its address, a public listing, the shared categories,
 * the home page's featured drinks). Pages that differ only in ways the data does not (a query string of
 * their own, a tracking parameter) then render without asking the database again.
 *
 * Each page cache holds one (PageCache.data), on its clock, dropped by its every purge, and the page
 * handler hands it to loaders in the load context for every GET while pages are cached (production),
 * members' included: a member's /recipes shares the public listing, while their likes and bar are read
 * for them. A loader without it (an action, development, tests calling loaders) loads every time. It keeps a result briefly (5 s of the page cache's
 * 30 s bound, which pages then get the rest of), so a page is never older than the bound. A load that a
 * purge overtook answers those already waiting but is not kept. Values are frozen: every request shares
 * them, and a render that changed one would change it for the next visitor.
 *
 * Use it only for a load that takes no viewer, and hand its answer to a member only where they would get it
 * alike (a recipe visitors may see, except to its author, who may see their own hidden full name): its key
 * must name everything its result depends on.
 */
import { LRUCache } from "lru-cache";

export type Clock = { now(): number };

export class SharedData {
  readonly #kept: LRUCache<string, { value: unknown }>;
  readonly #loading = new Map<string, Promise<unknown>>();
  #purges = 0;

  constructor({ ttlMs, maxBytes, clock }: { ttlMs: number; maxBytes: number; clock?: Clock }) {
    this.#kept = new LRUCache({
      maxSize: maxBytes,
      // Measured once per entry kept.
      sizeCalculation: ({ value }, key) => (JSON.stringify(value)?.length ?? 0) + key.length + 64,
      ttl: ttlMs,
      ...(clock && { perf: clock, ttlResolution: 0 }),
    });
  }

  /** The result of `load` under `key`: kept, being loaded by another request, or loaded now. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const found = this.#kept.get(key);
    if (found) return Promise.resolve(found.value as T);
    const pending = this.#loading.get(key);
    if (pending) return pending as Promise<T>;
    const purgesBefore = this.#purges;
    const loaded = load()
      .then((value) => {
        deepFreeze(value);
        if (purgesBefore === this.#purges) this.#kept.set(key, { value });
        return value;
      })
      .finally(() => {
        if (this.#loading.get(key) === loaded) this.#loading.delete(key);
      });
    this.#loading.set(key, loaded);
    return loaded;
  }

  /** On every purge, whatever its scope: data is not kept by page, and one row can be on many pages. */
  forget(): void {
    this.#purges += 1;
    this.#kept.clear();
    this.#loading.clear();
  }

  /** Entries and bytes kept now. */
  get held(): { entries: number; bytes: number } {
    return { entries: this.#kept.size, bytes: this.#kept.calculatedSize };
  }
}

/** What a loader's context offers: the shared query results, when the page handler gives them. */
export type SharedDataContext = { sharedData?: SharedData } | undefined;

/** `load`'s result through the load context's shared data when there is one, else loaded now. */
export function sharedData<T>(context: SharedDataContext, key: string, load: () => Promise<T>): Promise<T> {
  return context?.sharedData ? context.sharedData.get(key, load) : load();
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value) || ArrayBuffer.isView(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}
