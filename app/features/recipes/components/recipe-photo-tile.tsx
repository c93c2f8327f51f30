/** One photo in the recipe form: its preview, position controls and caption, plus the hidden inputs that submit it. */

import { useState } from "react";
import { ChevronLeft, ChevronRight, ImageOff, LoaderCircle, Trash2 } from "~/components/ui/icons/icons";
import type { Photo } from "./use-recipe-photos";

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface text-ink transition hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40";

type TileProps = {
  /** Field name for the submitted inputs, and a unique prefix for element ids. */
  name: string;
  idPrefix: string;
  photo: Photo;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  onCaption: (index: number, caption: string) => void;
};

export function RecipePhotoTile({ name, idPrefix, photo, index, count, onMove, onRemove, onCaption }: TileProps) {
  const [broken, setBroken] = useState(false);
  const number = index + 1;
  const field = `${name}[${index}]`;
  const captionId = `${idPrefix}-caption-${photo.key}`;
  return (
    <li className="flex min-w-0 flex-col gap-2" data-photo-key={photo.key}>
      <input type="hidden" name={`${field}.url`} value={photo.url} />
      {photo.thumbnail_url ? <input type="hidden" name={`${field}.thumbnail_url`} value={photo.thumbnail_url} /> : null}
      <div className="relative aspect-square overflow-hidden rounded-card border border-line bg-surface-2">
        {broken ? (
          <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted">
            <ImageOff className="size-6" aria-hidden />
            Could not load this image
          </div>
        ) : (
          <img
            src={photo.thumbnail_url ?? photo.url}
            alt={photo.caption || `Photo ${number}`}
            className="size-full object-cover"
            decoding="async"
            onError={() => setBroken(true)}
          />
        )}
        {index === 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-ink shadow-sm">
            Main image
          </span>
        ) : null}
      </div>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={iconButton}
          aria-label={`Move photo ${number} earlier`}
          data-action="earlier"
          disabled={index === 0}
          onClick={() => onMove(index, -1)}
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={`Move photo ${number} later`}
          data-action="later"
          disabled={index === count - 1}
          onClick={() => onMove(index, 1)}
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className={`${iconButton} ml-auto hover:border-danger hover:text-danger`}
          aria-label={`Remove photo ${number}`}
          data-action="remove"
          onClick={() => onRemove(index)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <label htmlFor={captionId} className="sr-only">
        Caption for photo {number}
      </label>
      <input
        id={captionId}
        name={`${field}.caption`}
        value={photo.caption}
        onChange={(event) => onCaption(index, event.target.value)}
        maxLength={200}
        placeholder="Caption (optional)"
        className="block h-10 w-full min-w-0 rounded-lg border border-line bg-surface px-2.5 text-sm sm:h-9 text-ink placeholder:text-muted focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
      />
    </li>
  );
}

export function PendingPhotoTile({ name }: { name: string }) {
  return (
    <li className="flex min-w-0 flex-col gap-2" aria-busy="true">
      <div
        role="status"
        className="flex aspect-square flex-col items-center justify-center gap-2 rounded-card border border-dashed border-line bg-surface-2 p-2 text-center text-xs text-muted"
      >
        <LoaderCircle className="size-6 animate-spin text-accent" aria-hidden />
        <span>Uploading…</span>
        <span className="sr-only">{name}</span>
      </div>
    </li>
  );
}
