/**
 * A centred modal dialog (Radix Dialog: focus trapped and returned, Escape and the overlay close it) with
 * its title, a Close button and a description. Its body is the children.
 */

import { Dialog } from "radix-ui";
import { X } from "~/components/ui/icons/icons";

export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  onOpenAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** Where focus goes on opening; Radix's default is the first focusable element (the Close button). */
  onOpenAutoFocus?: (event: Event) => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto -translate-x-1/2 -translate-y-1/2 rounded-(--radius-card) border border-line bg-surface p-6 text-ink shadow-(--shadow-card)"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="min-w-0 break-words font-display text-2xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
