/**
 * Recipe Photos (part 1 §2): up to 4, the first is the main image, removable, the uploader hidden
 * at 4, also add by URL. Submits as `${name}[i].url`, `.thumbnail_url` and `.caption`, so the
 * photos already on a recipe are sent even before the page's JavaScript has loaded.
 */

import { useEffect, useId, useRef, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { Button } from "~/components/ui/button";
import { ImagePlus } from "~/components/ui/icons/icons";
import { MAX_RECIPE_PHOTOS, NOT_AN_IMAGE_MESSAGE } from "~/lib/constants";
import { PendingPhotoTile, RecipePhotoTile } from "./recipe-photo-tile";
import { type PhotoValue, useRecipePhotos } from "./use-recipe-photos";

type FocusRequest = { key: string; action: "earlier" | "later" | "remove" } | { index: number; action: "remove" };

export function RecipePhotosField({ name, defaultValue }: { name: string; defaultValue: PhotoValue[] }) {
  const { photos, pending, error, free, addFiles, addUrl, remove, move, setCaption } = useRecipePhotos(defaultValue);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const urlId = `${id}-url`;
  const [url, setUrl] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const focusRequest = useRef<FocusRequest | null>(null);

  const { getRootProps, getInputProps, isDragActive, rootRef } = useDropzone({
    accept: { "image/*": [] },
    multiple: true,
    maxFiles: Math.max(free, 1),
    disabled: free <= 0,
    // Part 1 §5: a file that is not an image gets the spec's words; other rejections keep react-dropzone's.
    getErrorMessage: (rejection) => (rejection.code === "file-invalid-type" ? NOT_AN_IMAGE_MESSAGE : rejection.message),
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      const messages = rejections.flatMap((r) => r.errors.map((e) => e.message));
      if (accepted.length > 0 || messages.length > 0) void addFiles(accepted, messages);
    },
  });

  // Keeps keyboard focus on the control that was used after the list re-renders.
  useEffect(() => {
    const request = focusRequest.current;
    const list = listRef.current;
    if (!request) return;
    focusRequest.current = null;
    const buttons = (selector: string) => list?.querySelectorAll<HTMLButtonElement>(selector) ?? [];
    if ("key" in request) {
      const tile = list?.querySelector(`[data-photo-key="${request.key}"]`);
      const wanted = tile?.querySelector<HTMLButtonElement>(`[data-action="${request.action}"]`);
      const other = request.action === "earlier" ? "later" : "earlier";
      (wanted?.disabled ? tile?.querySelector<HTMLButtonElement>(`[data-action="${other}"]`) : wanted)?.focus();
      return;
    }
    const removes = buttons('[data-action="remove"]');
    const next = removes[Math.min(request.index, removes.length - 1)];
    if (next) next.focus();
    else rootRef.current?.focus();
  });

  const onMove = (index: number, by: -1 | 1) => {
    const photo = photos[index];
    if (photo) focusRequest.current = { key: photo.key, action: by === -1 ? "earlier" : "later" };
    move(index, by);
  };
  const onRemove = (index: number) => {
    focusRequest.current = { index, action: "remove" };
    remove(index);
  };
  const submitUrl = () => {
    if (addUrl(url)) setUrl("");
  };

  const full = free <= 0;
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium">Recipe Photos</legend>
      <p id={hintId} className="text-xs text-muted">
        Up to {MAX_RECIPE_PHOTOS} photos. The first is the main image.
      </p>

      {photos.length + pending.length > 0 ? (
        <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Recipe photos">
          {photos.map((photo, index) => (
            <RecipePhotoTile
              key={photo.key}
              name={name}
              idPrefix={id}
              photo={photo}
              index={index}
              count={photos.length}
              onMove={onMove}
              onRemove={onRemove}
              onCaption={setCaption}
            />
          ))}
          {pending.map((p) => (
            <PendingPhotoTile key={p.key} name={p.name} />
          ))}
        </ul>
      ) : null}

      {full ? (
        <p className="text-sm text-muted">
          That's {MAX_RECIPE_PHOTOS} photos, the most a recipe can have. Remove one to add another.
        </p>
      ) : (
        <>
          <input {...getInputProps({ "aria-label": "Upload recipe photos" })} />
          <div
            {...getRootProps({ role: "button", "aria-describedby": hintId })}
            className={`flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-6 text-center transition ${
              isDragActive ? "border-accent bg-accent-soft" : "border-line bg-surface-2 hover:border-accent/60"
            }`}
          >
            <ImagePlus className="size-7 text-accent" aria-hidden />
            <span className="text-sm font-medium text-ink">Drag photos here or click to upload</span>
            <span className="text-xs text-muted">JPEG, PNG, WebP or GIF · room for {free} more</span>
          </div>
          <div>
            <label htmlFor={urlId} className="mb-1.5 block text-sm font-medium">
              Add image by URL
            </label>
            <div className="flex gap-2">
              <input
                id={urlId}
                type="text"
                inputMode="url"
                autoComplete="off"
                placeholder="https://…"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the address instead of submitting the whole recipe form.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    submitUrl();
                  }
                }}
                aria-invalid={error?.source === "url" || undefined}
                aria-describedby={error?.source === "url" ? errorId : undefined}
                className="block h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3.5 text-ink placeholder:text-muted focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none aria-invalid:border-danger"
              />
              <Button variant="secondary" onClick={submitUrl} className="shrink-0">
                Add
              </Button>
            </div>
          </div>
        </>
      )}

      <div id={errorId} role="alert" className="text-sm text-danger empty:hidden">
        {error ? <p className="whitespace-pre-line">{error.message}</p> : null}
      </div>
    </fieldset>
  );
}
