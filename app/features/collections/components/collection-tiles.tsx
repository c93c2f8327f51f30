/**
 * Part 2 §2 Collection management: the four tiles. Public/Private, Edit and Delete are the recipe
 * management page's tiles with the collection's words; Share opens the share dialog.
 */
import { Pencil } from "~/components/ui/icons/icons";
import type { Visibility } from "~/features/privacy/visibility";
import { DeleteRecipeTile } from "~/features/recipes/components/delete-recipe-tile";
import { ActionTile, LinkTile } from "~/features/recipes/components/manage-recipe-tiles";
import { DELETE_CONFIRMATION } from "../collection-schema";
import type { CollectionSharee } from "../collection-types";
import { nextVisibility } from "../manage-collection-schema";
import { VISIBILITY_ICONS } from "./collection-visibility-icon";
import { ShareCollectionTile } from "./share-collection-dialog";

const TILE_WORDS: Record<Visibility, { title: string; detail: string }> = {
  public: { title: "Public", detail: "Anyone can view" },
  private: { title: "Private", detail: "Only you can view" },
  followers: { title: "Followers Only", detail: "Your followers can view" },
};

export const DELETE_COLLECTION_QUESTION = "Delete Collection";

export function CollectionTiles({
  slug,
  visibility,
  sharedWith,
}: {
  slug: string;
  visibility: Visibility;
  sharedWith: CollectionSharee[];
}) {
  const next = nextVisibility(visibility);
  return (
    <section aria-labelledby="manage-title">
      <h2 id="manage-title" className="sr-only">
        Manage collection
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <li>
          <ActionTile
            intent="set-visibility"
            field="visibility"
            value={next}
            icon={VISIBILITY_ICONS[visibility]}
            {...TILE_WORDS[visibility]}
            hint={next === "public" ? "Make public" : "Make private"}
          />
        </li>
        <li>
          <ShareCollectionTile slug={slug} sharedWith={sharedWith} />
        </li>
        <li>
          <LinkTile to={`/bar/collections/${slug}/edit`} icon={Pencil} title="Edit" detail="Modify details" />
        </li>
        <li>
          <DeleteRecipeTile title="Delete" question={DELETE_COLLECTION_QUESTION} warning={DELETE_CONFIRMATION} />
        </li>
      </ul>
    </section>
  );
}
