/** The author's banner on their own item that moderation holds back (issue 21): who can see it, and where to read why. */
import { Link } from "react-router";
import { ShieldAlert } from "~/components/ui/icons/icons";
import { MEMBER_MODERATION_PATH } from "../moderation-paths";

export function ModerationNotice({ state, noun }: { state: string; noun: string }) {
  const held = state === "held";
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) border border-danger/40 bg-surface px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <ShieldAlert className="size-4 shrink-0 text-danger" aria-hidden />
        {held
          ? `Waiting for review: only you can see this ${noun} until a moderator approves it.`
          : `Hidden by moderators: only you can see this ${noun}.`}
      </p>
      {held ? null : (
        <Link to={MEMBER_MODERATION_PATH} className="font-semibold text-accent underline underline-offset-4">
          Why, and how to appeal
        </Link>
      )}
    </div>
  );
}
