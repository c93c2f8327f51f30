/**
 * Part 2 §2 Collection management "Not found": a missing collection and someone else's look the same,
 * so nobody learns that another member's collection exists. The back arrow goes to /bar/collections.
 */

import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeft, FolderX } from "~/components/ui/icons/icons";
import { COLLECTION_NOT_FOUND } from "../collection-schema";

export const COLLECTION_NOT_FOUND_DETAIL = "The collection you're looking for doesn't exist.";

export function CollectionNotFound({ backTo = "/bar/collections" }: { backTo?: string }) {
  return (
    <section
      aria-labelledby="collection-not-found-title"
      className="mx-auto max-w-lg rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center"
    >
      <FolderX className="mx-auto size-10 text-accent" aria-hidden />
      <h1 id="collection-not-found-title" className="mt-4 text-3xl font-semibold">
        {COLLECTION_NOT_FOUND}
      </h1>
      <p className="mt-2 text-muted">{COLLECTION_NOT_FOUND_DETAIL}</p>
      <Link to={backTo} className={buttonClasses({ className: "mt-6" })}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Collections
      </Link>
    </section>
  );
}
