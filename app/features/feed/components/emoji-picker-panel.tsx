/**
 * The emoji picker's inside (frimousse): a search box, then the six categories of ten as a grid. The
 * search box has the focus; the arrow keys move through the emoji and Enter picks one (frimousse), or
 * Tab into the grid does the same. Its data is our catalogue, never a CDN.
 */
import {
  type EmojiPickerListCategoryHeaderProps,
  type EmojiPickerListEmojiProps,
  type EmojiPickerListRowProps,
  EmojiPicker as Frimousse,
} from "frimousse";
import { createContext, useContext, useEffect, useRef } from "react";
import { EMOJI_PER_CATEGORY, emojiPickerData } from "./emoji-catalogue";

const DATA = emojiPickerData();
// One function for the module's life: frimousse caches the data per resolver.
const resolveEmojiData = () => DATA;

function CategoryHeader({ category, ...props }: EmojiPickerListCategoryHeaderProps) {
  return (
    <div {...props} className="bg-surface px-1 pt-2.5 pb-1 text-xs font-semibold text-muted">
      {category.label}
    </div>
  );
}

/** Whether the last move in the picker came from the keyboard (only then is the active emoji scrolled to). */
const KeyboardMoves = createContext<React.RefObject<boolean>>({ current: false });

/**
 * frimousse numbers rows and columns from 0; ARIA counts from 1. frimousse finds the row to scroll
 * to by that 0-based `aria-rowindex`, so after the shift it would bring the row above into view: each
 * emoji the keyboard makes active scrolls itself into view instead (below the sticky category header).
 */
function Row({ "aria-rowindex": index, role, ...props }: EmojiPickerListRowProps) {
  // frimousse's hidden sizing row has neither role nor index.
  if (role !== "row" || typeof index !== "number") return <div {...props} />;
  // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useSemanticElements: a row of frimousse's virtual grid, moved through with the arrow keys from the search box.
  return <div {...props} role="row" aria-rowindex={index + 1} />;
}

/** Scrolls the picker's viewport (never the page) so that the emoji shows below the sticky category header. */
function keepInView(button: HTMLElement) {
  const viewport = button.closest<HTMLElement>("[frimousse-viewport]");
  if (!viewport) return;
  const room = viewport.getBoundingClientRect();
  const cell = button.getBoundingClientRect();
  const header = 30;
  if (cell.top < room.top + header) viewport.scrollTop -= room.top + header - cell.top;
  else if (cell.bottom > room.bottom) viewport.scrollTop += cell.bottom - room.bottom;
}

function Emoji({ emoji, "aria-colindex": column, role: _gridcell, ...props }: EmojiPickerListEmojiProps) {
  const button = useRef<HTMLButtonElement>(null);
  const keyboard = useContext(KeyboardMoves);
  useEffect(() => {
    if (emoji.isActive && keyboard.current && button.current) keepInView(button.current);
  }, [emoji.isActive, keyboard]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a cell of frimousse's virtual grid (its own markup, numbered from 1 here).
    <button
      {...props}
      ref={button}
      role="gridcell"
      aria-colindex={typeof column === "number" ? column + 1 : undefined}
      className="flex size-8 shrink-0 items-center justify-center rounded-md text-xl leading-none data-active:bg-accent-soft data-active:outline-2 data-active:outline-accent"
    >
      {emoji.emoji}
    </button>
  );
}

export default function EmojiPickerPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const search = useRef<HTMLInputElement>(null);
  const keyboard = useRef(false);
  useEffect(() => search.current?.focus(), []);

  return (
    <Frimousse.Root
      resolveEmojiData={resolveEmojiData}
      // One row per category.
      columns={EMOJI_PER_CATEGORY}
      onEmojiSelect={({ emoji }) => onPick(emoji)}
      onKeyDownCapture={() => {
        keyboard.current = true;
      }}
      onPointerMoveCapture={() => {
        keyboard.current = false;
      }}
      className="flex min-h-0 w-[calc(21rem+16px)] max-w-[calc(100vw-1rem)] flex-col"
    >
      <KeyboardMoves value={keyboard}>
        <div className="border-b border-line p-2">
          <Frimousse.Search
            ref={search}
            aria-label="Search emoji"
            placeholder="Search emoji"
            className="block h-10 w-full rounded-lg border border-line bg-surface-2 px-3 text-sm text-ink placeholder:text-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
          />
        </div>
        <Frimousse.Viewport
          tabIndex={0}
          aria-label="Emoji"
          className="relative h-[23.75rem] min-h-24 flex-auto px-2 pb-2 outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-inset"
        >
          <Frimousse.Loading className="absolute inset-0 flex items-center justify-center text-sm text-muted">
            Loading emoji…
          </Frimousse.Loading>
          <Frimousse.Empty className="absolute inset-0 flex items-center justify-center px-4 text-center text-sm text-muted">
            {({ search }) => `No emoji found for “${search}”`}
          </Frimousse.Empty>
          <Frimousse.List className="select-none" components={{ CategoryHeader, Row, Emoji }} />
        </Frimousse.Viewport>
      </KeyboardMoves>
    </Frimousse.Root>
  );
}
