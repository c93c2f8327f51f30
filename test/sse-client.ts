/**
 * A Server-Sent Events reader over plain node:http, for the end-to-end test and the benchmark that
 * hold live streams to a running server (issue 16). No reconnection: a test wants to see a drop.
 */
import http from "node:http";

export type SseMessage = { event: string; id: string; data: string };

export type SseReader = {
  status: number;
  messages: SseMessage[];
  /** Resolves with the first message (already received or still to come) that `match` accepts. */
  next(match: (message: SseMessage) => boolean, timeoutMs: number): Promise<SseMessage>;
  close(): void;
};

// Without an agent every stream gets its own connection, however many are open.
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * Opens `url` and resolves once the answer's head has arrived (any status: a refusal is for the caller
 * to judge). `onMessage` sees each message as it is parsed, before it is kept in `messages`.
 */
export function openSse(
  url: string,
  headers: Record<string, string> = {},
  onMessage?: (message: SseMessage) => void,
): Promise<SseReader> {
  return new Promise((resolve, reject) => {
    const messages: SseMessage[] = [];
    const waiters = new Set<{ match: (m: SseMessage) => boolean; done: (m: SseMessage) => void }>();
    let buffered = "";
    const request = http.get(url, { agent, headers: { Accept: "text/event-stream", ...headers } }, (response) => {
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffered += chunk;
        let end = buffered.indexOf("\n\n");
        while (end !== -1) {
          const message = parseBlock(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf("\n\n");
          if (!message) continue;
          onMessage?.(message);
          messages.push(message);
          for (const waiter of waiters) if (waiter.match(message)) waiter.done(message);
        }
      });
      response.on("error", () => {});
      resolve({
        status: response.statusCode ?? 0,
        messages,
        next(match, timeoutMs) {
          const seen = messages.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`no matching event within ${timeoutMs / 1000} s (got ${JSON.stringify(messages)})`));
            }, timeoutMs);
            const waiter = {
              match,
              done: (message: SseMessage) => {
                clearTimeout(timer);
                waiters.delete(waiter);
                done(message);
              },
            };
            waiters.add(waiter);
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}

/** One message's fields; null for a block with no data (a comment, a heartbeat, `retry:`). */
function parseBlock(block: string): SseMessage | null {
  const message: SseMessage = { event: "message", id: "", data: "" };
  let hasData = false;
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") message.event = value;
    else if (field === "id") message.id = value;
    else if (field === "data") {
      message.data = hasData ? `${message.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? message : null;
}
