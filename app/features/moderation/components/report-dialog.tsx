/**
 * "Report" on anything members publish (issue 21): a dialog with the reasons and an optional note. A
 * guest is asked to sign in instead. The server decides everything (once per member, not one's own).
 */
import { lazy, Suspense, useState } from "react";
import { Flag } from "~/components/ui/icons/icons";
import { showSignInToast } from "~/features/recipes/components/recipe-page/sign-in-toast";
import { MODERATION_MESSAGES, type ReportTarget, TARGET_NOUN } from "../moderation-rules";

// The dialog loads when first opened: most readers never report, and every page with a Report button
// would otherwise carry it (e2e/javascript-budget.spec.ts).
const ReportDialog = lazy(() => import("./report-form-dialog"));

type Props = {
  target: ReportTarget;
  targetId: string;
  signedIn: boolean;
  /** Where a guest comes back to after signing in. */
  returnTo: string;
  /** The button's accessible name, e.g. "Report comment by Ada". */
  label?: string;
  className?: string;
  /** Text beside the flag (default "Report"); null for an icon-only button. */
  text?: string | null;
};

export function ReportButton({ target, targetId, signedIn, returnTo, label, className, text = "Report" }: Props) {
  const [open, setOpen] = useState(false);
  const noun = TARGET_NOUN[target];
  return (
    <>
      <button
        type="button"
        className={
          className ??
          "inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-ink"
        }
        aria-label={label ?? `Report this ${noun}`}
        aria-haspopup="dialog"
        onClick={() => (signedIn ? setOpen(true) : showSignInToast(MODERATION_MESSAGES.signInToReport, returnTo))}
      >
        <Flag className="size-4" aria-hidden />
        {text}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
