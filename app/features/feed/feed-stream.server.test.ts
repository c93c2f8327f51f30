/**
 * Issue 16: GET /api/site/community/events as the route answers it: an event stream that is never
 * cached or compressed, opens with where it starts, sends each event with its id, resumes after
 * Last-Event-ID, caps the streams one member or address may hold, and lets go of a reader who leaves.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endEventStreams, openEventStreams } from "~/lib/event-stream.server";
import { latestEventId, startEvents, stopEvents } from "~/lib/events.server";
import { LIVE_STREAM_LIMITS } from "~/lib/limits";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { announcePostCreated, feedReaderCount } from "./feed-live.server";
import { feedEventsResponse, lastEventIdOf } from "./feed-stream.server";

setupTestDatabase();

const WAIT = { timeout: 20_000, interval: 20 };

beforeAll(async () => {
  await startEvents();
});

afterAll(async () => {
  await stopEvents();
});

type Message = { event?: string; id?: string; data?: string };

/** Reads a stream's messages as they come (comments and `retry:` lines are left out). */
function reader(response: Response) {
  const messages: Message[] = [];
  let text = "";
  const body = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const done = (async () => {
    for (;;) {
      const { value, done } = await body.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      const blocks = text.split("\n\n");
      text = blocks.pop() ?? "";
      for (const block of blocks) {
        const message: Message = {};
        for (const line of block.split("\n")) {
          const [field, ...rest] = line.split(": ");
          if (field === "event" || field === "id" || field === "data") message[field] = rest.join(": ");
        }
        if (message.data !== undefined) messages.push(message);
      }
    }
  })();
  return { messages, done };
}

function open(viewerId: string | null, options: { lastEventId?: number; ip?: string; header?: boolean } = {}) {
  const controller = new AbortController();
  const url = new URL("http://localhost:3000/api/site/community/events");
  const headers = new Headers();
  if (options.lastEventId !== undefined) {
    if (options.header) headers.set("Last-Event-ID", String(options.lastEventId));
    else url.searchParams.set("lastEventId", String(options.lastEventId));
  }
  const request = new Request(url, { headers, signal: controller.signal });
  const response = feedEventsResponse(request, viewerId, options.ip ?? "203.0.113.1");
  return { response, abort: () => controller.abort() };
}

describe("the feed's event stream", () => {
  it("is an uncompressed, uncached event stream that opens with where it starts", async () => {
    const latest = await latestEventId();
    const { response, abort } = open(null);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-cache, no-transform");
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");
    const { messages } = reader(response);
    await vi.waitFor(() => expect(messages[0]).toEqual({ event: "ready", id: String(latest), data: "{}" }), WAIT);

    const postId = randomUUID();
    const authorId = randomUUID();
    await announcePostCreated({ postId, authorId, followersOnly: false });
    await vi.waitFor(() => expect(messages).toHaveLength(2), WAIT);
    expect(Number(messages[1]?.id)).toBeGreaterThan(latest);
    expect(JSON.parse(messages[1]?.data ?? "")).toEqual({
      type: "post.created",
      postId,
      authorId,
      followed: false,
      own: false,
    });
    abort();
  });

  it("resumes after Last-Event-ID or ?lastEventId=", async () => {
    const from = await latestEventId();
    const postId = randomUUID();
    await announcePostCreated({ postId, authorId: randomUUID(), followersOnly: false });
    for (const header of [true, false]) {
      const { response, abort } = open(null, { lastEventId: from, header });
      const { messages } = reader(response);
      await vi.waitFor(() => expect(messages).toHaveLength(2), WAIT);
      expect(messages[0]).toMatchObject({ event: "ready", id: String(from) });
      expect(JSON.parse(messages[1]?.data ?? "")).toMatchObject({ type: "post.created", postId });
      abort();
    }
  });

  it("reads a last event id only when it is one", () => {
    const at = (query: string, header?: string) =>
      lastEventIdOf(
        new Request(`http://localhost/api/site/community/events${query}`, {
          headers: header === undefined ? {} : { "Last-Event-ID": header },
        }),
      );
    expect(at("?lastEventId=42")).toBe(42);
    expect(at("", "7")).toBe(7);
    expect(at("?lastEventId=1", "9")).toBe(9);
    expect(at("?lastEventId=-1")).toBeNull();
    expect(at("?lastEventId=abc")).toBeNull();
    expect(at("?lastEventId=1e9")).toBeNull();
    expect(at("?lastEventId=99999999999999999999")).toBeNull();
    expect(at("")).toBeNull();
  });

  it("lets go of a reader who leaves", async () => {
    const streams = openEventStreams();
    const readers = feedReaderCount();
    const { response, abort } = open(null);
    const { messages, done } = reader(response);
    await vi.waitFor(() => expect(messages).toHaveLength(1), WAIT);
    expect(openEventStreams()).toBe(streams + 1);
    expect(feedReaderCount()).toBe(readers + 1);
    abort();
    await done.catch(() => {});
    expect(openEventStreams()).toBe(streams);
    expect(feedReaderCount()).toBe(readers);
  });

  it("refuses a member's stream over their limit with 429, and counts guests per address", async () => {
    const member = await createMember("stream_cap");
    const held = Array.from({ length: LIVE_STREAM_LIMITS.perMember }, () => open(member.id, { ip: "203.0.113.9" }));
    expect(held.every((s) => s.response.status === 200)).toBe(true);
    const over = open(member.id, { ip: "203.0.113.10" });
    expect(over.response.status).toBe(429);
    expect(over.response.headers.get("Retry-After")).toBe("10");
    // The same address still serves guests: members and addresses are counted apart.
    const guest = open(null, { ip: "203.0.113.9" });
    expect(guest.response.status).toBe(200);
    held[0]?.abort();
    expect(open(member.id).response.status).toBe(200);
    for (const s of held) s.abort();
    guest.abort();

    const guests = Array.from({ length: LIVE_STREAM_LIMITS.perAddress }, () => open(null, { ip: "198.51.100.4" }));
    expect(guests.every((s) => s.response.status === 200)).toBe(true);
    expect(open(null, { ip: "198.51.100.4" }).response.status).toBe(429);
    expect(open(null, { ip: "198.51.100.5" }).response.status).toBe(200);
    for (const s of guests) s.abort();
  });

  it("ends every stream at shutdown and refuses new ones", async () => {
    const { response } = open(null, { ip: "192.0.2.1" });
    const { messages, done } = reader(response);
    await vi.waitFor(() => expect(messages).toHaveLength(1), WAIT);
    endEventStreams();
    await done;
    expect(openEventStreams()).toBe(0);
    expect(open(null, { ip: "192.0.2.2" }).response.status).toBe(503);
  });
});
