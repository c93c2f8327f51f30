/**
 * Part 2 §5 profile picture: drag and drop or click (react-dropzone, its own rejection messages),
 * JPEG/PNG/GIF/WebP, one file of at most 5 MB, a preview while it uploads, and a remove button.
 * Before JavaScript runs, the same box is a plain file input and Upload button posting to the
 * same address, which redirects back with the toast.
 */

import { useId, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import toast from "react-hot-toast";
import { useRevalidator } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { ImagePlus, Trash2 } from "~/components/ui/icons/icons";
import { PROFILE_IMAGE_MAX_BYTES } from "~/lib/constants";
import { useHydrated } from "~/lib/use-hydrated";
import {
  PICTURE_ACCEPT,
  PICTURE_HINT,
  PICTURE_REMOVE_FAILED,
  PICTURE_REMOVED,
  PICTURE_UPDATE_FAILED,
  PICTURE_UPDATED,
} from "../profile-settings-schema";

export const PICTURE_ACTION = "/settings/profile/picture";
const ACCEPT_ATTRIBUTE = Object.entries(PICTURE_ACCEPT).flat(2).join(",");

type Answer = { error?: string; fieldErrors?: Record<string, string[] | undefined> };

/** A multipart body uploads; a url-encoded `intent=remove` removes (as the plain forms do). */
async function send(body: FormData | URLSearchParams): Promise<{ ok: true } | { ok: false; message: string | null }> {
  try {
    const response = await fetch(PICTURE_ACTION, { method: "POST", body, headers: { Accept: "application/json" } });
    // Read in full either way: an unread body keeps the request open.
    const answer = ((await response.json().catch(() => null)) ?? {}) as Answer;
    if (response.ok) return { ok: true };
    return { ok: false, message: answer.fieldErrors?.picture?.[0] ?? answer.error ?? null };
  } catch {
    return { ok: false, message: null };
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ProfilePictureField({ url, name }: { url: string | null; name: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Sends one change; the toasts are the spec's words, the reason (if any) shows under the box. */
  async function change(body: FormData | URLSearchParams, done: string, failed: string) {
    setError(null);
    setBusy(true);
    const result = await send(body);
    if (result.ok) {
      toast.success(done);
      await revalidator.revalidate();
    } else {
      setError(result.message);
      toast.error(failed);
    }
    setBusy(false);
  }

  async function upload(file: File) {
    // A data: address rather than a blob: one, which would have to be revoked and stays "in flight".
    setPreview(await readAsDataUrl(file).catch(() => null));
    const body = new FormData();
    body.set("file", file);
    await change(body, PICTURE_UPDATED, PICTURE_UPDATE_FAILED);
    setPreview(null);
  }

  function remove(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void change(new URLSearchParams({ intent: "remove" }), PICTURE_REMOVED, PICTURE_REMOVE_FAILED);
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: PICTURE_ACCEPT,
    multiple: false,
    maxFiles: 1,
    maxSize: PROFILE_IMAGE_MAX_BYTES,
    disabled: busy,
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      const messages = rejections.flatMap((rejection) => rejection.errors.map((e) => e.message));
      if (messages.length) {
        setError([...new Set(messages)].join(". "));
        return;
      }
      if (accepted[0]) void upload(accepted[0]);
    },
  });

  const shown = preview ?? url;
  const box =
    "flex min-h-28 flex-1 flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-5 text-center transition";
  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="mb-3 text-sm font-medium">Profile Picture</legend>
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <div className={`shrink-0 rounded-full ring-4 ring-accent-soft ${busy ? "opacity-60" : ""}`}>
          <Avatar src={shown} name={name} size={96} />
        </div>
        {hydrated ? (
          <>
            <input {...getInputProps({ "aria-label": "Upload profile picture", "aria-describedby": hintId })} />
            <div
              {...getRootProps({ role: "button", "aria-describedby": hintId, "aria-busy": busy || undefined })}
              className={`${box} w-full cursor-pointer ${isDragActive ? "border-accent bg-accent-soft" : "border-line bg-surface-2 hover:border-accent/60"}`}
            >
              <ImagePlus className="size-6 text-accent" aria-hidden />
              <span className="text-sm font-medium text-ink">
                {busy ? "Uploading…" : "Drag and drop a picture, or click to choose one"}
              </span>
              <span id={hintId} className="text-xs text-muted">
                {PICTURE_HINT}
              </span>
            </div>
          </>
        ) : (
          <form
            method="post"
            action={PICTURE_ACTION}
            encType="multipart/form-data"
            className={`${box} w-full border-line bg-surface-2`}
          >
            <label htmlFor={`${id}-file`} className="text-sm font-medium">
              Choose a picture
            </label>
            <input id={`${id}-file`} type="file" name="file" accept={ACCEPT_ATTRIBUTE} className="max-w-full text-sm" />
            <span id={hintId} className="text-xs text-muted">
              {PICTURE_HINT}
            </span>
            <Button type="submit" variant="secondary" size="sm">
              Upload
            </Button>
          </form>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-3 sm:justify-start">
        {url ? (
          <form method="post" action={PICTURE_ACTION} onSubmit={hydrated ? remove : undefined}>
            <input type="hidden" name="intent" value="remove" />
            <Button type="submit" variant="ghost" size="sm" disabled={busy}>
              <Trash2 className="size-4" aria-hidden />
              Remove picture
            </Button>
          </form>
        ) : null}
        <div id={errorId} role="alert" className="text-sm text-danger empty:hidden">
          {error}
        </div>
      </div>
    </fieldset>
  );
}
