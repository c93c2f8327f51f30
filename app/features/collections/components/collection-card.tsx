import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import type { CollectionCardData } from "../collection-types";

export function CollectionCard({ collection }: { collection: CollectionCardData }) {
  return (
    <article className="group relative overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)">
      <div className="aspect-[16/9] overflow-hidden bg-gradient-to-br from-accent/40 via-accent-soft to-surface-2">
        {collection.image_url ? (
          <img src={collection.image_url} alt="" loading="lazy" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="p-4">
        <h3 className="text-lg font-semibold">
          <Link to={`/collections/${collection.slug}`} className="after:absolute after:inset-0">
            {collection.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <BookOpen className="size-4" aria-hidden />
          {collection.recipe_count} {collection.recipe_count === 1 ? "recipe" : "recipes"}
          {collection.owner_username ? ` · @${collection.owner_username}` : ""}
        </p>
      </div>
    </article>
  );
}
