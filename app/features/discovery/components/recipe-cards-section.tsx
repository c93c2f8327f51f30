/**
 * A titled row of recipe cards (issue 23: a recipe's variants, drinks like it, "For you tonight"), with each card's
 * reactions and bar.
 */
import { RecipeCard } from "~/features/recipes/components/recipe-card";
import type { CardBarCoverage, RecipeCardData } from "~/features/recipes/recipe-types";

export type CardsContext = {
  reactions: Record<string, { liked: boolean; saved: boolean }>;
  barCoverage: Record<string, CardBarCoverage>;
  signedIn: boolean;
};

export function RecipeCardsSection({
  id,
  title,
  aside,
  recipes,
  cards,
  notes,
  headingRef,
  className = "mt-12",
  children,
}: {
  id: string;
  title: string;
  /** Beside the title: a count, or what the member's bar makes of them. */
  aside?: React.ReactNode;
  recipes: RecipeCardData[];
  cards: CardsContext;
  /** A line on a card by recipe id: why it is suggested. */
  notes?: Record<string, string>;
  /** For a page that moves focus to the heading (it is then focusable from script only). */
  headingRef?: React.Ref<HTMLHeadingElement>;
  className?: string;
  /** Under the cards: a link to the rest. */
  children?: React.ReactNode;
}) {
  const { reactions, barCoverage, signedIn } = cards;
  return (
    <section className={className} aria-labelledby={id}>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={id}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-2xl font-semibold outline-none"
        >
          {title}
        </h2>
        {aside}
      </div>
      {/* On a phone a row that scrolls sideways (the page itself never does), so six cards are not a long column. */}
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {recipes.map((recipe) => (
          <li key={recipe.id} className="flex w-[82%] shrink-0 snap-start sm:w-auto [&>article]:w-full">
            <RecipeCard
              recipe={recipe}
              reactions={{ liked: false, saved: false, ...reactions[recipe.id], signedIn }}
              barCoverage={barCoverage[recipe.id]}
              imageLoading="lazy"
              note={notes?.[recipe.id]}
            />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
