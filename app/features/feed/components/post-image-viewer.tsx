/**
 * A post's images one at a time (issue 16 "a viewer with keyboard navigation"): Previous and Next
 * buttons and the Left/Right arrow keys (going round at either end), "Image 2 of 4", Escape, the close
 * button or a click beside the image to close. Dark in both themes, as photo viewers are.
 */

import { Dialog } from "radix-ui";
import { ChevronLeft, ChevronRight, X } from "~/components/ui/icons/icons";

export const imageAlt = (index: number, count: number, author: string) =>
  `Image ${index + 1} of ${count} in ${author}'s post`;

const roundButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white";

export function PostImageViewer({
  images,
  author,
  index,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
}: {
  images: string[];
  author: string;
  /** The image shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where the focus goes after closing (Radix only returns it to a Dialog.Trigger). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const count = images.length;
  const shown = index ?? 0;
  const step = (by: number) => onIndexChange((shown + by + count) % count);

  function keyDown(event: React.KeyboardEvent) {
    if (count < 2) return;
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95 backdrop-blur-md" />
        <Dialog.Content
          onKeyDown={keyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-3 px-3 py-3 sm:px-5">
            <Dialog.Title aria-live="polite" className="font-sans text-base font-medium tabular-nums">
              Image {shown + 1} of {count}
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              {count > 1
                ? `${author}'s post. The left and right arrow keys move between its images.`
                : `${author}'s post.`}
            </Dialog.Description>
            <Dialog.Close aria-label="Close" className={roundButton}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {/* A click beside the image closes, as a click on a dialog's backdrop does. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: Escape and the Close button are the keyboard's way. */}
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-3 pb-20 sm:px-20 sm:pb-8"
            onClick={(event) => {
              if (event.target === event.currentTarget) onClose();
            }}
          >
            <img
              key={images[shown]}
              src={images[shown]}
              alt={imageAlt(shown, count, author)}
              className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
            />
            {count > 1 ? (
              <div className="absolute inset-x-0 bottom-4 flex justify-center gap-6 sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:justify-between">
                <button type="button" onClick={() => step(-1)} aria-label="Previous image" className={roundButton}>
                  <ChevronLeft className="size-6" aria-hidden />
                </button>
                <button type="button" onClick={() => step(1)} aria-label="Next image" className={roundButton}>
                  <ChevronRight className="size-6" aria-hidden />
                </button>
              </div>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
