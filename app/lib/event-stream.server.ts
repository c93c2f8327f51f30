/**
 * Server-Sent Events responses (issue 16): a `text/event-stream` body that the server writes to as
 * events happen, with a comment every LIVE_HEARTBEAT_MS so that proxies keep it open. Every open stream
 * is known here, so that the open ones per member or address are capped and shutdown can end them all
 * at once instead of waiting for them (server/shutdown.ts).
 *
 * `Cache-Control: no-transform` keeps the compression middleware (and well-behaved proxies) from
 * buffering the stream; `X-Accel-Buffering: no` does the same for nginx.
 */
import { LIVE_HEARTBEAT_MS, LIVE_RECONNECT_DELAYS_MS } from "./constants";
import { LIVE_STREAM_LIMITS } from "./limits";

export type EventStreamMessage = { id?: number; event?: string; data: unknown };

export type EventStream = {
  /** Queues one event for the reader; false when the stream has closed. */
  send(message: EventStreamMessage): boolean;
  close(): void;
  readonly closed: boolean;
};

type OpenStream = { stream: EventStream; write(text: string): void };

type Registry = { open: Set<OpenStream>; perKey: Map<string, number>; heartbeat?: NodeJS.Timeout; ending: boolean };
// On globalThis, like the database slot: Vite's module reloads in development keep one registry.
const slot = globalThis as { __muddleEventStreams?: Registry };
slot.__muddleEventStreams ??= { open: new Set(), perKey: new Map(), ending: false };
const registry: Registry = slot.__muddleEventStreams;

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

const encoder = new TextEncoder();

export function formatEvent({ id, event, data }: EventStreamMessage): string {
  return `${event ? `event: ${event}\n` : ""}${id !== undefined ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * A streaming response. `key` names who holds it (`member:{id}` or `address:{ip}`), at most `max` open
 * at once; over that, or while the server shuts down, the answer is 429 or 503 with no stream. `open`
 * runs once the stream exists and returns what to do when it closes (reader gone, shutdown, too slow).
 */
export function eventStreamResponse(options: {
  key: string;
  max: number;
  signal: AbortSignal;
  open: (stream: EventStream) => (() => void) | undefined;
}): Response {
  if (registry.ending) return refusal(503, "The server is restarting.");
  if ((registry.perKey.get(options.key) ?? 0) >= options.max) return refusal(429, "Too many open live streams.");

  let entry: OpenStream | undefined;
  let onClose: (() => void) | undefined;
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    if (entry) registry.open.delete(entry);
    const left = (registry.perKey.get(options.key) ?? 1) - 1;
    if (left > 0) registry.perKey.set(options.key, left);
    else registry.perKey.delete(options.key);
    if (registry.open.size === 0) stopHeartbeat();
    options.signal.removeEventListener("abort", abort);
    try {
      onClose?.();
    } catch (error) {
      console.error("Closing a live stream failed:", error);
    }
  };
  const abort = () => {
    entry?.stream.close();
    finish();
  };

  registry.perKey.set(options.key, (registry.perKey.get(options.key) ?? 0) + 1);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (closed) return;
        // A reader that stopped reading: close rather than queue without end; its client resumes later.
        if ((controller.desiredSize ?? 0) < -LIVE_STREAM_LIMITS.queuedEvents) {
          stream.close();
          return;
        }
        controller.enqueue(encoder.encode(text));
      };
      const stream: EventStream = {
        send(message) {
          write(formatEvent(message));
          return !closed;
        },
        close() {
          if (closed) return;
          try {
            controller.close();
          } catch {
            // Already closed or cancelled by the reader.
          }
          finish();
        },
        get closed() {
          return closed;
        },
      };
      entry = { stream, write };
      registry.open.add(entry);
      startHeartbeat();
      // Plain EventSource clients reconnect after this; the site's own hook keeps its back-off.
      write(`retry: ${LIVE_RECONNECT_DELAYS_MS[0]}\n\n`);
      options.signal.addEventListener("abort", abort, { once: true });
      if (options.signal.aborted) {
        abort();
        return;
      }
      try {
        onClose = options.open(stream);
      } catch (error) {
        console.error("Opening a live stream failed:", error);
        stream.close();
      }
      if (closed) onClose?.();
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}

function refusal(status: number, message: string): Response {
  const retryAfter = String(Math.ceil((LIVE_RECONNECT_DELAYS_MS.at(-1) ?? 10_000) / 1000));
  return new Response(message, { status, headers: { "Content-Type": "text/plain", "Retry-After": retryAfter } });
}

function startHeartbeat() {
  if (registry.heartbeat) return;
  // One timer for every stream: a comment line, which EventSource ignores and proxies see as traffic.
  registry.heartbeat = setInterval(() => {
    for (const entry of registry.open) entry.write(": heartbeat\n\n");
  }, LIVE_HEARTBEAT_MS);
  registry.heartbeat.unref();
}

function stopHeartbeat() {
  clearInterval(registry.heartbeat);
  registry.heartbeat = undefined;
}

/** How many streams this instance holds open (for tests and benchmarks). */
export function openEventStreams(): number {
  return registry.open.size;
}

/**
 * Shutdown: ends every open stream now and refuses new ones, so that draining waits only for ordinary
 * requests. Readers reconnect (behind a load balancer, to another instance) and resume.
 */
export function endEventStreams(): void {
  registry.ending = true;
  for (const entry of [...registry.open]) entry.stream.close();
}
