/**
 * Live events (issue 16): publish and subscribe across every instance. The database numbers each event
 * (`live_events`), so ids are in one order everywhere and a stream that reconnects resumes after the
 * last id it saw. The feed's streams use it today; notifications and cache purges will too.
 *
 * PGlite (one process): delivered in-process as soon as the row is written.
 * PostgreSQL: the insert and `pg_notify` are one statement, and every instance, the publishing one
 * included, delivers what its own LISTEN session receives, so each event reaches each instance exactly
 * once (ids already delivered are remembered, for the catch-up after a lost LISTEN session).
 */
import { eq, gt, sql } from "drizzle-orm";
import pg from "pg";
import { LIVE_RECONNECT_DELAYS_MS } from "./constants";
import { currentConnection, db, schema } from "./db.server";

const { live_events } = schema;

export type LiveEvent = { id: number; type: string; payload: Record<string, unknown> };
export type LiveListener = (event: LiveEvent) => void | Promise<void>;

export const LIVE_CHANNEL = "muddle_live_events";
/** How far back a reconnecting stream can resume; older rows are pruned. */
export const LIVE_RETENTION_MS = 10 * 60_000;
/** The most events one resume replays. */
export const LIVE_REPLAY_MAX = 500;
const PRUNE_EVERY_MS = 60_000;
/** NOTIFY carries at most 8,000 bytes: a bigger event is announced by its id and read from the table. */
const NOTIFY_INLINE_MAX_BYTES = 4_000;
/** Ids already delivered, remembered so that the catch-up after a reconnection never repeats one. */
const REMEMBERED_IDS = 10_000;
const RECONNECT_DELAYS_MS = LIVE_RECONNECT_DELAYS_MS;
/** How far below the newest delivered id a catch-up looks again (commits can finish out of id order). */
const CATCH_UP_SLACK = 100;

type Bus = {
  listeners: Set<LiveListener>;
  delivered: Set<number>;
  highestDelivered: number;
  lastPruneAt: number;
  session: ListenSession | null;
};

// On globalThis, like the database slot: Vite's module reloads in development keep one bus.
const slot = globalThis as { __muddleEvents?: Bus };
slot.__muddleEvents ??= {
  listeners: new Set(),
  delivered: new Set(),
  highestDelivered: 0,
  lastPruneAt: Date.now(),
  session: null,
};
const bus: Bus = slot.__muddleEvents;

/** Calls `listener` with every event published from now on, in any instance; returns the unsubscribe. */
export function subscribe(listener: LiveListener): () => void {
  bus.listeners.add(listener);
  return () => {
    bus.listeners.delete(listener);
  };
}

/** Writes the event and delivers it everywhere; resolves with its id. Rejects when the write fails. */
export async function publish(type: string, payload: Record<string, unknown>): Promise<number> {
  const connection = currentConnection();
  pruneNowAndThen();
  if (connection.kind === "postgres") {
    const result = await db.execute<{ id: string | number }>(sql`
      with event as (
        insert into live_events (type, payload) values (${type}, ${JSON.stringify(payload)}::jsonb)
        returning id, type, payload
      ), message as (
        select id, json_build_object('id', id, 'type', type, 'payload', payload)::text as text from event
      )
      select id, pg_notify(${LIVE_CHANNEL}, case when octet_length(text) <= ${NOTIFY_INLINE_MAX_BYTES}
        then text else json_build_object('id', id)::text end)
      from message`);
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error("The live event was not saved");
    return Number(id);
  }
  const [row] = await db.insert(live_events).values({ type, payload }).returning({ id: live_events.id });
  if (!row) throw new Error("The live event was not saved");
  deliver({ id: row.id, type, payload });
  return row.id;
}

/**
 * `publish` for callers whose own work is already done (a post committed): a failure is logged, never
 * thrown, and the answer is null.
 */
export async function publishSafely(type: string, payload: Record<string, unknown>): Promise<number | null> {
  try {
    return await publish(type, payload);
  } catch (error) {
    console.error(`Could not publish the live event ${type}:`, error);
    return null;
  }
}

/** Events after `lastId`, oldest first, within the retention window: what a resuming stream missed. */
export async function eventsSince(lastId: number, limit = LIVE_REPLAY_MAX): Promise<LiveEvent[]> {
  const rows = await db
    .select({ id: live_events.id, type: live_events.type, payload: live_events.payload })
    .from(live_events)
    .where(
      sql`${gt(live_events.id, lastId)} and ${live_events.created_at} > now() - make_interval(secs => ${LIVE_RETENTION_MS / 1000})`,
    )
    .orderBy(live_events.id)
    .limit(Math.max(1, Math.min(limit, LIVE_REPLAY_MAX)));
  return rows.map((row) => ({ ...row, payload: row.payload as Record<string, unknown> }));
}

/** The newest event's id (0 when there is none): where a new stream starts. */
export async function latestEventId(): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${live_events.id})` }).from(live_events);
  return Number(row?.id ?? 0);
}

/**
 * Starts delivery for this instance: on PostgreSQL, a LISTEN session of its own (reconnecting with
 * back-off when it drops). Resolves once listening, or after the first attempt failed (it keeps trying).
 */
export async function startEvents(): Promise<void> {
  const connection = currentConnection();
  if (!connection.pool || bus.session) return;
  const latest = await latestEventId();
  bus.highestDelivered = Math.max(bus.highestDelivered, latest);
  bus.session = new ListenSession(connection.pool.options, latest);
  await bus.session.start();
}

/** Ends the LISTEN session (shutdown, the end of a test file). Subscribers stay registered. */
export async function stopEvents(): Promise<void> {
  const session = bus.session;
  bus.session = null;
  await session?.stop();
}

function deliver(event: LiveEvent) {
  if (bus.delivered.has(event.id)) return;
  bus.delivered.add(event.id);
  if (bus.delivered.size > REMEMBERED_IDS) bus.delivered.delete(bus.delivered.values().next().value as number);
  bus.highestDelivered = Math.max(bus.highestDelivered, event.id);
  for (const listener of bus.listeners) {
    // One listener's failure never keeps the event from the others.
    try {
      const result = listener(event);
      if (result instanceof Promise) result.catch((error: unknown) => listenerFailed(event, error));
    } catch (error) {
      listenerFailed(event, error);
    }
  }
}

function listenerFailed(event: LiveEvent, error: unknown) {
  console.error(`A live event listener failed on ${event.type} #${event.id}:`, error);
}

/** Old rows go at most once a minute per instance, in the background: never on every publish. */
function pruneNowAndThen() {
  const now = Date.now();
  if (now - bus.lastPruneAt < PRUNE_EVERY_MS) return;
  bus.lastPruneAt = now;
  db.execute(
    sql`delete from live_events where created_at < now() - make_interval(secs => ${LIVE_RETENTION_MS / 1000})`,
  ).catch((error: unknown) => console.error("Could not prune old live events:", error));
}

/** One dedicated PostgreSQL session that LISTENs, outside the pool so it never takes a query's place. */
class ListenSession {
  /** The session in use or being opened; null while waiting to reconnect and after stop(). */
  private client: pg.Client | null = null;
  private stopped = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  // Notifications are handled one after the other, so events are delivered in the order they came.
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly config: pg.ClientConfig,
    /** The newest id when this instance started: a catch-up never delivers anything older. */
    private readonly floor: number,
  ) {}

  start(): Promise<void> {
    return this.connect(false);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
    await this.queue;
  }

  private async connect(catchUp: boolean): Promise<void> {
    const client = new pg.Client({ ...this.config, keepAlive: true });
    this.client = client;
    client.on("notification", (message) => {
      if (client === this.client && message.channel === LIVE_CHANNEL && message.payload) {
        const text = message.payload;
        this.enqueue(() => this.receive(text));
      }
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (client !== this.client) return;
    this.failures = 0;
    // Events published while the session was down reached no one here: deliver them now.
    if (catchUp) this.enqueue(() => this.catchUp());
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch((error: unknown) => console.error("Live event delivery failed:", error));
  }

  private async receive(text: string) {
    const message = JSON.parse(text) as Partial<LiveEvent> & { id: number };
    if (message.type && message.payload) {
      deliver({ id: Number(message.id), type: message.type, payload: message.payload });
      return;
    }
    // Too big to travel inline: read it.
    const [row] = await db
      .select({ id: live_events.id, type: live_events.type, payload: live_events.payload })
      .from(live_events)
      .where(eq(live_events.id, Number(message.id)));
    if (row) deliver({ ...row, payload: row.payload as Record<string, unknown> });
  }

  /**
   * Reads what was published while the session was down. It starts a little before the newest id
   * delivered: two publishes committing in the other order than their ids leave the smaller one after
   * it, and ids already delivered are skipped anyway.
   */
  private async catchUp() {
    let after = Math.max(this.floor, bus.highestDelivered - CATCH_UP_SLACK);
    for (;;) {
      const missed = await eventsSince(after);
      for (const event of missed) deliver(event);
      const last = missed.at(-1);
      if (!last || missed.length < LIVE_REPLAY_MAX) return;
      after = last.id;
    }
  }

  private lost(client: pg.Client, error?: unknown) {
    // A session reports its end more than once (error, then end); only the current one counts.
    if (this.stopped || client !== this.client) return;
    this.client = null;
    client.end().catch(() => {});
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)] as number;
    this.failures += 1;
    console.error(`Live events: the LISTEN session was lost; reconnecting in ${delay / 1000} s.`, error ?? "");
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.stopped) void this.connect(true);
    }, delay);
  }
}
