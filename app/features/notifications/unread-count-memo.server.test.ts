/**
 * Issue 19: the header's unread count is remembered per member, and forgotten as soon as their
 * notifications change (here at once, elsewhere by the live event).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/lib/db.server";
import { publish, startEvents, stopEvents, subscribe } from "~/lib/events.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { NOTIFICATIONS_CHANGED } from "./notification-events";
import { countUnreadNotifications, markAllNotificationsRead } from "./notification-queries.server";
import { notifyNewFollower } from "./notify.server";
import { forgetUnreadCount, rememberedUnreadCount } from "./unread-count-memo.server";

setupTestDatabase();

beforeAll(async () => {
  await startEvents();
});

afterAll(async () => {
  await stopEvents();
});

/** Resolves once the bus has delivered this member's next change here (on PostgreSQL it comes back through LISTEN). */
function changeDelivered(memberId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = subscribe((event) => {
      if (event.type !== NOTIFICATIONS_CHANGED || event.payload.recipient_id !== memberId) return;
      stop();
      resolve();
    });
  });
}

describe("the header's unread count", () => {
  it("is counted once, then again after each change to the member's notifications", async () => {
    const amy = await createMember("memo_amy");
    const bob = await createMember("memo_bob");
    const carl = await createMember("memo_carl");
    let counted = 0;
    const count = () => {
      counted++;
      return countUnreadNotifications(amy.id);
    };
    const delivered = changeDelivered(amy.id);
    await notifyNewFollower(carl.id, amy.id);
    await delivered;
    expect(await rememberedUnreadCount(amy.id, count)).toBe(1);
    expect(await rememberedUnreadCount(amy.id, count)).toBe(1);
    expect(counted).toBe(1);

    // Forgotten here at once, before the event comes back.
    await notifyNewFollower(bob.id, amy.id);
    expect(await rememberedUnreadCount(amy.id, count)).toBe(2);
    await markAllNotificationsRead(amy.id);
    expect(await rememberedUnreadCount(amy.id, count)).toBe(0);
    expect(counted).toBe(3);
  });

  it("is forgotten when another instance announces a change on the events bus", async () => {
    const dee = await createMember("memo_dee");
    const eli = await createMember("memo_eli");
    expect(await rememberedUnreadCount(dee.id, () => countUnreadNotifications(dee.id))).toBe(0);
    // Written as another instance would: the row, then only the event (this process's refreshBells never ran).
    await db.execute(
      sql`insert into notifications (recipient_id, actor_id, kind) values (${dee.id}, ${eli.id}, 'new_follower')`,
    );
    expect(await rememberedUnreadCount(dee.id, () => countUnreadNotifications(dee.id))).toBe(0);
    await publish(NOTIFICATIONS_CHANGED, { recipient_id: dee.id });
    await vi.waitFor(
      async () => expect(await rememberedUnreadCount(dee.id, () => countUnreadNotifications(dee.id))).toBe(1),
      { timeout: 20_000, interval: 20 },
    );
  });

  it("does not keep a count read while a change happened", async () => {
    const fay = await createMember("memo_fay");
    let counted = 0;
    const countDuringAChange = async () => {
      counted++;
      forgetUnreadCount("someone-else");
      return 7;
    };
    expect(await rememberedUnreadCount(fay.id, countDuringAChange)).toBe(7);
    expect(await rememberedUnreadCount(fay.id, async () => 0)).toBe(0);
    expect(counted).toBe(1);
  });
});
