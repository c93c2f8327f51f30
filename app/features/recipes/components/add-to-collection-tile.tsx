/**
 * Part 2 §2 "Add to Collection" tile ('Organize recipe') on the recipe management page: opens the
 * dialog that puts this recipe in the member's collections. The fetchers that save live here, not in
 * the dialog, so their answer (toast, closing) is handled even as the dialog goes away.
 */

import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { FolderPlus } from "~/components/ui/icons/icons";
import type { PickableCollection } from "~/features/collections/collection-types";
import { AddToCollectionDialog } from "./add-to-collection-dialog";
import { TileBody, tileClasses } from "./manage-recipe-tiles";

type Failure = { ok: false; formError: string | null; fieldErrors: Record<string, string[] | undefined> };
export type CreateAnswer = { ok: true; message: string; collection: PickableCollection } | Failure;
export type SaveAnswer = { ok: true; message: string } | Failure;

export function AddToCollectionTile({ recipeId }: { recipeId: string }) {
  const [open, setOpen] = useState(false);
  const tile = useRef<HTMLButtonElement>(null);
  // A new list fetcher per opening: the dialog shows "Loading collections..." rather than last time's list.
  const [opening, setOpening] = useState(0);
  const [created, setCreated] = useState<PickableCollection[]>([]);
  const create = useFetcher<CreateAnswer>({ key: `add-to-collection-create-${recipeId}` });
  const save = useFetcher<SaveAnswer>({ key: `add-to-collection-save-${recipeId}` });

  const close = useCallback(() => setOpen(false), []);

  // Radix returns focus to a Dialog.Trigger only; this tile opens the dialog itself. The dialog's focus
  // scope lets go in a timeout after it unmounts, leaving focus on the body: put it back on the tile after.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const timer = setTimeout(() => tile.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (create.state !== "idle" || !create.data) return;
    const answer = create.data;
    if (answer.ok) {
      toast.success(answer.message);
      setCreated((list) => [answer.collection, ...list]);
    } else if (!answer.fieldErrors.name) {
      toast.error(answer.formError ?? "Failed to create collection");
    }
  }, [create.state, create.data]);

  useEffect(() => {
    if (save.state !== "idle" || !save.data) return;
    if (save.data.ok) {
      toast.success(save.data.message);
      close();
    } else {
      toast.error(save.data.formError ?? "Failed to update collections");
    }
  }, [save.state, save.data, close]);

  function onOpenChange(next: boolean) {
    if (!next) return close();
    setOpen(true);
    setOpening((n) => n + 1);
    setCreated([]);
  }

  return (
    <>
      <button
        ref={tile}
        type="button"
        aria-haspopup="dialog"
        className={tileClasses}
        onClick={() => onOpenChange(true)}
      >
        <TileBody icon={FolderPlus} title="Add to Collection" detail="Organize recipe" />
      </button>
      {open ? (
        <AddToCollectionDialog
          key={opening}
          listKey={`add-to-collection-list-${recipeId}-${opening}`}
          action={`/bar/recipes/${recipeId}/collections`}
          create={create}
          save={save}
          created={created}
          onOpenChange={onOpenChange}
        />
      ) : null}
    </>
  );
}
