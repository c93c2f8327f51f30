/**
 * The bell's count in the page header, remembered per member until their notifications change
 * (issue 19: every signed-in page counted them, 8 of about 45 ms of queries on a signed-in `/recipes`
 * on the embedded database). `refreshBells` forgets a member's count at once in this process, before it
 * publishes NOTIFICATIONS_CHANGED, which forgets it in every other instance. A change no event announces
 * (rows removed with a deleted account or recipe) shows within UNREAD_COUNT_MEMO_MS. A count read while any
 * member's notifications changed is not kept: it may predate the change. The notifications page and the
 * bell's live stream always count afresh.
 */
import { LRUCache } from "lru-cache";
import { subscribe } from "~/lib/events.server";
import { NOTIFICATIONS_CHANGED } from "./notification-events";

/** The longest a count can lag a change that published no event. */
export const UNREAD_COUNT_MEMO_MS = 30_000;

type Slot = {
  counts: LRUCache<string, number>;
  /** Bumped by every forget: a count read across one is not kept. */
  generation: number;
  unsubscribe?: () => void;
};

// On globalThis like the database slot, so Vite's module reloads in development share one memo.
const global = globalThis as { __muddleUnreadCounts?: Slot };
global.__muddleUnreadCounts ??= { counts: new LRUCache({ max: 20_000, ttl: UNREAD_COUNT_MEMO_MS }), generation: 0 };
const slot = global.__muddleUnreadCounts;

/** The member's unread count: remembered, or counted by `count` and remembered. */
export async function rememberedUnreadCount(memberId: string, count: () => Promise<number>): Promise<number> {
  slot.unsubscribe ??= subscribe((event) => {
    if (event.type === NOTIFICATIONS_CHANGED) forgetUnreadCount(String(event.payload.recipient_id));
  });
  const known = slot.counts.get(memberId);
  if (known !== undefined) return known;
  const generation = slot.generation;
  const counted = await count();
  if (slot.generation === generation) slot.counts.set(memberId, counted);
  return counted;
}

export function forgetUnreadCount(memberId: string): void {
  slot.generation++;
  slot.counts.delete(memberId);
}
