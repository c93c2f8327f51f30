/** On the author's own item that others cannot see (issue 21): "Waiting for review" or "Hidden by moderators". */
import { ShieldAlert } from "~/components/ui/icons/icons";
import { MODERATION_MESSAGES } from "../moderation-rules";

export function ModerationBadge({ state }: { state: "held" | "hidden" }) {
  const label = state === "held" ? MODERATION_MESSAGES.waitingForReview : "Hidden by moderators";
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-danger/40 px-2 py-0.5 text-xs font-medium text-danger">
      <ShieldAlert className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
