/**
 * A step's optional photo (recipe_instructions.step_image_url): one image through the same upload
 * as recipe photos (resized in the browser, checked and re-encoded on the server, counted against
 * the unused-photo cap until a saved recipe uses it). Submits the address as `name`, so a saved
 * step keeps its photo even before the page's JavaScript has loaded.
 */

import { useId, useState } from "react";
import { ImagePlus, LoaderCircle, Trash2 } from "~/components/ui/icons/icons";
import { NOT_AN_IMAGE_MESSAGE } from "~/lib/constants";
import { useHydrated } from "~/lib/use-hydrated";
import { uploadFile } from "../use-recipe-photos";

const pill =
  "inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-2 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent";

export function StepPhotoField({
  name,
  defaultValue,
  number,
}: {
  name: string;
  defaultValue?: string;
  number: number;
}) {
  const hydrated = useHydrated();
  const [photo, setPhoto] = useState<{ url: string; preview: string } | null>(() =>
    defaultValue ? { url: defaultValue, preview: defaultValue } : null,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith("image/")) return report(NOT_AN_IMAGE_MESSAGE);
    setBusy(true);
    try {
      const stored = await uploadFile(file);
      setPhoto({ url: stored.url, preview: stored.thumbnail_url ?? stored.url });
    } catch (failure) {
      report(failure instanceof Error ? failure.message : NOT_AN_IMAGE_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  // Part 1 §5: image errors appear as a browser alert; the inline copy stays for screen readers.
  function report(message: string) {
    setError(message);
    window.alert(message);
  }

  return (
    <div className="min-w-0">
      {photo ? <input type="hidden" name={name} value={photo.url} /> : null}
      {photo ? (
        <div className="flex items-center gap-2">
          <img
            src={photo.preview}
            alt={`Step ${number}`}
            className="size-16 shrink-0 rounded-lg border border-line object-cover"
            decoding="async"
          />
          <button
            type="button"
            onClick={() => setPhoto(null)}
            aria-label={`Remove photo for step ${number}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted hover:bg-surface-2 hover:text-danger"
          >
            <Trash2 className="size-4" aria-hidden />
            Remove photo
          </button>
        </div>
      ) : busy ? (
        <p role="status" className="inline-flex h-9 items-center gap-1.5 text-sm text-muted">
          <LoaderCircle className="size-4 animate-spin text-accent" aria-hidden />
          Uploading…
        </p>
      ) : hydrated ? (
        // Uploading needs JavaScript; without it the field only keeps a photo the step already has.
        <label className={pill}>
          <ImagePlus className="size-4 text-accent" aria-hidden />
          Add photo
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={`Photo for step ${number}`}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
      ) : null}
      <div id={errorId} role="alert" className="mt-1 text-sm text-danger empty:hidden">
        {error ?? null}
      </div>
    </div>
  );
}
