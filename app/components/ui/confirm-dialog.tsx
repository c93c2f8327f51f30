/**
 * A confirmation before something that cannot be undone (Radix AlertDialog: focus starts on Cancel and is
 * trapped). Controlled: the caller opens it; `onConfirm` resolves true to close it. Radix returns focus only
 * to its own Trigger, so on closing, focus goes back to `returnFocus` or to what had it when the dialog opened.
 */
import { AlertDialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "./button";

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => Promise<boolean>;
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  const [busy, setBusy] = useState(false);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.current ?? opener.current;
            if (target instanceof HTMLElement && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-(--radius-card) border border-line bg-surface p-6 text-ink shadow-(--shadow-card)"
        >
          <AlertDialog.Title className="font-display text-2xl font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses({ variant: "danger" })}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                const done = await onConfirm().finally(() => setBusy(false));
                if (done) onOpenChange(false);
              }}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
