/**
 * Views counted in memory and written in batches (issue 19: no write per read). A page's beacon
 * (POST /api/site/views) adds a view here and is answered at once; every VIEW_FLUSH_INTERVAL_MS the views
 * waiting are written in one statement per kind (view-writes.server.ts), which keeps them once per visitor
 * per day. Memory is bounded: past VIEW_PENDING_MAX distinct views waiting, more are dropped and the number
 * is logged. Shutdown writes what is waiting (server/prepare.ts); a crash loses at most one interval's views.
 */
import { VIEW_FLUSH_INTERVAL_MS, VIEW_PENDING_MAX } from "~/lib/constants";
import { type Visitor, visitorKey } from "~/lib/visitor-key.server";
import { VIEW_KINDS, type ViewKind } from "./view-schema";
import { type ViewRow, writeViews } from "./view-writes.server";

type Pending = ViewRow & { kind: ViewKind; retried: boolean };
export type FlushResult = Record<ViewKind, number>;
export type CountOutcome = "queued" | "duplicate" | "dropped";

export class ViewCounter {
  private pending = new Map<string, Pending>();
  private dropped = 0;
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: { intervalMs: number; maxPending: number }) {}

  /** Views waiting for the next write. */
  get size(): number {
    return this.pending.size;
  }

  /** Adds a view; the same kind, id and visitor waiting already is one view. Never touches the database. */
  count(kind: ViewKind, id: string, visitor: Visitor): CountOutcome {
    const memberId = visitor.memberId;
    const key = visitorKey(visitor);
    return this.add({ kind, id, visitor: key, memberId, retried: false });
  }

  /** Writes every view waiting now (after any write under way); never throws. */
  flush(): Promise<FlushResult> {
    const run = this.chain.then(() => this.writePending());
    this.chain = run.catch(() => {});
    return run;
  }

  /** Stops the timer and writes what is waiting: the last call before the database closes. */
  async stop(): Promise<FlushResult> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.flush();
  }

  private add(view: Pending): CountOutcome {
    const key = `${view.kind}:${view.id}:${view.visitor}`;
    if (this.pending.has(key)) return "duplicate";
    if (this.stopped || this.pending.size >= this.options.maxPending) {
      this.dropped += 1;
      return "dropped";
    }
    this.pending.set(key, view);
    this.schedule();
    return "queued";
  }

  private schedule() {
    if (this.timer || this.stopped || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.options.intervalMs);
    // A timer alone never keeps the process (or a test run) alive; shutdown writes what is left.
    this.timer.unref();
  }

  private async writePending(): Promise<FlushResult> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending.clear();
    if (this.dropped > 0) {
      console.warn(`Views: ${this.dropped} not counted (more than ${this.options.maxPending} waiting to be written)`);
      this.dropped = 0;
    }
    const result = { recipe: 0, collection: 0 } satisfies FlushResult;
    for (const kind of VIEW_KINDS) {
      const rows = batch.filter((view) => view.kind === kind);
      try {
        result[kind] = await writeViews(kind, rows);
      } catch (error) {
        // A retry cannot count twice (the statement stores each view once); a second failure gives up.
        const again = rows.filter((view) => !view.retried);
        console.error(`Views: ${rows.length} ${kind} views not written (${again.length} to retry)`, error);
        for (const view of again) this.add({ ...view, retried: true });
      }
    }
    this.schedule();
    return result;
  }
}

function flushIntervalMs(): number {
  // A test knob (playwright.config.ts shortens it so a journey need not wait); production keeps the constant.
  const configured = Number(process.env.VIEW_FLUSH_INTERVAL_MS);
  return Number.isInteger(configured) && configured > 0 ? configured : VIEW_FLUSH_INTERVAL_MS;
}

// On globalThis, like the database slot: one counter however often Vite reloads the module in development.
const slot = globalThis as { __muddleViewCounter?: ViewCounter };

function viewCounter(): ViewCounter {
  slot.__muddleViewCounter ??= new ViewCounter({ intervalMs: flushIntervalMs(), maxPending: VIEW_PENDING_MAX });
  return slot.__muddleViewCounter;
}

/** Counts a page view for the next batch (POST /api/site/views). */
export function countView(kind: ViewKind, id: string, visitor: Visitor): CountOutcome {
  return viewCounter().count(kind, id, visitor);
}

/** Writes the views waiting now (tests; shutdown uses stopCountingViews). */
export function flushViews(): Promise<FlushResult> {
  return viewCounter().flush();
}

/** Graceful shutdown (server/prepare.ts): no new views, and those waiting are written before the database closes. */
export async function stopCountingViews(): Promise<void> {
  const counter = slot.__muddleViewCounter;
  if (!counter) return;
  await counter.stop();
  slot.__muddleViewCounter = undefined;
}
