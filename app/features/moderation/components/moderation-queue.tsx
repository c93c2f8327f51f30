/** The review queue (issue 21): one row per open case; j / k move between rows, Enter opens one. */
import { useRef } from "react";
import { Link } from "react-router";
import { RelativeTime } from "~/components/ui/relative-time";
import { CASE_KIND_LABEL, targetNoun } from "../moderation-format";
import { casePath } from "../moderation-paths";
import type { QueueEntry } from "../moderation-queue.server";
import { REPORT_REASON_LABEL } from "../moderation-rules";

export function ModerationQueue({ entries, total }: { entries: QueueEntry[]; total: number }) {
  const list = useRef<HTMLOListElement>(null);

  function move(event: React.KeyboardEvent) {
    if (event.key !== "j" && event.key !== "k") return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[data-case]") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[event.key === "j" ? Math.min(links.length - 1, at + 1) : Math.max(0, at - 1)];
    next?.focus();
    event.preventDefault();
  }

  if (entries.length === 0) {
    return (
      <p className="rounded-(--radius-card) border border-line bg-surface p-8 text-center text-muted">
        Nothing to review. The queue is empty.
      </p>
    );
  }
  return (
    <section aria-labelledby="queue-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="queue-title" className="text-xl font-semibold">
          {total} open {total === 1 ? "case" : "cases"}
        </h2>
        <p className="text-sm text-muted">
          <kbd className="rounded border border-line px-1">j</kbd> /{" "}
          <kbd className="rounded border border-line px-1">k</kbd> to move,{" "}
          <kbd className="rounded border border-line px-1">Enter</kbd> to review
        </p>
      </div>
      <ol ref={list} className="flex flex-col gap-3" onKeyDown={move}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={casePath(entry.id)}
              data-case
              className="block rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) transition hover:border-accent focus-visible:border-accent"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="rounded-full bg-accent-soft px-2.5 py-0.5 font-semibold text-accent">
                  {CASE_KIND_LABEL[entry.kind]}
                </span>
                <span className="font-medium capitalize">{targetNoun(entry.target_type)}</span>
                {entry.owner_username ? <span className="text-muted">by @{entry.owner_username}</span> : null}
                <span className="ml-auto tabular-nums text-muted">
                  Score {entry.score} · {entry.reports} {entry.reports === 1 ? "report" : "reports"} ·{" "}
                  <RelativeTime iso={entry.opened_at} />
                </span>
              </div>
              <p className="mt-2 line-clamp-2 break-words">
                {entry.snapshot.title ? <strong className="mr-1">{entry.snapshot.title}</strong> : null}
                <span className="text-muted">{entry.snapshot.text || "(no text)"}</span>
              </p>
              {entry.reasons.length ? (
                <p className="mt-2 text-sm text-muted">
                  {entry.reasons.map((reason) => REPORT_REASON_LABEL[reason]).join(" · ")}
                </p>
              ) : null}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
