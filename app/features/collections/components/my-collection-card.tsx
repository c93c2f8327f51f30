/**
 * A card on My Collections (part 2 §2): image, name, the start of the description, how many recipes
 * and who can see it, linking to the management page. The grid shows the image on top; the list a
 * thumbnail beside the words.
 */

import { Link } from "react-router";
import { BookOpen, LibraryBig } from "~/components/ui/icons/icons";
import { formatCount } from "~/lib/format";
import type { CollectionCardData } from "../collection-types";
import { CollectionVisibilityIcon } from "./collection-visibility-icon";
import type { CollectionsView } from "./collections-view-toggle";

export type MyCollectionCardData = Omit<CollectionCardData, "owner_username">;

function CollectionImage({ src, className }: { src: string | null; className: string }) {
  // Decorative: the name beside it already names the card.
  return (
    <div aria-hidden="true" className={`relative shrink-0 overflow-hidden ${className}`}>
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-accent/40 via-accent-soft to-surface-2">
          <LibraryBig className="size-10 text-accent/70" />
        </div>
      )}
    </div>
  );
}

const recipeCount = (n: number) => `${formatCount(n)} ${n === 1 ? "recipe" : "recipes"}`;

export function MyCollectionCard({ collection, view }: { collection: MyCollectionCardData; view: CollectionsView }) {
  const list = view === "list";
  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition focus-within:ring-2 focus-within:ring-accent hover:-translate-y-0.5 motion-reduce:transform-none ${
        list ? "flex-row" : "flex-col"
      }`}
    >
      <CollectionImage
        src={collection.image_url}
        className={list ? "w-24 self-stretch sm:w-40" : "aspect-[16/9] w-full"}
      />
      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${list ? "p-3 sm:p-4" : "p-4"}`}>
        <h2 className="line-clamp-2 text-base font-semibold leading-snug break-words sm:text-lg">
          <Link
            to={`/bar/collections/${collection.slug}`}
            className="after:absolute after:inset-0 hover:text-accent focus-visible:outline-none"
          >
            {collection.name}
          </Link>
        </h2>
        {collection.description ? (
          <p className={`text-sm break-words text-muted ${list ? "line-clamp-1 sm:line-clamp-2" : "line-clamp-2"}`}>
            {collection.description}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <BookOpen className="size-4" aria-hidden />
            {recipeCount(collection.recipe_count)}
          </p>
          <CollectionVisibilityIcon visibility={collection.visibility} />
        </div>
      </div>
    </article>
  );
}
