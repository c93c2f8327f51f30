/**
 * "Add emoji" for the post, comment and reply boxes (part 2 §2, §9): a popover with a search by name
 * and the spec's six categories (frimousse, with our own catalogue, loaded when first opened). The
 * chosen emoji goes in at the caret of the text box, which gets the focus back with the caret after it.
 */

import { Popover } from "radix-ui";
import { lazy, Suspense, useRef, useState } from "react";
import { Smile } from "~/components/ui/icons/icons";
import { insertAtCaret } from "./composer-rules";

const EmojiPickerPanel = lazy(() => import("./emoji-picker-panel"));
/** The picker's height with every category shown (search box and six rows of ten), in pixels. */
const FULL_HEIGHT = 450;

export type EmojiPickerProps = {
  /** The text box the emoji goes into. */
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
  /** Called with the text box's new value (a controlled text box sets it). */
  onInsert: (value: string) => void;
  disabled?: boolean;
};

export function EmojiPicker({ textareaRef, onInsert, disabled }: EmojiPickerProps) {
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<"top" | "bottom">("top");
  const trigger = useRef<HTMLButtonElement>(null);
  const picked = useRef(false);

  function openChange(next: boolean) {
    // Above the box when the whole picker fits there or there is more room than below; else below.
    // (The popover shrinks to the room it has, so Radix alone would keep it above in a sliver.)
    const box = trigger.current?.getBoundingClientRect();
    if (next && box) setSide(box.top >= FULL_HEIGHT || box.top >= window.innerHeight - box.bottom ? "top" : "bottom");
    setOpen(next);
  }

  function pick(emoji: string) {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const next = insertAtCaret(textarea.value, textarea.selectionStart, textarea.selectionEnd, emoji);
    picked.current = true;
    onInsert(next.value);
    setOpen(false);
    // After React has written the new value: back in the text, the caret after the emoji.
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(next.caret, next.caret);
    });
  }

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          aria-label="Add emoji"
          title="Add emoji"
          disabled={disabled}
          className="inline-flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-ink disabled:cursor-not-allowed disabled:opacity-60 data-[state=open]:bg-surface-2 data-[state=open]:text-accent"
        >
          <Smile className="size-5" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="Emoji picker"
          side={side}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // The panel focuses its search box itself once loaded.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            // After a pick the text box has the focus already; Escape or a click outside go back to the button.
            if (picked.current) event.preventDefault();
            picked.current = false;
          }}
          className="z-50 flex max-h-(--radix-popover-content-available-height) flex-col overflow-hidden rounded-xl border border-line bg-surface text-ink shadow-(--shadow-card)"
        >
          <Suspense fallback={<p className="w-72 px-4 py-6 text-center text-sm text-muted">Loading emoji…</p>}>
            <EmojiPickerPanel onPick={pick} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
