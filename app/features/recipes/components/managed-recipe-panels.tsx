/**
 * Read-only parts of the recipe management page (part 2 §2): the four counters and the not-found panel.
 * The counter row is shared with the collection management page (three counters there).
 */

import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Bookmark, Eye, Heart, type IconComponent, MessageCircle } from "~/components/ui/icons/icons";
import { formatCount } from "~/lib/format";

export type StatCounter = { label: string; value: number; icon: IconComponent };

/** A row of counters (the recipe and collection management pages); `columns` are the grid's column classes. */
export function StatCounters({
  counters,
  columns = "grid-cols-2 md:grid-cols-4",
}: {
  counters: StatCounter[];
  columns?: string;
}) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Statistics
      </h2>
      <dl className={`grid gap-3 ${columns}`}>
        {counters.map(({ label, value, icon: Icon }) => (
          <div key={label} className="min-w-0 rounded-(--radius-card) border border-line bg-surface p-4 sm:p-5">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon className="size-4 shrink-0" aria-hidden />
              {label}
            </dt>
            <dd className="mt-1 font-display text-3xl font-semibold">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function RecipeCounters({
  recipe,
}: {
  recipe: { view_count: number; likes_count: number; saves_count: number; comments_count: number };
}) {
  return (
    <StatCounters
      counters={[
        { label: "Views", value: recipe.view_count, icon: Eye },
        { label: "Likes", value: recipe.likes_count, icon: Heart },
        { label: "Saves", value: recipe.saves_count, icon: Bookmark },
        { label: "Comments", value: recipe.comments_count, icon: MessageCircle },
      ]}
    />
  );
}

/** Missing and someone else's recipe look the same (part 2 §2 "Recipe not found"). */
export function RecipeNotFound() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto max-w-lg rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center"
    >
      <h1 id="not-found-title" className="text-3xl font-semibold">
        Recipe not found
      </h1>
      <p className="mt-2 text-muted">It may have been deleted, or the link may be wrong.</p>
      <Link to="/bar/recipes" className={buttonClasses({ className: "mt-6" })}>
        Back to Recipes
      </Link>
    </section>
  );
}
