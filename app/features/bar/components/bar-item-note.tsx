/**
 * A member's note on one bar item (part 2 §3 bar_inventory.notes; issue 12, item 10): "half empty",
 * "the 2019 bottling". Shown with the item, edited in a disclosure that opens and posts before
 * JavaScript has loaded (a plain form, post/redirect/get) and in place after. The grid card and the
 * phone drawer share the item's fetcher by key, so both show the same note while it saves.
 */

import { useId, useRef } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { buttonClasses } from "~/components/ui/button";
import { Check, NotebookPen, Pencil } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { BAR_NOTE_MAX } from "../bar-schema";
import { type BarActionResult, type BarItemView, useFetcherResult } from "./use-bar-item-actions";

export function BarItemNote({ item, className = "" }: { item: BarItemView; className?: string }) {
  const fetcher = useFetcher<BarActionResult>({ key: `bar-note-${item.id}` });
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const name = item.ingredient.name;
  // While it saves, show what was sent; the server's cleaned text takes over when the page reloads.
  const sent = fetcher.formData?.get("notes");
  const note = typeof sent === "string" ? sent.trim() || null : item.notes;
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.notes?.[0] : undefined;
  const busy = fetcher.state !== "idle";

  useFetcherResult(fetcher.data, (result) => {
    if (!result.ok) {
      if (result.formError) toast.error(result.formError, { id: `bar-note-${item.id}` });
      return;
    }
    // "Note saved" comes from the route's clientAction (action-toast.ts).
    if (details.current?.open) {
      details.current.open = false;
      summary.current?.focus();
    }
  });

  return (
    <div className={`text-sm ${className}`}>
      {note ? (
        <p className="flex gap-2 text-ink">
          <NotebookPen className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
          <span className="sr-only">Note: </span>
          <span className="min-w-0 whitespace-pre-line break-words">{note}</span>
        </p>
      ) : null}
      <details ref={details} className="group">
        <summary
          ref={summary}
          className="inline-flex min-h-10 cursor-pointer list-none items-center gap-1.5 rounded-lg font-medium text-accent hover:underline [&::-webkit-details-marker]:hidden"
        >
          <Pencil className="size-3.5" aria-hidden />
          {note ? "Edit note" : "Add a note"}
          <span className="sr-only"> for {name}</span>
        </summary>
        <fetcher.Form method="post" className="space-y-2 pt-1">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="itemId" value={item.id} />
          <ViaFetcher />
          <label htmlFor={fieldId} className="block font-medium">
            Note<span className="sr-only"> for {name}</span>
          </label>
          <textarea
            key={item.notes ?? ""}
            id={fieldId}
            name="notes"
            rows={2}
            maxLength={BAR_NOTE_MAX}
            defaultValue={item.notes ?? ""}
            placeholder="Half empty, the 2019 bottling…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className="block w-full resize-y rounded-xl border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
          />
          {error ? (
            <p id={errorId} className="text-danger">
              {error}
            </p>
          ) : null}
          <p id={hintId} className="text-xs text-muted">
            Only you see it. Leave it empty to remove the note.
          </p>
          <button
            type="submit"
            aria-busy={busy || undefined}
            className={buttonClasses({ size: "sm", className: "h-10" })}
          >
            <BusyIcon busy={busy} icon={Check} />
            Save note
          </button>
        </fetcher.Form>
      </details>
    </div>
  );
}
