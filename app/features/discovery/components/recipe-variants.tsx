/**
 * Variants both ways (issue 23): "Variant of Negroni by eve_stirs" under a recipe's title, with "Remix this
 * recipe"; and the original's listed variants below it.
 */
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { GitFork } from "~/components/ui/icons/icons";
import type { RecipeCardData } from "~/features/recipes/recipe-types";
import type { RecipeReference } from "../variant-types";
import { type CardsContext, RecipeCardsSection } from "./recipe-cards-section";

export function remixPath(recipeId: string): string {
  return `/bar/recipes/new?${new URLSearchParams({ remix: recipeId })}`;
}

export function VariantLine({
  recipeId,
  original,
  signedIn,
}: {
  recipeId: string;
  original: RecipeReference | null;
  signedIn: boolean;
}) {
  const remix = remixPath(recipeId);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {original ? (
        <p className="inline-flex min-w-0 items-center gap-2 text-sm text-muted">
          <GitFork className="size-4 shrink-0 text-accent" aria-hidden />
          <span className="min-w-0">
            Variant of{" "}
            <Link
              to={`/recipes/${encodeURIComponent(original.author)}/${encodeURIComponent(original.slug)}`}
              className="font-medium text-ink underline decoration-line underline-offset-4 hover:decoration-accent"
            >
              {original.name}
            </Link>{" "}
            by @{original.author}
          </span>
        </p>
      ) : (
        <span />
      )}
      <Link
        to={signedIn ? remix : `/login?${new URLSearchParams({ redirectTo: remix })}`}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
      >
        <GitFork className="size-4" aria-hidden />
        Remix this recipe
      </Link>
    </div>
  );
}

export function RecipeVariants({
  recipes,
  total,
  cards,
}: {
  recipes: RecipeCardData[];
  total: number;
  cards: CardsContext;
}) {
  if (recipes.length === 0) return null;
  const aside = (
    <p className="text-sm text-muted">
      {total > recipes.length ? `The ${recipes.length} most liked of ${total}` : `${total} so far`}
    </p>
  );
  return <RecipeCardsSection id="variants-title" title="Variants" aside={aside} recipes={recipes} cards={cards} />;
}
