/**
 * Part 2 §2 Collection detail, the top of the page: owner, name, who can see it, like, share, the drink
 * menu, the description, and for a collection not everyone may see, a note saying who can.
 */

import { Link, useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Info, Library, Settings2, Wine } from "~/components/ui/icons/icons";
import { ReportButton } from "~/features/moderation/components/report-dialog";
import { ShareButton } from "~/features/recipes/components/share-dialog";
import type { Visibility } from "~/lib/constants";
import type { CollectionPageData } from "../collection-types";
import { menuPath } from "../public-collections-params";
import { CollectionLikeButton, reactionButtonClasses } from "./collection-like-button";
import { collectionReactionsPath } from "./collection-reactions";
import { VISIBILITY_ICONS } from "./collection-visibility-icon";

export const VISIBILITY_TITLES: Record<Visibility, string> = {
  public: "Public Collection",
  private: "Private Collection",
  followers: "Followers-only Collection",
};

/** Part 2 §2: "a private collection may be hidden from users without permission", said plainly. */
export const VISIBILITY_NOTES: Partial<Record<Visibility, string>> = {
  private: "This collection is private: only its owner and the people it is shared with can see it.",
  followers:
    "This collection is for followers: only its owner, their followers and the people it is shared with can see it.",
};

type Collection = Pick<
  CollectionPageData,
  | "id"
  | "name"
  | "slug"
  | "description"
  | "image_url"
  | "visibility"
  | "owner_username"
  | "is_owner"
  | "likes_count"
  | "liked"
  | "recipe_count"
>;

export function PublicCollectionHeader({
  collection,
  signedIn,
  path,
}: {
  collection: Collection;
  signedIn: boolean;
  path: string;
}) {
  const shares = useFetcher({ key: `collection-share-${collection.id}` });
  // Counted once the link has actually been shared or copied.
  const countShare = () =>
    shares.submit({ intent: "share" }, { method: "post", action: collectionReactionsPath(collection.id) });
  const VisibilityIcon = VISIBILITY_ICONS[collection.visibility];
  const note = VISIBILITY_NOTES[collection.visibility];
  const count = collection.recipe_count;

  return (
    <header className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center lg:gap-10">
      <div className="aspect-[16/9] overflow-hidden rounded-(--radius-card) bg-gradient-to-br from-accent/40 via-accent-soft to-surface-2 shadow-(--shadow-card)">
        {collection.image_url ? (
          <img src={collection.image_url} alt="" className="size-full object-cover" />
        ) : (
          <div aria-hidden className="flex size-full items-center justify-center">
            <Library className="size-16 text-accent/70" />
          </div>
        )}
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        <p className="text-sm text-muted">
          Curated by{" "}
          {collection.owner_username ? (
            <Link to={`/${collection.owner_username}`} className="font-semibold text-ink hover:underline">
              @{collection.owner_username}
            </Link>
          ) : (
            <span className="font-semibold text-ink">Anonymous</span>
          )}
        </p>
        <h1 className="text-4xl font-semibold leading-tight text-balance break-words sm:text-5xl">{collection.name}</h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent">
            <VisibilityIcon className="size-3.5" aria-hidden />
            {VISIBILITY_TITLES[collection.visibility]}
          </span>
          <span>
            {count} {count === 1 ? "recipe" : "recipes"}
          </span>
        </p>

        <div className="flex flex-wrap items-center gap-2">
          <CollectionLikeButton
            collectionId={collection.id}
            liked={collection.liked}
            count={collection.likes_count}
            signedIn={signedIn}
            path={path}
          />
          <ShareButton
            target={{ title: collection.name, text: collection.description, url: path }}
            className={reactionButtonClasses}
            onShared={countShare}
            networks="collection"
          />
          <Link to={menuPath(collection.slug)} className={buttonClasses({ className: "h-11" })}>
            <Wine className="size-4" aria-hidden />
            View Drink Menu
          </Link>
          {collection.is_owner ? (
            <Link
              to={`/bar/collections/${encodeURIComponent(collection.slug)}`}
              className={buttonClasses({ variant: "ghost", className: "h-11" })}
            >
              <Settings2 className="size-4" aria-hidden />
              Manage
            </Link>
          ) : (
            <ReportButton
              target="collection"
              targetId={collection.id}
              signedIn={signedIn}
              returnTo={path}
              label="Report this collection"
              className={reactionButtonClasses}
            />
          )}
        </div>

        {collection.description ? (
          <p className="whitespace-pre-line text-lg leading-relaxed text-muted text-pretty">{collection.description}</p>
        ) : null}

        {note ? (
          <p
            role="note"
            className="flex items-start gap-2 rounded-(--radius-card) border border-line bg-surface-2 px-4 py-3 text-sm"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
            {note}
          </p>
        ) : null}
      </div>
    </header>
  );
}
