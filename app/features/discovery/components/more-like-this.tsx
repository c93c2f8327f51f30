/** "More like this" under a recipe (issue 23): up to six similar drinks, with what the member's bar makes of them. */
import { RecipeCard } from "~/features/recipes/components/recipe-card";
import type { CardBarCoverage, RecipeCardData } from "~/features/recipes/recipe-types";

export function MoreLikeThis({
  recipes,
  reactions,
  barCoverage,
  signedIn,
}: {
  recipes: RecipeCardData[];
  reactions: Record<string, { liked: boolean; saved: boolean }>;
  barCoverage: Record<string, CardBarCoverage>;
  signedIn: boolean;
}) {
  if (recipes.length === 0) return null;
  const makeable = recipes.filter((r) => {
    const coverage = barCoverage[r.id];
    return coverage && coverage.required > 0 && coverage.have >= coverage.required;
  }).length;
  return (
    <section className="mt-12" aria-labelledby="more-like-this-title">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="more-like-this-title" className="text-2xl font-semibold">
          More like this
        </h2>
        {signedIn && Object.keys(barCoverage).length > 0 ? (
          <p className="text-sm text-muted">
            {makeable === 0
              ? "Your bar can't make any of these yet"
              : `Your bar can make ${makeable} of ${recipes.length} now`}
          </p>
        ) : null}
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.map((recipe) => (
          <li key={recipe.id} className="flex [&>article]:w-full">
            <RecipeCard
              recipe={recipe}
              reactions={{ liked: false, saved: false, ...reactions[recipe.id], signedIn }}
              barCoverage={barCoverage[recipe.id]}
              imageLoading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
