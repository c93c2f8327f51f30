/** Issue 16 (part 1 §9): the live feed reconnects after 1 s, 2 s, 5 s, then every 10 s, resuming after the last id. */
import { expect, it } from "vitest";
import { feedEventsUrl, reconnectDelay } from "./use-feed-live";

it("waits 1 s, 2 s, 5 s and then 10 s between attempts", () => {
  expect([0, 1, 2, 3, 4, 5, 20].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000, 10000]);
});

it("resumes after the last event id seen", () => {
  expect(feedEventsUrl(null)).toBe("/api/site/community/events");
  expect(feedEventsUrl("42")).toBe("/api/site/community/events?lastEventId=42");
});
