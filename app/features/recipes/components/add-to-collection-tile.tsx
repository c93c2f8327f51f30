/**
 * Part 2 §2 "Add to Collection" tile ('Organize recipe') on the recipe management page.
 *
 * Collections do not exist yet, so the tile is shown disabled with a note for screen readers.
 * The collections issue wires its dialog here: a 'New collection name' field with an add button,
 * the member's collections as a selectable list (max height about 16rem) with 'Loading
 * collections...' and 'No collections yet', and Save ('Saving...') and Cancel buttons.
 */
import { FolderPlus } from "lucide-react";
import { TileBody, tileClasses } from "./manage-recipe-tiles";

export function AddToCollectionTile({ recipeId }: { recipeId: string }) {
  const noteId = `add-to-collection-note-${recipeId}`;
  return (
    <button
      type="button"
      disabled
      aria-describedby={noteId}
      className={`${tileClasses} opacity-70`}
      data-recipe-id={recipeId}
    >
      <TileBody icon={FolderPlus} title="Add to Collection" detail="Organize recipe" tone="muted" />
      <span id={noteId} className="sr-only">
        Collections are not available yet.
      </span>
    </button>
  );
}
