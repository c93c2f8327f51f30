/**
 * The one way a write tells the page cache that public pages changed (issue 19). It purges this
 * process at once (the author's next request sees the edit) and publishes the purge on the events bus
 * (app/lib/events.server.ts), which delivers it once to every instance, this one included (a second
 * purge here is harmless). Writes call it after their change is committed, in one line:
 *
 *   await purgePages({ everything: true });
 *
 * Content (recipes, collections, profiles, privacy, posts, comments) appears on many pages at once
 * (its own, its author's, listings, search, home, collections and menus), so those writes purge
 * everything: the cache refills with one render per page. Likes, saves and follows do not purge;
 * their counts may be up to the cache's TTL (30 s) old.
 */
import { publish, subscribe } from "../events.server";
import { livePageCaches, type PurgeScope } from "./page-cache.server";

export const PAGE_PURGE_EVENT = "pages.purge";

export async function purgePages(scope: PurgeScope): Promise<void> {
  purgeHere(scope);
  // The write has happened: a bus that is down must not turn it into an error; the TTL bounds the rest.
  await publish(PAGE_PURGE_EVENT, { ...scope }).catch((error: unknown) =>
    console.error("Could not publish a page-cache purge:", error),
  );
}

/** Purges in every cache of this process. */
export function purgeHere(scope: PurgeScope): void {
  for (const cache of livePageCaches) cache.purge(scope);
}

const slot = globalThis as { __muddlePurgeListener?: () => void };

/** At start-up (server/prepare.ts): purges published by any instance reach this one's caches. */
export function listenForPurges(): void {
  slot.__muddlePurgeListener ??= subscribe((event) => {
    if (event.type === PAGE_PURGE_EVENT) purgeHere(event.payload as PurgeScope);
  });
}

export function stopListeningForPurges(): void {
  slot.__muddlePurgeListener?.();
  slot.__muddlePurgeListener = undefined;
}
