/** The member's view of moderation (issue 21): actions on their content and account, appeals, and their reports. */
import { useEffect, useId, useState } from "react";
import toast from "react-hot-toast";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/form-controls";
import { formatDate } from "~/lib/format";
import type { MemberNotice, MyReport } from "../appeals.server";
import { untilLabel } from "../moderation-format";
import { actionAnchor, YOUR_REPORTS_ANCHOR } from "../moderation-notice-text";
import { LOG_ACTION_LABEL, REPORT_REASON_LABEL, TARGET_NOUN } from "../moderation-rules";

type Answer =
  | { ok: true; message: string }
  | { ok: false; formError: string | null; fieldErrors: Record<string, string[] | undefined> };

const OUTCOME_LABEL: Record<MyReport["outcome"], string> = {
  pending: "Waiting for a moderator",
  upheld: "Action taken",
  dismissed: "No action needed",
};

export function MemberModeration({
  notices,
  reports,
  answer,
}: {
  notices: MemberNotice[];
  reports: MyReport[];
  answer: Answer | null;
}) {
  useEffect(() => {
    if (answer?.ok) toast.success(answer.message);
  }, [answer]);
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="notices-title">
        <h2 id="notices-title" className="text-2xl font-semibold">
          Moderation of your content
        </h2>
        <p className="mt-1 text-sm text-muted">
          What our moderators (or the community's reports) did to your posts, comments, recipes or account, and why. You
          can appeal each once.
        </p>
        {answer && !answer.ok && answer.formError ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {answer.formError}
          </p>
        ) : null}
        {notices.length ? (
          <ul className="mt-4 flex flex-col gap-3">
            {notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-(--radius-card) border border-line bg-surface p-6 text-center text-muted">
            Nothing here: no action has been taken on your content.
          </p>
        )}
      </section>
      <section id={YOUR_REPORTS_ANCHOR} aria-labelledby="reports-title" className="scroll-mt-24">
        <h2 id="reports-title" className="text-2xl font-semibold">
          Your reports
        </h2>
        {reports.length ? (
          <ul className="mt-4 flex flex-col divide-y divide-line rounded-(--radius-card) border border-line bg-surface">
            {reports.map((report) => (
              <li key={report.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4 text-sm">
                <span className="min-w-0">
                  <strong className="capitalize">{TARGET_NOUN[report.target_type]}</strong>{" "}
                  <span className="break-words text-muted">“{report.title ?? report.excerpt}”</span> ·{" "}
                  {REPORT_REASON_LABEL[report.reason]} · {formatDate(report.created_at, "medium")}
                </span>
                <span className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium">
                  {OUTCOME_LABEL[report.outcome]}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">You haven't reported anything.</p>
        )}
      </section>
    </div>
  );
}

function NoticeItem({ notice }: { notice: MemberNotice }) {
  const ids = useId();
  const [appealing, setAppealing] = useState(false);
  const busy = useNavigation().state !== "idle";
  // The notice a notification linked to (…/settings/moderation#action-…) stands out. The server never sees
  // the hash, so it is read once hydrated.
  const anchor = actionAnchor(notice.id);
  const hash = useLocation().hash;
  const [linkedTo, setLinkedTo] = useState(false);
  useEffect(() => setLinkedTo(hash === `#${anchor}`), [hash, anchor]);
  const what = notice.target_type === "member" ? "Your account" : `Your ${TARGET_NOUN[notice.target_type]}`;
  return (
    <li
      id={anchor}
      aria-current={linkedTo ? "true" : undefined}
      className={`flex scroll-mt-24 flex-col gap-2 rounded-(--radius-card) border bg-surface p-4 ${linkedTo ? "border-accent ring-2 ring-accent/30" : "border-line"}`}
      aria-labelledby={`${ids}-title`}
    >
      <p id={`${ids}-title`} className="flex flex-wrap items-baseline gap-x-2">
        <strong>
          {what}: {LOG_ACTION_LABEL[notice.action].toLowerCase()}
        </strong>
        <span className="text-sm text-muted">
          {formatDate(notice.created_at, "long")}
          {untilLabel(notice.expires_at) ? ` · ${untilLabel(notice.expires_at)}` : ""}
        </span>
        {notice.reverted ? <span className="rounded-full border border-line px-2 text-xs">Reversed</span> : null}
      </p>
      <p className="break-words">Reason: {notice.reason}</p>
      {notice.snapshot?.title || notice.snapshot?.text ? (
        <p className="line-clamp-2 break-words text-sm text-muted">“{notice.snapshot.title ?? notice.snapshot.text}”</p>
      ) : null}
      {notice.action === "warn" && !notice.acknowledged && !notice.reverted ? (
        <Form method="post">
          <input type="hidden" name="intent" value="acknowledge" />
          <input type="hidden" name="action_id" value={notice.id} />
          <Button type="submit" size="sm" disabled={busy}>
            I have read this
          </Button>
        </Form>
      ) : null}
      {notice.appealed_at ? (
        <p className="text-sm text-muted">You appealed on {formatDate(notice.appealed_at, "long")}.</p>
      ) : notice.can_appeal ? (
        appealing ? (
          <Form method="post" className="flex flex-col gap-2">
            <input type="hidden" name="intent" value="appeal" />
            <input type="hidden" name="action_id" value={notice.id} />
            <label htmlFor={`${ids}-note`} className="text-sm font-medium">
              Why should a moderator reconsider?
            </label>
            <textarea id={`${ids}-note`} name="note" rows={3} required className={`${controlClass} py-2.5`} />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={busy}>
                Send appeal
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setAppealing(false)}>
                Cancel
              </Button>
            </div>
          </Form>
        ) : (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setAppealing(true)}>
              Appeal
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}
