/**
 * The post form, the comment form and the reply form (part 2 §2, §5): text with a visible counter
 * (5,000 characters for posts, 2,000 for comments), up to 4 images, an emoji picker, and for posts the
 * audience. Submit is disabled while there is neither text nor an image; a blank submission anyway
 * (Ctrl/⌘+Enter) shows the spec's message and sends nothing. The parent sends the form's data (with a
 * fetcher) and changes `resetKey` after a success to clear it.
 *
 * Before JavaScript runs it is a plain multipart form posting `content`, `audience`, `images` and the
 * parent's hidden fields to `action`; once hydrated it also carries `via=fetcher` (ViaFetcher).
 */

import { useEffect, useId, useRef, useState } from "react";
import { BusyIcon } from "~/components/ui/busy-icon";
import { buttonClasses } from "~/components/ui/button";
import { Send } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { useHydrated } from "~/lib/use-hydrated";
import { POST_AUDIENCES, type PostAudience } from "../feed-schema";
import { IMAGES_HINT, ImageDropArea, ImageThumbnails, PlainImageInput, useComposerImages } from "./composer-images";
import { COMPOSER_WORDS, type ComposerVariant, checkComposer } from "./composer-rules";
import { EmojiPicker } from "./emoji-picker";

const AUDIENCE_LABELS: Record<PostAudience, string> = { public: "Public", followers: "Followers only" };

// The text box grows with its text from its minimum rows (part 2 §5: 2 for posts, 1 for comments and replies).
const MIN_HEIGHT: Record<number, string> = {
  1: "min-h-[calc(1lh+1.25rem+2px)]",
  2: "min-h-[calc(2lh+1.25rem+2px)]",
};

export type PostComposerProps = {
  variant: ComposerVariant;
  /** Where the plain form posts before JavaScript runs; the parent's fetcher should submit there too. */
  action: string;
  /** Sent with every submission, e.g. `{ intent: "comment", post_id, parent_comment_id }`. */
  hiddenFields?: Record<string, string>;
  /** The text box's accessible name (visually hidden). Defaults: "Write a post" / "… comment" / "… reply". */
  label?: string;
  placeholder?: string;
  /** Defaults: "Post", "Comment", "Reply". */
  submitLabel?: string;
  /** Posts only: the audience select, field `audience` ("public" | "followers"). */
  withAudience?: boolean;
  defaultAudience?: PostAudience;
  /** A submission is on its way (the fetcher is not idle): submit shows a spinner and is disabled. */
  busy?: boolean;
  /** The server's message about the last submission, e.g. "Failed to upload images". */
  error?: string | null;
  /** Receives the form's data: content, audience, every chosen image as `images`, the hidden fields. */
  onSubmit: (formData: FormData) => void;
  /** Change it (e.g. count successes) to clear the text, the images and the messages. */
  resetKey?: string | number;
  /** Shows a Cancel button (a reply box that can be closed). */
  onCancel?: () => void;
  /** Focus the text box when it appears (a reply box opened on request). */
  autoFocus?: boolean;
  className?: string;
};

export function PostComposer({
  variant,
  action,
  hiddenFields,
  label,
  placeholder,
  submitLabel,
  withAudience = false,
  defaultAudience = "public",
  busy = false,
  error,
  onSubmit,
  resetKey,
  onCancel,
  autoFocus,
  className = "",
}: PostComposerProps) {
  const words = COMPOSER_WORDS[variant];
  const id = useId();
  const hydrated = useHydrated();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [attempted, setAttempted] = useState(false);
  const { images, refusals, remaining, dropzone, addPasted, remove, clear } = useComposerImages({ disabled: busy });
  const check = checkComposer(variant, text, images.length);

  const lastReset = useRef(resetKey);
  useEffect(() => {
    if (lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    setText("");
    setAttempted(false);
    clear();
  }, [resetKey, clear]);

  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (check.problem) {
      setAttempted(true);
      textarea.current?.focus();
      return;
    }
    const data = new FormData(event.currentTarget);
    data.delete("images");
    for (const image of images) data.append("images", image.file, image.file.name);
    setAttempted(false);
    onSubmit(data);
  }

  function keyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  function paste(event: React.ClipboardEvent<HTMLTextAreaElement>) {
    const files = [...event.clipboardData.files];
    if (!files.length) return;
    event.preventDefault();
    addPasted(files);
  }

  // The empty message only after a try; too long as soon as it is.
  const textProblem = check.tooLong || (attempted && check.blank) ? check.problem : null;
  const messages = [...(textProblem ? [textProblem] : []), ...refusals, ...(error ? [error] : [])];
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={hydrated ? submit : undefined}
      noValidate
      aria-busy={busy || undefined}
      className={`flex flex-col gap-3 ${className}`}
    >
      {hiddenFields
        ? Object.entries(hiddenFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))
        : null}
      <ViaFetcher />
      <label htmlFor={`${id}-text`} className="sr-only">
        {label ?? words.label}
      </label>
      <textarea
        ref={textarea}
        id={`${id}-text`}
        name="content"
        rows={words.rows}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        onPaste={paste}
        readOnly={busy}
        placeholder={placeholder ?? words.placeholder}
        aria-describedby={`${counterId}${messages.length ? ` ${errorId}` : ""}`}
        aria-invalid={textProblem ? true : undefined}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        className={`block max-h-80 w-full resize-none rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base leading-relaxed text-ink field-sizing-content placeholder:text-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger ${MIN_HEIGHT[words.rows]}`}
      />
      <ImageThumbnails images={images} onRemove={remove} afterRemove={() => dropzone.rootRef.current?.focus()} />
      {hydrated ? (
        <ImageDropArea dropzone={dropzone} remaining={remaining} hintId={hintId} compact={variant !== "post"} />
      ) : (
        <PlainImageInput id={`${id}-images`} hintId={hintId} />
      )}
      {/* Under every comment and reply the rules would be clutter: there they are read out, not shown. */}
      <p id={hintId} className={variant === "post" ? "-mt-1.5 text-xs text-muted" : "sr-only"}>
        {IMAGES_HINT}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex items-center gap-1">
          {hydrated ? <EmojiPicker textareaRef={textarea} onInsert={setText} disabled={busy} /> : null}
          <p
            id={counterId}
            className={`text-sm tabular-nums ${check.tooLong ? "font-semibold text-danger" : "text-muted"}`}
          >
            <span className="sr-only">Characters used: </span>
            {check.counter}
          </p>
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {withAudience ? (
            <>
              <label htmlFor={`${id}-audience`} className="sr-only">
                Who can see this post
              </label>
              <select
                id={`${id}-audience`}
                name="audience"
                defaultValue={defaultAudience}
                className="h-10 rounded-full border border-line bg-surface pr-8 pl-3.5 text-sm text-ink focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
              >
                {POST_AUDIENCES.map((audience) => (
                  <option key={audience} value={audience}>
                    {AUDIENCE_LABELS[audience]}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          {onCancel ? (
            <button type="button" onClick={onCancel} className={buttonClasses({ variant: "ghost", size: "sm" })}>
              Cancel
            </button>
          ) : null}
          <button
            type="submit"
            disabled={hydrated && (busy || check.blank || check.tooLong)}
            className={buttonClasses({ size: "sm", className: "min-w-24" })}
          >
            <BusyIcon busy={busy} icon={Send} />
            {submitLabel ?? words.submit}
          </button>
        </div>
      </div>
      <div id={errorId} role="alert" className="-mt-1 text-sm font-medium text-danger empty:hidden">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </form>
  );
}
