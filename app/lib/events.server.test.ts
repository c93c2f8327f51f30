import { describe, expect, it, vi } from "vitest";
import { LIVE_WAIT, setupLiveEvents } from "../../test/live-events";
import { db, schema } from "./db.server";
import { eventsSince, type LiveEvent, latestEventId, publish, publishSafely, subscribe } from "./events.server";

const { received, receivedIds } = setupLiveEvents();
const WAIT = LIVE_WAIT;

describe("publish and subscribe", () => {
  it("delivers a published event, with the id the database gave it, to every subscriber", async () => {
    const alsoReceived: LiveEvent[] = [];
    const unsubscribe = subscribe((event) => {
      alsoReceived.push(event);
    });
    const id = await publish("test.hello", { word: "hello" });
    expect(id).toBeGreaterThan(0);
    await vi.waitFor(() => expect(receivedIds("test.hello")).toEqual([id]), WAIT);
    await vi.waitFor(() => expect(alsoReceived.map((e) => e.id)).toContain(id), WAIT);
    expect(received.find((e) => e.id === id)).toEqual({ id, type: "test.hello", payload: { word: "hello" } });
    unsubscribe();
  });

  it("numbers events in the order they were published", async () => {
    const first = await publish("test.order", { n: 1 });
    const second = await publish("test.order", { n: 2 });
    expect(second).toBeGreaterThan(first);
    await vi.waitFor(() => expect(receivedIds("test.order")).toEqual([first, second]), WAIT);
  });

  it("keeps delivering to the others when one listener throws", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const unsubscribe = subscribe(() => {
      throw new Error("a broken listener");
    });
    const unsubscribeAsync = subscribe(async () => {
      throw new Error("a broken async listener");
    });
    const id = await publish("test.after-throw", {});
    await vi.waitFor(() => expect(receivedIds("test.after-throw")).toEqual([id]), WAIT);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2), WAIT);
    unsubscribe();
    unsubscribeAsync();
    errors.mockRestore();
  });

  it("delivers an event too big for a notification by reading it from the table", async () => {
    const big = "x".repeat(20_000);
    const id = await publish("test.big", { big });
    await vi.waitFor(() => expect(receivedIds("test.big")).toEqual([id]), WAIT);
    expect(received.find((e) => e.id === id)?.payload).toEqual({ big });
  });

  it("publishSafely logs a failed publish and answers null instead of throwing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // A type is required (not null in live_events): the insert fails in the database itself.
    expect(await publishSafely(null as unknown as string, {})).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("Could not publish"), expect.anything());
    errors.mockRestore();
  });
});

describe("eventsSince", () => {
  it("returns what came after an id, oldest first, at most `limit`", async () => {
    const before = await latestEventId();
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await publish("test.since", { n }));
    expect(await latestEventId()).toBe(ids[2]);
    const since = await eventsSince(before);
    expect(since.map((e) => e.id)).toEqual(ids);
    expect(since.map((e) => e.payload.n)).toEqual([1, 2, 3]);
    expect((await eventsSince(before, 2)).map((e) => e.id)).toEqual(ids.slice(0, 2));
    expect(await eventsSince(ids[2] as number)).toEqual([]);
  });

  it("leaves out events older than the retention window", async () => {
    const before = await latestEventId();
    await db.insert(schema.live_events).values({
      type: "test.old",
      payload: {},
      created_at: new Date(Date.now() - 60 * 60_000),
    });
    const fresh = await publish("test.fresh", {});
    expect((await eventsSince(before)).map((e) => e.id)).toEqual([fresh]);
  });
});
