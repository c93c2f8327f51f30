/**
 * /notifications (issue 17): the member's notifications in days, newest first, each linking to what
 * happened and marked read when opened; "Mark all as read"; an empty state; older pages by keyset.
 */

import { Form, Link, useFetcher, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { BellOff, Flag, Heart, MessageCircle, RefreshCw, ShieldAlert, UserPlus } from "~/components/ui/icons/icons";
import { RelativeTime } from "~/components/ui/relative-time";
import type { NotificationKind } from "../notification-kinds";
import { groupByDay, NOTIFICATIONS_PATH, type NotificationEntry, type NotificationPage } from "../notification-text";

const ICONS: Record<NotificationKind, typeof Heart> = {
  recipe_comment: MessageCircle,
  comment_reply: MessageCircle,
  post_comment: MessageCircle,
  post_reply: MessageCircle,
  recipe_like: Heart,
  post_like: Heart,
  new_follower: UserPlus,
  collection_update: RefreshCw,
  moderation: ShieldAlert,
  report_outcome: Flag,
};

export function NotificationList({ page, unread, older }: { page: NotificationPage; unread: number; older: boolean }) {
  const days = groupByDay(page.entries, page.today);
  const busy = useNavigation().formData?.get("intent") === "read-all";
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Notifications</h1>
          <p className="mt-1 text-muted">{unread > 0 ? `${unread} unread` : "You're all caught up."}</p>
        </div>
        {unread > 0 ? (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="read-all"
              className={buttonClasses({ variant: "secondary", size: "sm" })}
              disabled={busy}
            >
              Mark all as read
            </button>
          </Form>
        ) : null}
      </header>

      {days.length === 0 ? (
        <section className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-dashed border-line px-6 py-16 text-center">
          <BellOff className="size-10 text-muted" aria-hidden />
          <h2 className="text-xl font-semibold">{older ? "No older notifications" : "No notifications yet"}</h2>
          <p className="max-w-sm text-muted">
            When someone comments on or likes your recipes and posts, follows you, or changes a collection shared with
            you, you'll see it here.
          </p>
        </section>
      ) : (
        days.map((day) => (
          <section key={day.label} aria-labelledby={`day-${day.label}`} className="flex flex-col gap-2">
            <h2 id={`day-${day.label}`} className="text-sm font-semibold tracking-wide text-muted uppercase">
              {day.label}
            </h2>
            <ul className="overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)">
              {day.entries.map((entry) => (
                <NotificationItem key={entry.id} entry={entry} />
              ))}
            </ul>
          </section>
        ))
      )}

      <nav aria-label="Notification pages" className="flex justify-between gap-4">
        {older ? (
          <Link to={NOTIFICATIONS_PATH} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Newest
          </Link>
        ) : (
          <span />
        )}
        {page.next ? (
          <Link
            to={`${NOTIFICATIONS_PATH}?${new URLSearchParams({ cursor: page.next })}`}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            Older notifications
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

function NotificationItem({ entry }: { entry: NotificationEntry }) {
  const fetcher = useFetcher();
  const Icon = ICONS[entry.kind];
  const unread = entry.unread && fetcher.state === "idle" && !fetcher.data;
  // Opening an entry marks it read; the page it leads to loads meanwhile.
  const markRead = () => {
    if (!entry.unread) return;
    const form = new FormData();
    form.set("intent", "read");
    for (const id of entry.ids) form.append("id", id);
    fetcher.submit(form, { method: "post", action: NOTIFICATIONS_PATH });
  };
  return (
    <li className="border-b border-line last:border-b-0">
      <Link
        to={entry.href}
        onClick={markRead}
        data-unread={unread ? "true" : "false"}
        className={`flex items-start gap-3 px-4 py-3 transition hover:bg-surface-2 focus-visible:bg-surface-2 sm:px-5 ${unread ? "bg-accent-soft/40" : ""}`}
      >
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-ink">
            <strong className="font-semibold">{entry.who}</strong> {entry.action}
            {entry.object ? (
              <>
                {" "}
                <strong className="font-semibold">{entry.object}</strong>
              </>
            ) : null}
          </span>
          {entry.detail ? <span className="line-clamp-3 text-sm break-words text-ink">{entry.detail}</span> : null}
          <RelativeTime iso={entry.created_at} className="text-sm text-muted" />
        </span>
        {unread ? (
          <span className="mt-2 flex shrink-0 items-center">
            <span className="size-2.5 rounded-full bg-accent" aria-hidden />
            <span className="sr-only">Unread</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
