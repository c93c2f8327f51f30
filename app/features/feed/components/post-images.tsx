/**
 * A post's or comment's images (up to 4) as one tidy block: one image wide, two side by side, three as
 * one tall and two stacked, four in a square. Each is a button opening the viewer at that image; on
 * closing, the focus goes to the thumbnail of the image last shown.
 */
import { useRef, useState } from "react";
import { POST_MAX_IMAGES } from "~/lib/constants";
import { imageAlt, PostImageViewer } from "./post-image-viewer";

const GRID: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-2 grid-rows-2",
  4: "grid-cols-2 grid-rows-2",
};

export function PostImages({
  images,
  authorName,
  className = "",
}: {
  images: string[];
  /** The author's shown name, for the alternative text: "Image 1 of 3 in Ana's post". */
  authorName: string;
  className?: string;
}) {
  const shown = images.slice(0, POST_MAX_IMAGES);
  const [viewing, setViewing] = useState<number | null>(null);
  const lastViewed = useRef(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  if (!shown.length) return null;
  const count = shown.length;

  function view(index: number) {
    lastViewed.current = index;
    setViewing(index);
  }

  return (
    <>
      <div className={`grid aspect-[16/10] gap-1 overflow-hidden rounded-xl ${GRID[count]} ${className}`}>
        {shown.map((src, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the same address may appear twice; its place is its identity.
            key={index}
            ref={(element) => {
              thumbnails.current[index] = element;
            }}
            type="button"
            aria-haspopup="dialog"
            onClick={() => view(index)}
            className={`group relative min-h-0 cursor-zoom-in overflow-hidden bg-surface-2 outline-none after:pointer-events-none after:absolute after:inset-0 focus-visible:after:shadow-[inset_0_0_0_3px_var(--accent)] ${
              count === 3 && index === 0 ? "row-span-2" : ""
            }`}
          >
            <img
              src={src}
              alt={imageAlt(index, count, authorName)}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
            />
          </button>
        ))}
      </div>
      <PostImageViewer
        images={shown}
        author={authorName}
        index={viewing}
        onIndexChange={view}
        onClose={() => setViewing(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          thumbnails.current[lastViewed.current]?.focus();
        }}
      />
    </>
  );
}
