/** One case, as a moderator reviews it (issue 21): what was reported, what it is now, who reported it and why, who wrote it. */
import { Link } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { RelativeTime } from "~/components/ui/relative-time";
import type { ActionFailure } from "~/lib/action-result.server";
import { formatDate } from "~/lib/format";
import { CASE_KIND_LABEL, targetNoun } from "../moderation-format";
import { MODERATION_PATH } from "../moderation-paths";
import type { AuthorHistory, CaseDetail } from "../moderation-queue.server";
import {
  type ContentSnapshot,
  LOG_ACTION_LABEL,
  type LogAction,
  REPORT_REASON_LABEL,
  TRUST_LEVELS,
} from "../moderation-rules";
import { AppealForm, BulkRemovalForm, DecisionForm, SanctionForm } from "./case-forms";

export function CaseReview({ detail, failure }: { detail: CaseDetail; failure: ActionFailure | null }) {
  const noun = targetNoun(detail.target_type);
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={MODERATION_PATH}>Back to the queue</BackLink>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-2xl font-semibold">
          {CASE_KIND_LABEL[detail.kind]}: <span className="capitalize">{noun}</span>
          {detail.author ? ` by @${detail.author.username}` : null}
        </h2>
        <p className="text-sm text-muted">
          Score {detail.score} · opened <RelativeTime iso={detail.opened_at} />
        </p>
      </header>
      {detail.resolved ? (
        <p role="status" className="rounded-(--radius-card) border border-line bg-surface-2 px-4 py-3 text-sm">
          Already handled by @{detail.resolved.by ?? "a moderator"}
          {detail.resolved.resolution ? ` (${resolutionLabel(detail.resolved.resolution)})` : ""} on{" "}
          {formatDate(detail.resolved.at, "long")}.
        </p>
      ) : null}
      {failure?.formError ? (
        <p role="alert" className="rounded-(--radius-card) border border-danger/40 px-4 py-3 text-sm text-danger">
          {failure.formError}
        </p>
      ) : null}
      {detail.appeal ? (
        <section aria-labelledby="appeal-title" className="rounded-(--radius-card) border border-line bg-surface p-4">
          <h3 id="appeal-title" className="font-semibold">
            The member appeals: {LOG_ACTION_LABEL[detail.appeal.action]}
          </h3>
          <p className="mt-1 text-sm text-muted">Reason given then: {detail.appeal.reason}</p>
          <p className="mt-2 whitespace-pre-wrap break-words">“{detail.appeal.note}”</p>
        </section>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ContentPanel title="As reported" snapshot={detail.snapshot} />
        <ContentPanel
          title="Now"
          snapshot={detail.current?.snapshot ?? null}
          state={detail.current?.moderation}
          missing={detail.target_type === "member" ? "A member's account" : "Deleted by its author"}
        />
      </div>
      {detail.reports.length ? <ReportList reports={detail.reports} /> : null}
      {detail.author ? <AuthorPanel author={detail.author} /> : null}
      {detail.resolved ? null : detail.kind === "appeal" ? (
        <AppealForm failure={failure} />
      ) : detail.target_type !== "member" ? (
        <DecisionForm held={detail.kind === "held"} failure={failure} />
      ) : null}
      {detail.author && detail.author.role === "member" ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <SanctionForm author={detail.author} failure={failure} />
          <BulkRemovalForm author={detail.author} />
        </div>
      ) : null}
    </div>
  );
}

function ContentPanel({
  title,
  snapshot,
  state,
  missing,
}: {
  title: string;
  snapshot: ContentSnapshot | null;
  state?: string;
  missing?: string;
}) {
  return (
    <section className="rounded-(--radius-card) border border-line bg-surface p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
        {state ? <span className="text-xs text-muted">{state}</span> : null}
      </div>
      {snapshot ? (
        <>
          {snapshot.title ? <p className="mt-2 font-semibold">{snapshot.title}</p> : null}
          <p className="mt-1 whitespace-pre-wrap break-words">{snapshot.text || "(no text)"}</p>
          {snapshot.images.length ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Images">
              {snapshot.images.map((src) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <img
                      src={src}
                      alt=""
                      className="size-20 rounded-lg border border-line object-cover"
                      loading="lazy"
                    />
                    <span className="sr-only">Open image</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {snapshot.path && title === "Now" ? (
            <Link to={snapshot.path} className="mt-3 inline-block text-sm font-semibold text-accent underline">
              Open it
            </Link>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-muted">{missing}</p>
      )}
    </section>
  );
}

function ReportList({ reports }: { reports: CaseDetail["reports"] }) {
  return (
    <section aria-labelledby="reports-title">
      <h3 id="reports-title" className="mb-2 text-lg font-semibold">
        Reports ({reports.length})
      </h3>
      <ul className="flex flex-col divide-y divide-line rounded-(--radius-card) border border-line bg-surface">
        {reports.map((report) => (
          <li key={report.id} className="p-3 text-sm">
            <p className="flex flex-wrap gap-x-2">
              <strong>{REPORT_REASON_LABEL[report.reason]}</strong>
              <span className="text-muted">
                @{report.reporter_username} · weight {report.weight} · <RelativeTime iso={report.created_at} />
              </span>
            </p>
            {report.note ? <p className="mt-1 whitespace-pre-wrap break-words">{report.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AuthorPanel({ author }: { author: AuthorHistory }) {
  return (
    <section aria-labelledby="author-title" className="rounded-(--radius-card) border border-line bg-surface p-4">
      <h3 id="author-title" className="text-lg font-semibold">
        About <Link to={`/${author.username}`}>@{author.username}</Link>
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Trust</dt>
        <dd>
          {author.trust} (level {TRUST_LEVELS.indexOf(author.trust)})
          {author.role !== "member" ? ` · ${author.role}` : ""}
        </dd>
        <dt className="text-muted">Joined</dt>
        <dd>
          <RelativeTime iso={author.joined_at} />
        </dd>
        {author.silenced_until ? (
          <>
            <dt className="text-muted">Silenced</dt>
            <dd>until {formatDate(author.silenced_until, "long")}</dd>
          </>
        ) : null}
        {author.suspended_until ? (
          <>
            <dt className="text-muted">Suspended</dt>
            <dd>until {formatDate(author.suspended_until, "long")}</dd>
          </>
        ) : null}
      </dl>
      <h4 className="mt-3 text-sm font-semibold">Past actions</h4>
      {author.past_actions.length ? (
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {author.past_actions.map((past) => (
            <li key={`${past.created_at}-${past.action}`}>
              {LOG_ACTION_LABEL[past.action]}
              {past.reverted ? " (reverted)" : ""} · <span className="text-muted">{past.reason}</span> ·{" "}
              <RelativeTime iso={past.created_at} className="text-muted" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">None</p>
      )}
    </section>
  );
}

function resolutionLabel(resolution: string): string {
  return resolution in LOG_ACTION_LABEL ? LOG_ACTION_LABEL[resolution as LogAction].toLowerCase() : resolution;
}
