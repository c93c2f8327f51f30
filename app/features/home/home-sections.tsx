/** The home page's sections (part 1 §2 Home). */

import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { BookHeart, Martini, Users } from "~/components/ui/icons/icons";
import type { CollectionCardData } from "~/features/collections/collection-types";
import { CollectionCard } from "~/features/collections/components/collection-card";
import { RecipeCard } from "~/features/recipes/components/recipe-card";
import type { CardBarCoverage, RecipeCardData } from "~/features/recipes/recipe-types";

export const HOME_CONTAINER = "mx-auto w-full max-w-(--container-content) px-4 sm:px-6";
const container = HOME_CONTAINER;
// Part 1 §2: 4 featured items at 768 px or narrower, otherwise 6.
const hiddenWhenSmall = (index: number) => (index >= 4 ? "max-[768px]:hidden" : "");

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_right,var(--accent-soft),transparent_60%),linear-gradient(180deg,var(--canvas),var(--surface-2))]">
      <div className={`${container} grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr]`}>
        <div>
          <p className="mb-4 inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent">
            A home for cocktail lovers
          </p>
          <h1 className="text-4xl font-semibold leading-tight sm:text-6xl">
            Discover &amp; share <span className="text-accent">cocktail recipes</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            Create, share and explore recipes, save your favourites, build collections and a personal bar, and join a
            community of mixologists.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/recipes" className={buttonClasses({ size: "lg" })}>
              Explore Recipes
            </Link>
            <Link to="/signup" className={buttonClasses({ size: "lg", variant: "secondary" })}>
              Join Now
            </Link>
          </div>
        </div>
        <div aria-hidden className="relative mx-auto hidden aspect-square w-full max-w-sm lg:block">
          <div className="absolute inset-0 rounded-full bg-gradient-to-br from-accent/50 via-accent-soft to-transparent blur-2xl" />
          <Martini className="relative size-full p-12 text-accent" strokeWidth={0.9} />
        </div>
      </div>
    </section>
  );
}

const blurbs = [
  {
    icon: Martini,
    title: "Create Recipes",
    text: "Write down your best drinks with photos, steps and exact measures.",
  },
  { icon: BookHeart, title: "Save Favorites", text: "Keep the recipes you love and organise them into collections." },
  { icon: Users, title: "Join Community", text: "Follow other mixologists, rate their drinks and trade ideas." },
];

export function FeatureBlurbs() {
  return (
    <section aria-labelledby="features-title" className={`${container} py-14`}>
      <h2 id="features-title" className="sr-only">
        What you can do on Muddle
      </h2>
      <ul className="grid gap-6 sm:grid-cols-3">
        {blurbs.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-(--radius-card) border border-line bg-surface p-6">
            <Icon className="size-8 text-accent" aria-hidden />
            <h3 className="mt-4 text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SectionHeader({ id, title, to, linkLabel }: { id: string; title: string; to: string; linkLabel: string }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="text-3xl font-semibold">
        {title}
      </h2>
      <Link to={to} className="shrink-0 text-sm font-medium text-accent hover:underline">
        {linkLabel}
      </Link>
    </div>
  );
}

export function FeaturedRecipes({
  recipes,
  reactions,
  barCoverage,
  signedIn = false,
}: {
  recipes: RecipeCardData[];
  /** The signed-in viewer's bar against each recipe, by id. */
  barCoverage?: Record<string, CardBarCoverage>;
  /** The viewer's like and save state by recipe id; without it the cards show no toggles. */
  reactions?: Record<string, { liked: boolean; saved: boolean }>;
  signedIn?: boolean;
}) {
  return (
    <section aria-labelledby="featured-recipes" className={`${container} py-10`}>
      <SectionHeader id="featured-recipes" title="Featured Recipes" to="/recipes" linkLabel="View all recipes" />
      {recipes.length === 0 ? (
        <p className="text-muted">No featured recipes available at the moment.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {recipes.map((recipe, i) => (
            <li key={recipe.id} className={hiddenWhenSmall(i)}>
              <RecipeCard
                recipe={recipe}
                reactions={reactions ? { liked: false, saved: false, ...reactions[recipe.id], signedIn } : undefined}
                barCoverage={barCoverage?.[recipe.id]}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FeaturedCollections({ collections }: { collections: CollectionCardData[] }) {
  return (
    <section aria-labelledby="featured-collections" className={`${container} py-10`}>
      <SectionHeader
        id="featured-collections"
        title="Featured Collections"
        to="/collections"
        linkLabel="View all collections"
      />
      {collections.length === 0 ? (
        <p className="text-muted">No featured collections available at the moment.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {collections.map((collection, i) => (
            <li key={collection.id} className={hiddenWhenSmall(i)}>
              <CollectionCard collection={collection} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ClosingCall() {
  return (
    <section className={`${container} pb-20 pt-6`}>
      <div className="rounded-(--radius-card) bg-accent px-6 py-12 text-center text-accent-ink sm:px-12">
        <h2 className="text-3xl font-semibold">Ready to shake things up?</h2>
        <p className="mx-auto mt-3 max-w-xl opacity-90">Join Muddle and start your recipe book today. It's free.</p>
        <Link
          to="/signup"
          className="mt-8 inline-flex h-12 items-center rounded-full bg-surface px-6 font-medium text-ink hover:bg-surface-2"
        >
          Get Started
        </Link>
      </div>
    </section>
  );
}
