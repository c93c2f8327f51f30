/**
 * The images of a post, comment or reply (part 2 §5): up to 4, JPEG/PNG/GIF/WebP, 5 MB each, chosen by
 * drop, click (react-dropzone) or paste into the text box; a thumbnail with a remove button each; the
 * drop area hides at 4. Before JavaScript runs: a plain multiple file input named `images`.
 */

import { useCallback, useEffect, useRef, useState } from "react";
import { type DropzoneState, useDropzone } from "react-dropzone";
import { ImagePlus, X } from "~/components/ui/icons/icons";
import { IMAGE_RULES } from "../feed-schema";
import { rejectionMessages } from "./composer-rules";

export type ChosenImage = { id: number; file: File; url: string };

const ACCEPT = Object.fromEntries(IMAGE_RULES.types.map((type) => [type, []]));
const ACCEPT_ATTRIBUTE = IMAGE_RULES.types.join(",");
const MAX_MB = IMAGE_RULES.maxBytes / (1024 * 1024);
export const IMAGES_HINT = `Up to ${IMAGE_RULES.maxFiles} images: JPEG, PNG, GIF or WebP, ${MAX_MB} MB each.`;

/** The chosen images and their object URLs (freed when removed, cleared or unmounted). */
export function useComposerImages({ disabled }: { disabled: boolean }) {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const current = useRef(images);
  current.current = images;
  const nextId = useRef(0);
  const remaining = IMAGE_RULES.maxFiles - images.length;

  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const dropzone = useDropzone({
    accept: ACCEPT,
    maxSize: IMAGE_RULES.maxBytes,
    // react-dropzone reads 0 as "no limit"; at 0 the drop area is gone and paste says "Too many files".
    maxFiles: Math.max(remaining, 1),
    multiple: true,
    disabled: disabled || remaining <= 0,
    onDrop: (accepted, rejections) => {
      // The same file chosen again must fire "change" again; the files live in state, not on the input.
      if (dropzone.inputRef.current) dropzone.inputRef.current.value = "";
      setRefusals(rejectionMessages(rejections));
      const room = IMAGE_RULES.maxFiles - current.current.length;
      const fresh = accepted
        .slice(0, room)
        .map((file) => ({ id: nextId.current++, file, url: URL.createObjectURL(file) }));
      if (fresh.length) setImages((list) => [...list, ...fresh]);
    },
  });

  /** Pasted files go through react-dropzone's own checks, as if chosen in the file dialog. */
  const addPasted = useCallback(
    (files: File[]) => {
      if (disabled) return;
      if (current.current.length >= IMAGE_RULES.maxFiles) {
        setRefusals([IMAGE_RULES.tooMany]);
        return;
      }
      const input = dropzone.inputRef.current;
      if (!input) return;
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    },
    [disabled, dropzone.inputRef],
  );

  const remove = useCallback((id: number) => {
    const gone = current.current.find((image) => image.id === id);
    if (gone) URL.revokeObjectURL(gone.url);
    setImages((list) => list.filter((image) => image.id !== id));
    setRefusals([]);
  }, []);

  const clear = useCallback(() => {
    for (const image of current.current) URL.revokeObjectURL(image.url);
    setImages([]);
    setRefusals([]);
  }, []);

  return { images, refusals, remaining, dropzone, addPasted, remove, clear };
}

export function ImageThumbnails({
  images,
  onRemove,
  afterRemove,
}: {
  images: ChosenImage[];
  onRemove: (id: number) => void;
  /** Where the focus goes when the last thumbnail is removed. */
  afterRemove: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  if (!images.length) return null;

  function remove(id: number, index: number) {
    onRemove(id);
    // The pressed button is gone: the next remove button (or the previous), else the drop area.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]");
      const next = buttons?.[index] ?? buttons?.[index - 1];
      if (next) next.focus();
      else afterRemove();
    });
  }

  return (
    <ul ref={list} aria-label="Chosen images" className="flex flex-wrap gap-2">
      {images.map((image, index) => (
        <li
          key={image.id}
          className="relative size-20 overflow-hidden rounded-lg border border-line bg-surface-2 sm:size-24"
        >
          <img src={image.url} alt={image.file.name} className="size-full object-cover" />
          <button
            type="button"
            data-remove
            onClick={() => remove(image.id, index)}
            aria-label={`Remove image ${index + 1} (${image.file.name})`}
            className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-black/65 text-white transition hover:bg-black/85"
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The drop area (click or drop), or nothing at 4 images; the hidden input stays for paste. */
export function ImageDropArea({
  dropzone,
  remaining,
  hintId,
  compact,
}: {
  dropzone: DropzoneState;
  remaining: number;
  hintId: string;
  compact: boolean;
}) {
  const { getRootProps, getInputProps, isDragActive } = dropzone;
  return (
    <>
      <input {...getInputProps({ name: "images", "aria-label": "Add images" })} />
      {remaining > 0 ? (
        <div
          {...getRootProps({ role: "button", "aria-label": "Add images", "aria-describedby": hintId })}
          className={`flex cursor-pointer items-center gap-2.5 rounded-xl border-2 border-dashed px-3 text-sm transition focus-visible:outline-2 focus-visible:outline-accent ${
            compact ? "min-h-11 py-1.5" : "min-h-14 py-2.5"
          } ${isDragActive ? "border-accent bg-accent-soft" : "border-line bg-surface-2/60 hover:border-accent/60"}`}
        >
          <ImagePlus className="size-5 shrink-0 text-accent" aria-hidden />
          <span className="min-w-0">
            <span className="font-medium text-ink">{isDragActive ? "Drop to add" : "Add images"}</span>{" "}
            <span className="text-muted">
              · drop, click or paste{remaining < IMAGE_RULES.maxFiles ? ` · ${remaining} more` : ""}
            </span>
          </span>
        </div>
      ) : null}
    </>
  );
}

/** Before JavaScript: the browser's own file input, posted with the form. */
export function PlainImageInput({ id, hintId }: { id: string; hintId: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <label htmlFor={id} className="font-medium">
        Add images
      </label>
      <input
        id={id}
        type="file"
        name="images"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        aria-describedby={hintId}
        className="max-w-full text-sm"
      />
    </div>
  );
}
