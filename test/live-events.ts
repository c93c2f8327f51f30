/**
 * A test file's own view of live events: a database of its own, events started for it, and every event
 * it receives kept in order. Call once at the top of the file, instead of setupTestDatabase.
 */
import { afterAll, beforeAll } from "vitest";
import { type LiveEvent, startEvents, stopEvents, subscribe } from "~/lib/events.server";
import { setupTestDatabase } from "./database";

/** How long a test waits for an event to arrive. */
export const LIVE_WAIT = { timeout: 20_000, interval: 20 };

export function setupLiveEvents() {
  setupTestDatabase();
  const received: LiveEvent[] = [];
  beforeAll(async () => {
    subscribe((event) => {
      received.push(event);
    });
    await startEvents();
  });
  // Registered after setupTestDatabase, so it runs before the database is dropped.
  afterAll(async () => {
    await stopEvents();
  });
  const receivedIds = (type: string) => received.filter((e) => e.type === type).map((e) => e.id);
  return { received, receivedIds };
}
