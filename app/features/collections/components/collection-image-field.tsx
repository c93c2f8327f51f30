/**
 * The collection form's optional image (part 2 §5: "image optional, any image type"). With the script:
 * drag and drop or click (react-dropzone), a preview, Replace and Remove; the chosen file is put back
 * on the form's own file input, so it posts with the form. Before the script runs: a plain file input
 * and, when editing, a "Remove the current image" box. The edit form says keep, replace or remove in
 * `image_choice` (IMAGE_CHOICES); the server decides whether the file is an image.
 */

import { useEffect, useId, useRef, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { Button } from "~/components/ui/button";
import { checkboxClass } from "~/components/ui/form-controls";
import { ImagePlus, RotateCcw, Trash2 } from "~/components/ui/icons/icons";
import { NOT_AN_IMAGE_MESSAGE } from "~/lib/constants";
import { FILE_LIMITS } from "~/lib/limits";
import { useHydrated } from "~/lib/use-hydrated";
import type { IMAGE_CHOICES } from "../collection-schema";

type ImageChoice = (typeof IMAGE_CHOICES)[number];

const MAX_MB = FILE_LIMITS.photo / (1024 * 1024);
const TOO_LARGE = `This image is too large (max ${MAX_MB} MB).`;
const HINT = `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_MB} MB. Shown at 16:9 on cards.`;
const box =
  "flex min-h-36 w-full flex-col items-center justify-center gap-2 rounded-(--radius-card) border-2 border-dashed px-4 py-6 text-center transition";

type Props = {
  /** The stored image when editing; null when creating or when there is none. */
  currentUrl: string | null;
  /** The server's last answer to the form: its messages for `image` are shown here. */
  result: { error?: Record<string, string[] | null> | null } | null | undefined;
};

const imageErrors = (result: Props["result"]) => result?.error?.image ?? undefined;

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((e) => e.code)));
  if (codes.has("file-invalid-type")) return NOT_AN_IMAGE_MESSAGE;
  if (codes.has("file-too-large")) return TOO_LARGE;
  return rejections[0]?.errors[0]?.message ?? NOT_AN_IMAGE_MESSAGE;
}

export function CollectionImageField(props: Props) {
  return useHydrated() ? <ImageDropzone {...props} /> : <PlainImageInput {...props} />;
}

function PlainImageInput({ currentUrl, result }: Props) {
  const id = useId();
  const errors = imageErrors(result);
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">Image (optional)</legend>
      {currentUrl ? (
        <img
          src={currentUrl}
          alt="Current collection"
          className="mb-3 aspect-[16/9] w-full max-w-sm rounded-xl object-cover"
        />
      ) : null}
      <label htmlFor={`${id}-file`} className="mb-1 block text-sm">
        {currentUrl ? "Replace with a new image" : "Choose an image"}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        name="image"
        accept="image/*"
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        className="block w-full max-w-full text-sm"
      />
      {currentUrl ? (
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input type="checkbox" name="image_choice" value="remove" className={checkboxClass} />
          Remove the current image
        </label>
      ) : null}
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {HINT}
      </p>
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {errors?.join(". ")}
        </p>
      ) : null}
    </fieldset>
  );
}

function ImageDropzone({ currentUrl, result }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [preview, setPreview] = useState<string | null>(null);
  // Some images the server accepts (HEIC, TIFF) have no preview in the browser.
  const [previewBroken, setPreviewBroken] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState(() => imageErrors(result));
  const replaceButton = useRef<HTMLButtonElement>(null);
  const [focusPending, setFocusPending] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const message = localError ?? serverErrors?.join(". ") ?? null;
  const choice: ImageChoice = preview ? "replace" : removed ? "remove" : "keep";
  const shown = preview ?? (removed ? null : currentUrl);

  const { getRootProps, getInputProps, inputRef, rootRef, isDragActive, open } = useDropzone({
    accept: { "image/*": [] },
    multiple: false,
    maxSize: FILE_LIMITS.photo,
    onDrop: (accepted, rejections) => {
      const input = inputRef.current;
      const file = accepted[0];
      if (!file || rejections.length) {
        // The picker may have left the refused file on the input: it must not be posted.
        if (input) input.value = "";
        setLocalError(rejectionMessage(rejections));
        return;
      }
      if (input) {
        const transfer = new DataTransfer();
        transfer.items.add(file);
        input.files = transfer.files;
      }
      setLocalError(null);
      setServerErrors(undefined);
      setPreviewBroken(false);
      setPreview(URL.createObjectURL(file));
    },
  });

  // Each answer from the server shows its message for the image. A refused file is dropped (posting it
  // again would fail again) and the field takes the focus: the details were valid, or the server would
  // not have looked at the image.
  useEffect(() => {
    const errors = imageErrors(result);
    setServerErrors(errors);
    if (!errors?.length) return;
    if (inputRef.current) inputRef.current.value = "";
    setPreview(null);
    setFocusPending(true);
  }, [result, inputRef]);

  // After the render without the refused file: the drop area, or Replace beside the current image.
  useEffect(() => {
    if (!focusPending || preview) return;
    setFocusPending(false);
    (replaceButton.current ?? rootRef.current)?.focus();
  }, [focusPending, preview, rootRef]);

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
    setPreview(null);
    setLocalError(null);
    setServerErrors(undefined);
    setRemoved(Boolean(currentUrl));
  }

  const invalid = Boolean(message);
  const describedBy = `${hintId}${invalid ? ` ${errorId}` : ""}`;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">
        Image <span className="font-normal text-muted">(optional)</span>
      </legend>
      {currentUrl ? <input type="hidden" name="image_choice" value={choice} /> : null}
      <input {...getInputProps({ name: "image", id: `${id}-file` })} />
      {shown ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {preview && previewBroken ? (
            <div className="flex aspect-[16/9] w-full max-w-sm items-center justify-center rounded-xl border border-line bg-surface-2 px-4 text-center text-sm text-muted">
              No preview for this file; it is checked when you save.
            </div>
          ) : (
            <img
              src={shown}
              alt={preview ? "Preview of the chosen image" : "Current collection image"}
              onError={preview ? () => setPreviewBroken(true) : undefined}
              className="aspect-[16/9] w-full max-w-sm rounded-xl border border-line object-cover"
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              ref={replaceButton}
              variant="secondary"
              size="sm"
              onClick={open}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              <ImagePlus className="size-4" aria-hidden />
              Replace image
            </Button>
            <Button variant="ghost" size="sm" onClick={clear}>
              <Trash2 className="size-4" aria-hidden />
              Remove image
            </Button>
          </div>
        </div>
      ) : (
        <div
          {...getRootProps({
            role: "button",
            "aria-label": "Choose an image",
            "aria-describedby": describedBy,
            "aria-invalid": invalid || undefined,
          })}
          className={`${box} cursor-pointer focus-visible:outline-2 focus-visible:outline-accent ${
            invalid
              ? "border-danger bg-surface-2"
              : isDragActive
                ? "border-accent bg-accent-soft"
                : "border-line bg-surface-2 hover:border-accent/60"
          }`}
        >
          <ImagePlus className="size-7 text-accent" aria-hidden />
          <span className="text-sm font-medium text-ink">Drag and drop an image, or click to choose one</span>
        </div>
      )}
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        {HINT}
      </p>
      {removed && !preview && currentUrl ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          The current image will be removed when you save.
          <Button variant="ghost" size="sm" onClick={() => setRemoved(false)}>
            <RotateCcw className="size-4" aria-hidden />
            Keep current image
          </Button>
        </p>
      ) : null}
      <p id={errorId} role="alert" className="mt-1 text-sm text-danger empty:hidden">
        {message}
      </p>
    </fieldset>
  );
}
