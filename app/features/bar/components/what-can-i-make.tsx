/**
 * "What can I make" on /bar: what the bar makes now, what it misses by one named ingredient, and the
 * bottles that would unlock the most, each missing thing one tap from the shopping list.
 */

import { Link } from "react-router";
import { ArrowRight, GlassWater, ShoppingBasket, Sparkles } from "~/components/ui/icons/icons";
import { RecipeCard } from "~/features/recipes/components/recipe-card";
import { formatCount } from "~/lib/format";
import type { WhatCanIMakeData } from "../bar-match-types";
import { AddToShoppingListButton } from "./add-to-shopping-list-button";
import { MatchingRules } from "./matching-rules";

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export function WhatCanIMake({ data }: { data: WhatCanIMakeData | null }) {
  return (
    <section aria-labelledby="make-title" className="mt-12 space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="make-title" className="text-2xl font-semibold">
            What can I make
          </h2>
          <p className="mt-1 text-muted">
            {data
              ? `${plural(data.makeableCount, "recipe", "recipes")} you can make now, ${plural(data.oneAwayCount, "recipe", "recipes")} one ingredient away.`
              : "Everything in your bar has run out. Restock an item to see what you can make."}
          </p>
        </div>
        {data && data.makeableCount > 0 ? (
          <Link
            to="/recipes?bar=make"
            className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
          >
            See all {plural(data.makeableCount, "recipe", "recipes")} I can make
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>

      {data && data.makeable.length > 0 ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recipes you can make">
          {data.makeable.map((recipe) => (
            <li key={recipe.id} className="grid">
              <RecipeCard recipe={recipe} barCoverage={data.cardCoverage[recipe.id]} />
            </li>
          ))}
        </ul>
      ) : data ? (
        <p className="rounded-(--radius-card) border border-dashed border-line bg-surface p-6 text-muted">
          <GlassWater className="mr-2 inline size-5 text-accent" aria-hidden />
          Nothing is fully covered yet. The recipes below are one bottle away.
        </p>
      ) : null}

      {data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <OneAway data={data} />
          <NextBottles data={data} />
        </div>
      ) : null}
      <MatchingRules />
    </section>
  );
}

function OneAway({ data }: { data: WhatCanIMakeData }) {
  return (
    <section
      aria-labelledby="one-away-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="one-away-title" className="text-lg font-semibold">
          One ingredient away
        </h3>
        {data.oneAwayCount > data.oneAway.length ? (
          <Link to="/recipes?bar=one-away" className="text-sm font-medium text-accent hover:underline">
            See all {formatCount(data.oneAwayCount)}
          </Link>
        ) : null}
      </div>
      {data.oneAway.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No recipe is a single bottle away right now.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {data.oneAway.map(({ recipe, missing }) => (
            <li key={recipe.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
              <div className="min-w-0">
                <Link
                  to={`/recipes/${recipe.author.username}/${recipe.slug}`}
                  className="font-medium hover:text-accent hover:underline"
                >
                  {recipe.name}
                </Link>
                <p className="text-sm text-muted">
                  Missing: <span className="font-medium text-ink">{missing.name}</span>
                </p>
              </div>
              <AddToShoppingListButton ingredientId={missing.ingredientId} name={missing.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NextBottles({ data }: { data: WhatCanIMakeData }) {
  return (
    <section
      aria-labelledby="next-bottle-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="next-bottle-title" className="inline-flex items-center gap-2 text-lg font-semibold">
          <Sparkles className="size-5 text-accent" aria-hidden />
          Next bottle to buy
        </h3>
        <Link
          to="/bar/shopping-list"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
        >
          <ShoppingBasket className="size-4" aria-hidden />
          Shopping list
        </Link>
      </div>
      {data.nextBottles.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No single bottle would unlock a new recipe yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {data.nextBottles.map((bottle) => (
            <li key={bottle.ingredientId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
              <div className="min-w-0">
                <p className="font-medium">{bottle.name}</p>
                <p className="text-sm text-muted">Unlocks {plural(bottle.unlocks, "recipe", "recipes")}</p>
              </div>
              <AddToShoppingListButton ingredientId={bottle.ingredientId} name={bottle.name} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
