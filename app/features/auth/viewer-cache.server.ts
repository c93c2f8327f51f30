/**
 * Signed-in reads without a session lookup each (issue 19). Looking a member up took six queries a
 * page (better-auth's session and user rows and the profile, once for the root loader and once for
 * the page's: React Router gives each loader its own Request); a page view now reuses the answer for
 * the same session cookies for up to VIEWER_CACHE_TTL_MS.
 *
 * What this instance changes it forgets at once (forgetViewer): sign-out, revoked sessions, password
 * changes and resets, two-factor changes and every other write better-auth makes to the user or
 * session rows (databaseHooks in lib/auth.server.ts), and whatever a member's own write request
 * changes (profile, picture, theme, step-up, account deletion: freshViewer). On PostgreSQL the same
 * forgetting is published on the events bus and reaches every other instance as soon as the event does
 * (issue 20); VIEWER_CACHE_TTL_MS bounds it if the bus fails (docs/security.md, "Session lookups").
 * Write requests never use it: every action checks the session in the database (session.server.ts).
 */
import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import { currentConnection } from "~/lib/db.server";
import { publishSafely, subscribe } from "~/lib/events.server";
import type { Viewer } from "./session.server";

/** The event another instance's forgetViewer publishes. */
export const VIEWER_CHANGED = "viewers.changed";
/** This process, so that it skips its own announcements (it has already forgotten). */
const INSTANCE = randomUUID();

/** How long a page view may reuse a session lookup: the longest a revocation elsewhere goes unseen here. */
export const VIEWER_CACHE_TTL_MS = 5_000;
/** Distinct sessions remembered at once (about 1 KB each); the least recently used go first. */
const MAX_SESSIONS = 5_000;

export type ViewerLookup = {
  viewer: Viewer | null /** When the session ends (ms since epoch). */;
  expiresAt: number | null;
};

type Slot = {
  remembered: LRUCache<string, { viewer: Viewer | null; until: number }>;
  pending: Map<string, Promise<Viewer | null>>;
  /** Members with a write request in the last VIEWER_CACHE_TTL_MS: their lookups are not remembered. */
  writing: LRUCache<string, number>;
  /** Bumped by every forgetViewer: a lookup that started before one is not remembered. */
  generation: number;
  /** Stops listening for other instances' changes (set once the first lookup is remembered). */
  unsubscribe?: () => void;
};

// On globalThis like the database slot, so Vite's module reloads in development share one cache.
const global = globalThis as { __muddleViewers?: Slot };
global.__muddleViewers ??= {
  remembered: new LRUCache({ max: MAX_SESSIONS }),
  pending: new Map(),
  writing: new LRUCache({ max: MAX_SESSIONS }),
  generation: 0,
};
const slot = global.__muddleViewers;

/**
 * The member behind these session cookies: remembered, or looked up once however many loaders ask at
 * the same time. `key` must hold every cookie the lookup reads (see sessionCacheKey).
 */
export function rememberedViewer(key: string, lookUp: () => Promise<ViewerLookup>): Promise<Viewer | null> {
  // Listening starts before anything is remembered, so no change made elsewhere is missed.
  slot.unsubscribe ??= subscribe((event) => {
    if (event.type === VIEWER_CHANGED && event.payload.instance !== INSTANCE)
      forgetHere(String(event.payload.member_id));
  });
  const hit = slot.remembered.get(key);
  if (hit && hit.until > Date.now()) return Promise.resolve(hit.viewer);
  const inFlight = slot.pending.get(key);
  if (inFlight) return inFlight;
  const promise = lookUpAndRemember(key, lookUp).finally(() => {
    if (slot.pending.get(key) === promise) slot.pending.delete(key);
  });
  slot.pending.set(key, promise);
  return promise;
}

/**
 * A write request's lookup: always in the database. What the request is about to change (a profile,
 * a theme, a session's level) may be what a Viewer holds, so the member's remembered sessions are
 * forgotten, and for VIEWER_CACHE_TTL_MS none of theirs is remembered again: a page read while the
 * write runs is not kept, and the first page after it reads the change.
 */
export async function freshViewer(lookUp: () => Promise<ViewerLookup>): Promise<Viewer | null> {
  const { viewer } = await lookUp();
  if (viewer) {
    await forgetViewer(viewer.id);
    slot.writing.set(viewer.id, Date.now() + VIEWER_CACHE_TTL_MS);
  }
  return viewer;
}

async function lookUpAndRemember(key: string, lookUp: () => Promise<ViewerLookup>): Promise<Viewer | null> {
  const startedAt = slot.generation;
  const { viewer, expiresAt } = await lookUp();
  // A change made while this lookup was reading may not be in what it read.
  if (slot.generation !== startedAt || (viewer && (slot.writing.get(viewer.id) ?? 0) > Date.now())) return viewer;
  const until = Math.min(Date.now() + VIEWER_CACHE_TTL_MS, expiresAt ?? Number.POSITIVE_INFINITY);
  slot.remembered.set(key, { viewer: viewer && Object.freeze(viewer), until });
  return viewer;
}

/**
 * Forgets every remembered session of this member, here at once and on every other instance as soon as
 * the event reaches it; the next request looks them up. Resolves once the event is published, so a
 * sign-out's answer leaves after the other instances were told.
 */
export async function forgetViewer(memberId: string): Promise<void> {
  forgetHere(memberId);
  // Several instances exist only on PostgreSQL: the embedded database has one process.
  if (currentConnection().kind !== "postgres") return;
  await publishSafely(VIEWER_CHANGED, { member_id: memberId, instance: INSTANCE });
}

function forgetHere(memberId: string): void {
  slot.generation++;
  const keys: string[] = [];
  for (const [key, entry] of slot.remembered.entries()) if (entry.viewer?.id === memberId) keys.push(key);
  for (const key of keys) slot.remembered.delete(key);
  // Lookups under way keep their callers; anyone asking from now on looks again.
  slot.pending.clear();
}

/** Forgets everything (tests). */
export function forgetAllViewers(): void {
  slot.generation++;
  slot.remembered.clear();
  slot.pending.clear();
  slot.writing.clear();
}
