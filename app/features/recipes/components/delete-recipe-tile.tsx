/**
 * Part 2 §4: deleting a recipe asks for confirmation, removes it and returns to /bar/recipes.
 * With JavaScript the tile opens an alert dialog; without it, the tile's GET form adds
 * ?confirm=delete and the page shows the same question inline (DeleteConfirmPanel).
 */

import { AlertDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Trash2 } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { type ManageResult, TileBody, tileClasses, useResultToast } from "./manage-recipe-tiles";

export const DELETE_RECIPE_TITLE = "Delete this recipe?";
export const DELETE_RECIPE_WARNING = "This removes it, its photos, ratings and comments for good.";

/** The words of the tile and its question; the collection management page passes its own (part 2 §5). */
type DeleteWords = { title?: string; question?: string; warning?: string };

export function DeleteRecipeTile({
  title = "Delete Recipe",
  question = DELETE_RECIPE_TITLE,
  warning = DELETE_RECIPE_WARNING,
}: DeleteWords = {}) {
  const fetcher = useFetcher<ManageResult>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher);

  // Success navigates away; a failure is toasted and the dialog closes.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <form method="get" className="h-full" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="confirm" value="delete" />
        <AlertDialog.Trigger asChild>
          <button type="submit" className={tileClasses}>
            <TileBody icon={Trash2} title={title} detail="Remove permanently" tone="danger" />
          </button>
        </AlertDialog.Trigger>
      </form>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-(--radius-card) border border-line bg-surface p-6 text-ink shadow-(--shadow-card)">
          <AlertDialog.Title className="font-display text-2xl font-semibold">{question}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{warning}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: "secondary" })} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <ViaFetcher />
              <button
                type="submit"
                className={buttonClasses({ variant: "danger", className: "w-full sm:w-auto" })}
                disabled={busy}
              >
                {busy ? "Deleting..." : "Delete"}
              </button>
            </fetcher.Form>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The confirmation without JavaScript: the same question, a POST form, and a way back. */
export function DeleteConfirmPanel({
  cancelHref,
  question = DELETE_RECIPE_TITLE,
  warning = DELETE_RECIPE_WARNING,
}: { cancelHref: string } & Omit<DeleteWords, "title">) {
  return (
    <section
      aria-labelledby="delete-confirm-title"
      className="rounded-(--radius-card) border border-danger/40 bg-danger/5 p-5"
    >
      <h2 id="delete-confirm-title" className="text-xl font-semibold">
        {question}
      </h2>
      <p className="mt-1 text-muted">{warning}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={cancelHref} className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Form method="post" action={cancelHref}>
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={buttonClasses({ variant: "danger" })}>
            Delete
          </button>
        </Form>
      </div>
    </section>
  );
}
