/** Small pieces of the recipe page: the author-only banner, the comments placeholder, the not-found view. */

import { Link } from "react-router";
import { Lock } from "~/components/ui/icons/icons";
import { VISIBILITY_LABELS, type Visibility } from "~/features/privacy/visibility";

/** A recipe not everyone can see: say plainly who can. */
export function AuthorOnlyBanner({
  recipeId,
  draft,
  visibility,
}: {
  recipeId: string;
  draft: boolean;
  visibility: Visibility;
}) {
  // A draft is the author's alone whatever its audience; a published followers-only recipe is theirs and their followers'.
  const reasons = [draft ? "draft" : null, visibility === "public" ? null : VISIBILITY_LABELS[visibility].toLowerCase()]
    .filter(Boolean)
    .join(", ");
  const who = !draft && visibility === "followers" ? "Only you and your followers" : "Only you";
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) border border-accent/40 bg-accent-soft px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <Lock className="size-4 shrink-0 text-accent" aria-hidden />
        {who} can see this recipe ({reasons})
      </p>
      <Link to={`/bar/recipes/${recipeId}`} className="font-semibold text-accent underline underline-offset-4">
        Manage recipe
      </Link>
    </div>
  );
}

/** Part 1 §2 not-found view. */
export function RecipeNotFound() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="recipe-not-found-title">
      <h1 id="recipe-not-found-title" className="text-3xl font-semibold">
        Recipe not found
      </h1>
      <p className="mt-3 text-muted">
        The recipe you're looking for doesn't exist or you don't have permission to view it.
      </p>
      <Link
        to="/recipes"
        className="mt-8 inline-flex rounded-full bg-accent px-5 py-2.5 font-medium text-accent-ink hover:bg-accent-strong"
      >
        Browse Recipes
      </Link>
    </section>
  );
}
