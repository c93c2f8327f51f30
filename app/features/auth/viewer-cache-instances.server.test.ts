/**
 * Issue 20: a change to a member's sessions made on another instance (sign-out, revocation) reaches the
 * page views this instance remembers as soon as the announcement does, not after VIEWER_CACHE_TTL_MS.
 * On PostgreSQL the announcement travels through LISTEN/NOTIFY; on PGlite it is delivered in process.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { publish } from "~/lib/events.server";
import { signUpConfirmed } from "../../../test/auth";
import { LIVE_WAIT, setupLiveEvents } from "../../../test/live-events";
import { getViewer } from "./session.server";
import { VIEWER_CACHE_TTL_MS, VIEWER_CHANGED } from "./viewer-cache.server";

setupLiveEvents();

const page = (cookie: string) => new Request("http://localhost:3000/recipes", { headers: { cookie } });

describe("remembered page-view sessions across instances", () => {
  it("are forgotten when another instance announces a change to the member", async () => {
    const { cookie } = await signUpConfirmed(
      { username: "elsewhere", email: "elsewhere@viewers.example" },
      "10.72.0.1",
    );
    const viewer = await getViewer(page(cookie));
    expect(viewer).toMatchObject({ username: "elsewhere" });

    // Another instance signs the member out: its row is gone, which this instance has not read yet.
    await db.delete(schema.session).where(eq(schema.session.userId, viewer!.id));
    expect(await getViewer(page(cookie))).toMatchObject({ username: "elsewhere" });

    const announced = Date.now();
    await publish(VIEWER_CHANGED, { member_id: viewer!.id, instance: "another-instance" });
    await expect.poll(() => getViewer(page(cookie)), LIVE_WAIT).toBeNull();
    // Seen through the announcement, well inside the time a remembered lookup would otherwise live.
    expect(Date.now() - announced).toBeLessThan(VIEWER_CACHE_TTL_MS);
  });
});
