/**
 * A collection as the public list, profiles and the home page show it (part 2 §2): its cover (or a
 * deliberate placeholder), name, a line of its description, how many recipes the viewer may see in it,
 * and its owner. Anything not public says who can see it.
 */

import { Link } from "react-router";
import { BookOpen, Library } from "~/components/ui/icons/icons";
import type { CollectionCardData } from "../collection-types";
import { CollectionVisibilityIcon } from "./collection-visibility-icon";

export function CollectionCard({ collection }: { collection: CollectionCardData }) {
  const { recipe_count: count } = collection;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition hover:-translate-y-0.5">
      <div className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-accent/40 via-accent-soft to-surface-2">
        {collection.image_url ? (
          <img
            src={collection.image_url}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div aria-hidden className="flex size-full items-center justify-center">
            <Library className="size-12 text-accent/70" />
          </div>
        )}
        {collection.visibility === "public" ? null : (
          <CollectionVisibilityIcon visibility={collection.visibility} className="absolute left-3 top-3 shadow-sm" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold leading-snug">
          <Link to={`/collections/${collection.slug}`} className="after:absolute after:inset-0">
            {collection.name}
          </Link>
        </h3>
        {collection.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-muted">{collection.description}</p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-1.5 pt-3 text-sm text-muted">
          <BookOpen className="size-4" aria-hidden />
          {count} {count === 1 ? "recipe" : "recipes"}
          <span aria-hidden>·</span>
          {collection.owner_username ? `@${collection.owner_username}` : "Anonymous"}
        </p>
      </div>
    </article>
  );
}
