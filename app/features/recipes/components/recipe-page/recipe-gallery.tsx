/** Part 1 §2: the recipe's photos with previous and next arrows, dots and captions. */

import { useState } from "react";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons/icons";
import { RecipeImage } from "../recipe-image";

type Photo = { url: string; caption: string | null };

const arrowClasses =
  "absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-(--shadow-card) backdrop-blur transition hover:bg-surface";

export function RecipeGallery({ name, photos }: { name: string; photos: Photo[] }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const frame = "aspect-[4/3] w-full overflow-hidden rounded-(--radius-card) bg-surface-2 shadow-(--shadow-card)";

  if (count === 0) {
    return <RecipeImage src={null} alt={`${name} (no photo yet)`} className={frame} />;
  }

  const current = photos[Math.min(index, count - 1)] ?? photos[0]!;
  const multiple = count > 1;
  const show = (next: number) => setIndex((next + count) % count);

  // Left and right arrows work while focus is on any of the gallery's controls.
  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  }

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <div className="relative">
        <figure className={frame}>
          <img
            key={current.url}
            src={current.url}
            alt={current.caption || (multiple ? `${name}, photo ${index + 1} of ${count}` : name)}
            className="size-full object-cover"
            fetchPriority={index === 0 ? "high" : "auto"}
            decoding="async"
          />
        </figure>
        {multiple ? (
          <>
            <button
              type="button"
              className={`${arrowClasses} left-3`}
              aria-label="Previous photo"
              onKeyDown={onKeyDown}
              onClick={() => show(index - 1)}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              className={`${arrowClasses} right-3`}
              aria-label="Next photo"
              onKeyDown={onKeyDown}
              onClick={() => show(index + 1)}
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center">
              <div className="flex gap-1 rounded-full bg-surface/85 px-1.5 py-1 backdrop-blur">
                {photos.map((photo, i) => (
                  <button
                    key={photo.url}
                    type="button"
                    aria-label={`Show photo ${i + 1}`}
                    aria-current={i === index ? "true" : undefined}
                    onClick={() => show(i)}
                    onKeyDown={onKeyDown}
                    className="group inline-flex size-6 items-center justify-center rounded-full"
                  >
                    <span
                      className={`block rounded-full transition-all ${
                        i === index ? "h-2 w-4 bg-accent" : "size-2 bg-muted/60 group-hover:bg-ink"
                      }`}
                    />
                  </button>
                ))}
              </div>
            </div>
          </>
        ) : null}
      </div>
      {current.caption || multiple ? (
        <p className="mt-2 flex items-baseline justify-between gap-3 text-sm text-muted" aria-live="polite">
          <span>{current.caption}</span>
          {multiple ? (
            <span className="shrink-0 tabular-nums">
              {index + 1} / {count}
            </span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
