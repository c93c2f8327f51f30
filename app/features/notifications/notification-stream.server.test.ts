/**
 * Issue 17: the bell's live stream sends a member only their own unread count, at once and whenever
 * their notifications change, and answers a guest 401.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publish, startEvents, stopEvents } from "~/lib/events.server";
import { loader } from "~/routes/api.site.notifications.events";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { NOTIFICATIONS_CHANGED } from "./notification-events";
import { markAllNotificationsRead } from "./notification-queries.server";
import { notificationEventsResponse } from "./notification-stream.server";
import { notifyNewFollower } from "./notify.server";

setupTestDatabase();

const WAIT = { timeout: 20_000, interval: 20 };

beforeAll(async () => {
  await startEvents();
});

afterAll(async () => {
  await stopEvents();
});

/** The messages' data lines so far, with their event names: `ready {"unread":0}`, `message {"unread":1}`. */
function open(memberId: string) {
  const controller = new AbortController();
  const request = new Request("http://localhost:3000/api/site/notifications/events", { signal: controller.signal });
  const response = notificationEventsResponse(request, memberId);
  let text = "";
  const decoder = new TextDecoder();
  const body = (response.body as ReadableStream<Uint8Array>).getReader();
  void (async () => {
    for (let part = await body.read(); !part.done; part = await body.read()) text += decoder.decode(part.value);
  })().catch(() => {});
  const messages = () =>
    text
      .split("\n\n")
      .filter((block) => block.includes("data: "))
      .map((block) => `${block.match(/^event: (\w+)/m)?.[1] ?? "message"} ${block.match(/^data: (.*)$/m)?.[1]}`);
  return { response, messages, close: () => controller.abort() };
}

describe("the bell's stream", () => {
  it("sends only the member's own count: once at the start, then on each change", async () => {
    const amy = await createMember("bell_amy");
    const bob = await createMember("bell_bob");
    const carl = await createMember("bell_carl");
    await notifyNewFollower(carl.id, amy.id);
    const amyStream = open(amy.id);
    const bobStream = open(bob.id);
    expect(amyStream.response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    await vi.waitFor(() => expect(amyStream.messages()).toEqual(['ready {"unread":1}']), WAIT);
    await vi.waitFor(() => expect(bobStream.messages()).toEqual(['ready {"unread":0}']), WAIT);

    await notifyNewFollower(bob.id, amy.id);
    await vi.waitFor(() => expect(amyStream.messages()).toEqual(['ready {"unread":1}', 'message {"unread":2}']), WAIT);
    await markAllNotificationsRead(amy.id);
    await vi.waitFor(() => expect(amyStream.messages().at(-1)).toBe('message {"unread":0}'), WAIT);

    // Amy's changes never reach Bob's stream; his own does.
    await notifyNewFollower(amy.id, bob.id);
    await vi.waitFor(() => expect(bobStream.messages()).toEqual(['ready {"unread":0}', 'message {"unread":1}']), WAIT);
    expect(amyStream.messages()).toHaveLength(3);
    amyStream.close();
    bobStream.close();
  });

  it("sends nothing for a change its last count already holds (a late event for a change made before it opened)", async () => {
    const dan = await createMember("bell_dan");
    const eve = await createMember("bell_eve");
    const fay = await createMember("bell_fay");
    await notifyNewFollower(eve.id, dan.id);
    const danStream = open(dan.id);
    await vi.waitFor(() => expect(danStream.messages()).toEqual(['ready {"unread":1}']), WAIT);
    // What PostgreSQL's LISTEN can deliver after `ready`: the event of the follow counted above.
    await publish(NOTIFICATIONS_CHANGED, { recipient_id: dan.id });
    await notifyNewFollower(fay.id, dan.id);
    await vi.waitFor(() => expect(danStream.messages()).toEqual(['ready {"unread":1}', 'message {"unread":2}']), WAIT);
    danStream.close();
  });

  it("answers a guest 401 without a stream", async () => {
    const request = new Request("http://localhost:3000/api/site/notifications/events");
    const response = await loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0]);
    expect(response.status).toBe(401);
  });
});
