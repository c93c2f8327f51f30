/**
 * The comment, reply and edit box (part 1 §5): a visible counter against COMMENT_MAX_LENGTH, and a
 * submit button disabled while the text is blank (invisible characters included) or too long.
 */
import { useId, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { COMMENT_MAX_LENGTH } from "~/lib/constants";
import { commentTextSchema } from "../comment-schema";

export type CommentFormProps = {
  kind: "comment" | "reply";
  label: string;
  submitLabel: string;
  busyLabel: string;
  initialText?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Resolves true when the text was saved, so the box can clear or close. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
};

export function CommentForm({
  kind,
  label,
  submitLabel,
  busyLabel,
  initialText = "",
  placeholder,
  autoFocus,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const parsed = commentTextSchema(kind).safeParse(text);
  const tooLong = text.length > COMMENT_MAX_LENGTH;
  const blank = !parsed.success && !tooLong;
  const problem = tooLong ? (parsed.error?.issues[0]?.message ?? null) : null;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.success || busy) return;
    setBusy(true);
    const saved = await onSubmit(parsed.data).finally(() => setBusy(false));
    if (saved && !initialText) setText("");
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        name="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        // biome-ignore lint/a11y/noAutofocus: the box opens because the member just asked to write in it.
        autoFocus={autoFocus}
        rows={3}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ""}`}
        aria-invalid={problem ? true : undefined}
        className="w-full resize-y rounded-xl border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-danger"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-count`}
          className={`text-sm tabular-nums ${tooLong ? "font-semibold text-danger" : "text-muted"}`}
        >
          <span className="sr-only">Characters used: </span>
          {text.length} / {COMMENT_MAX_LENGTH}
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <button type="button" onClick={onCancel} className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Cancel
            </button>
          ) : null}
          <button type="submit" disabled={blank || tooLong || busy} className={buttonClasses({ size: "sm" })}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </div>
      <p id={`${id}-problem`} aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
        {problem}
      </p>
    </form>
  );
}
