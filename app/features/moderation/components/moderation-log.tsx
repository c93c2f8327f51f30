/** The moderation log (issue 21): who did what, to which item or member, why, until when, and whether it was reverted. */
import { Link } from "react-router";
import { RelativeTime } from "~/components/ui/relative-time";
import { targetNoun, untilLabel } from "../moderation-format";
import { casePath } from "../moderation-paths";
import type { LogEntryView } from "../moderation-queue.server";
import { LOG_ACTION_LABEL } from "../moderation-rules";

export function ModerationLog({ entries }: { entries: LogEntryView[] }) {
  if (entries.length === 0) return <p className="text-muted">No actions yet.</p>;
  return (
    <ol
      className="flex flex-col divide-y divide-line rounded-(--radius-card) border border-line bg-surface"
      aria-label="Moderation log"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 p-4 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <strong>{LOG_ACTION_LABEL[entry.action]}</strong>
            <span className="capitalize">{targetNoun(entry.target_type)}</span>
            {entry.member_username ? <span>of @{entry.member_username}</span> : null}
            <span className="text-muted">
              by {entry.moderator_username ? `@${entry.moderator_username}` : "the rules"} ·{" "}
              <RelativeTime iso={entry.created_at} />
            </span>
            {untilLabel(entry.expires_at) ? <span className="text-muted">· {untilLabel(entry.expires_at)}</span> : null}
            {entry.reverted_at ? (
              <span className="rounded-full border border-line px-2 text-xs">
                Reverted{entry.reverted_by ? ` by @${entry.reverted_by}` : ""}
              </span>
            ) : null}
          </p>
          <p className="break-words text-muted">{entry.reason}</p>
          {entry.snapshot?.title || entry.snapshot?.text ? (
            <p className="line-clamp-1 break-words text-muted">“{entry.snapshot.title ?? entry.snapshot.text}”</p>
          ) : null}
          {entry.case_id ? (
            <Link to={casePath(entry.case_id)} className="self-start text-accent underline">
              Case
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
