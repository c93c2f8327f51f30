/**
 * Stopping on SIGTERM or SIGINT: stop accepting connections, give requests in flight a moment,
 * close the database (PGlite writes to disk, and its lock file goes with it), then exit. A timer
 * forces the exit if any of that hangs, and a second signal exits at once.
 *
 * A signal is handled on the event loop, so none of this runs while a request blocks it: the
 * limits at the edge and in the schemas keep any single request from doing that.
 */
import type { Server } from "node:http";

/** Requests in flight may finish within this; then open connections are closed. Live streams end at once. */
export const SHUTDOWN_DRAIN_MS = 5_000;
/** The process exits within this, however the shutdown went. */
export const SHUTDOWN_GRACE_MS = 10_000;

export function stopOnSignals(
  server: Server,
  closeResources: () => Promise<void>,
  {
    drainMs = SHUTDOWN_DRAIN_MS,
    graceMs = SHUTDOWN_GRACE_MS,
    endStreams = () => {},
    onStopping = () => {},
  }: {
    drainMs?: number;
    graceMs?: number;
    /** Ends long-lived responses (live streams) at once, so the drain waits only for ordinary requests. */
    endStreams?: () => void;
    /** Called first: the instance tells health checks it is going. */
    onStopping?: () => void;
  } = {},
) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: stopping now.`);
      process.exit(1);
    }
    stopping = true;
    onStopping();
    console.log(`${signal}: stopping…`);
    setTimeout(() => {
      console.error(`Stopping took longer than ${graceMs / 1000} s: exiting anyway.`);
      process.exit(1);
    }, graceMs).unref();
    shutDown(server, closeResources, drainMs, endStreams).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Error while stopping:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

async function shutDown(server: Server, closeResources: () => Promise<void>, drainMs: number, endStreams: () => void) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  try {
    endStreams();
  } catch (error) {
    console.error("Could not end the live streams:", error);
  }
  // A connection whose response ends during the drain (an ended stream, a request that finished) stays
  // open for the client's next request: close each once it is idle, so the drain ends with the last one.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let drainTimer: NodeJS.Timeout | undefined;
  const drained = new Promise<void>((resolve) => {
    drainTimer = setTimeout(resolve, drainMs);
  });
  await Promise.race([closed, drained]);
  clearTimeout(drainTimer);
  clearInterval(sweep);
  server.closeAllConnections();
  await closeResources();
}
