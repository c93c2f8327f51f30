/** The report dialog's form (issue 21), loaded when a member first presses Report (report-dialog.tsx). */
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "~/components/ui/button";
import { choiceClass, controlClass, labelClass } from "~/components/ui/form-controls";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { formatCount } from "~/lib/format";
import {
  MODERATION_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABEL,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
  TARGET_NOUN,
} from "../moderation-rules";

export const REPORTS_ENDPOINT = "/api/site/reports";

export default function ReportDialog({
  target,
  targetId,
  onClose,
}: {
  target: ReportTarget;
  targetId: string;
  onClose: () => void;
}) {
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noun = TARGET_NOUN[target];

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError("Please choose a reason");
      return;
    }
    setBusy(true);
    setError(null);
    const body = new URLSearchParams({ target_type: target, target_id: targetId, reason, note });
    const response = await fetch(REPORTS_ENDPOINT, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    }).catch(() => null);
    const answer = (await response?.json().catch(() => ({}))) as { message?: string; error?: string } | undefined;
    setBusy(false);
    if (response?.ok) {
      toast.success(answer?.message ?? MODERATION_MESSAGES.reported);
      onClose();
      return;
    }
    setError(answer?.error ?? "The report could not be sent. Please try again.");
  }

  const tooLong = note.length > REPORT_NOTE_MAX;
  return (
    <ModalDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={`Report this ${noun}`}
      description="Tell our moderators what is wrong. The member won't see who reported it."
    >
      <form className="mt-4 flex flex-col gap-4" onSubmit={send} noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Reason</legend>
          <div className="flex flex-col gap-1">
            {REPORT_REASONS.map((value) => (
              <label key={value} className={choiceClass}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-(--accent)"
                />
                {REPORT_REASON_LABEL[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${ids}-note`} className={labelClass}>
            Note for the moderators (optional)
          </label>
          <textarea
            id={`${ids}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${ids}-count`}
            className={`${controlClass} py-2.5`}
          />
          <p id={`${ids}-count`} className={`mt-1 text-xs ${tooLong ? "text-danger" : "text-muted"}`}>
            {formatCount(note.length)} / {formatCount(REPORT_NOTE_MAX)}
          </p>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || tooLong}>
            {busy ? "Sending..." : "Send report"}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
