/**
 * The review queue (issue 21): one row per open case; j / k move between rows, x selects the focused
 * one, Enter opens it. Selected reported or held items can be kept, hidden or deleted together (a spam
 * wave spread over many authors); appeals are answered one by one on their own page.
 */
import { useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/form-controls";
import { RelativeTime } from "~/components/ui/relative-time";
import type { ActionFailure } from "~/lib/action-result.server";
import { CASE_KIND_LABEL, targetNoun } from "../moderation-format";
import { casePath } from "../moderation-paths";
import type { QueueEntry } from "../moderation-queue.server";
import { REPORT_REASON_LABEL } from "../moderation-rules";
import { isShortcutKey } from "./shortcut-keys";

const kbd = "rounded border border-line px-1";

export function ModerationQueue({
  entries,
  total,
  failure,
}: {
  entries: QueueEntry[];
  total: number;
  failure: ActionFailure | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectable = entries.filter((entry) => entry.kind !== "appeal").map((entry) => entry.id);
  // Rows decided since (the page reloaded after a bulk decision) drop out of the selection.
  const chosen = selectable.filter((id) => selected.has(id));

  function toggle(id: string, on = !selected.has(id)) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function onKey(event: React.KeyboardEvent) {
    if (!isShortcutKey(event)) return;
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[data-case]") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "j" || event.key === "k") {
      const next = links[event.key === "j" ? Math.min(links.length - 1, at + 1) : Math.max(0, at - 1)];
      next?.focus();
      event.preventDefault();
    } else if (event.key === "x" && at >= 0) {
      const id = links[at]?.dataset.case;
      if (id && selectable.includes(id)) toggle(id);
      event.preventDefault();
    }
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
          <kbd className={kbd}>j</kbd> / <kbd className={kbd}>k</kbd> to move, <kbd className={kbd}>x</kbd> to select,{" "}
          <kbd className={kbd}>Enter</kbd> to review
        </p>
      </div>
      <Form method="post" className="flex flex-col gap-3" aria-label="Decide on the selected cases">
        {selectable.length ? (
          <BulkBar
            chosen={chosen}
            all={selectable}
            failure={failure}
            onAll={(on) => setSelected(new Set(on ? selectable : []))}
          />
        ) : null}
        <ol ref={list} className="flex flex-col gap-3" onKeyDown={onKey}>
          {entries.map((entry) => (
            <QueueRow
              key={entry.id}
              entry={entry}
              selected={selected.has(entry.id)}
              onSelect={entry.kind === "appeal" ? null : (on) => toggle(entry.id, on)}
            />
          ))}
        </ol>
      </Form>
    </section>
  );
}

function QueueRow({
  entry,
  selected,
  onSelect,
}: {
  entry: QueueEntry;
  selected: boolean;
  onSelect: ((on: boolean) => void) | null;
}) {
  const id = useId();
  const what = `${CASE_KIND_LABEL[entry.kind]} ${targetNoun(entry.target_type)}${entry.snapshot.title ? ` “${entry.snapshot.title}”` : ""}`;
  return (
    <li className="flex items-stretch gap-2">
      {onSelect ? (
        <label
          htmlFor={`${id}-pick`}
          className="flex w-11 shrink-0 cursor-pointer items-center justify-center rounded-(--radius-card) border border-line bg-surface has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
        >
          <input
            id={`${id}-pick`}
            type="checkbox"
            name="case_id"
            value={entry.id}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            className="size-4 accent-(--accent)"
          />
          <span className="sr-only">Select {what}</span>
        </label>
      ) : (
        <span className="w-11 shrink-0" aria-hidden />
      )}
      <Link
        to={casePath(entry.id)}
        data-case={entry.id}
        className={`block min-w-0 flex-1 rounded-(--radius-card) border bg-surface p-4 shadow-(--shadow-card) transition hover:border-accent focus-visible:border-accent ${selected ? "border-accent" : "border-line"}`}
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
  );
}

function BulkBar({
  chosen,
  all,
  failure,
  onAll,
}: {
  chosen: string[];
  all: string[];
  failure: ActionFailure | null;
  onAll: (on: boolean) => void;
}) {
  const ids = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const reasonError = failure?.fieldErrors.reason?.[0];
  const everything = chosen.length === all.length;
  const [decision, setDecision] = useState("remove");
  return (
    // Sticks below the site's header (4 rem) while the list scrolls.
    <div className="sticky top-18 z-10 flex flex-col gap-3 rounded-(--radius-card) border border-line bg-surface p-3 shadow-(--shadow-card) sm:flex-row sm:flex-wrap sm:items-end">
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={everything}
          ref={(box) => {
            if (box) box.indeterminate = chosen.length > 0 && !everything;
          }}
          onChange={(event) => onAll(event.target.checked)}
          className="size-4 accent-(--accent)"
        />
        {chosen.length ? `${chosen.length} selected` : "Select all"}
      </label>
      <div>
        <label htmlFor={`${ids}-action`} className={labelClass}>
          Decision
        </label>
        <select
          id={`${ids}-action`}
          name="action"
          value={decision}
          onChange={(event) => setDecision(event.target.value)}
          className={inputClass}
        >
          <option value="remove">Delete</option>
          <option value="hide">Hide (only the author sees it)</option>
          <option value="keep">Keep or approve</option>
        </select>
      </div>
      <div className="min-w-0 flex-1">
        <label htmlFor={`${ids}-reason`} className={labelClass}>
          Reason (each author reads it)
        </label>
        <input
          id={`${ids}-reason`}
          name="reason"
          required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${ids}-error` : undefined}
          className={inputClass}
        />
      </div>
      <Button type="submit" variant={decision === "remove" ? "danger" : "primary"} disabled={busy}>
        {busy ? "Saving..." : `Apply to ${chosen.length || "selected"}`}
      </Button>
      {failure?.formError || reasonError ? (
        <p id={`${ids}-error`} role="alert" className="w-full text-sm text-danger">
          {reasonError ?? failure?.formError}
        </p>
      ) : null}
    </div>
  );
}
