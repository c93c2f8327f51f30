/** On every page until read (issue 21): a moderator's warning to acknowledge, or a silence in force. */
import { Link, useLocation } from "react-router";
import { ShieldAlert } from "~/components/ui/icons/icons";
import type { StandingNotice } from "../appeals.server";
import { untilLabel } from "../moderation-format";
import { MEMBER_MODERATION_PATH } from "../moderation-paths";

export function StandingBanner({ notice }: { notice: StandingNotice | undefined }) {
  const { pathname } = useLocation();
  if (!notice || pathname === MEMBER_MODERATION_PATH) return null;
  const text = notice.warnings
    ? "A moderator has sent you a warning. Please read it."
    : `Your account is silenced ${untilLabel(notice.silenced_until) ?? ""}: you can read, but not post or comment.`;
  return (
    <aside aria-label="Moderation notice" className="border-b border-danger/40 bg-surface">
      <p className="mx-auto flex max-w-(--container-content) flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2.5 text-sm sm:px-6">
        <ShieldAlert className="size-4 shrink-0 text-danger" aria-hidden />
        <span>{text}</span>
        <Link to={MEMBER_MODERATION_PATH} className="font-medium text-accent underline underline-offset-4">
          {notice.warnings ? "Read the warning" : "See why"}
        </Link>
      </p>
    </aside>
  );
}
