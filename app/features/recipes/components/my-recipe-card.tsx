/** Part 2 §2 My Recipes card: photo, name, public/private and published/draft indicators, created date. */

import { Link } from "react-router";
import { Eye, EyeOff } from "~/components/ui/icons/icons";
import { VISIBILITY_LABELS, visibilityOf } from "~/features/privacy/visibility";
import { VISIBILITY_ICONS as AUDIENCE_ICONS } from "~/features/privacy/visibility-icons";
import { formatDate } from "~/lib/format";
import type { MyRecipeListItem } from "../my-recipes-schema";
import { RecipeImage } from "./recipe-image";

// Fixed locale and zone so the server's and the browser's rendering agree.

export function formatRecipeDate(date: Date | string): string {
  return formatDate(date, "medium");
}

export function MyRecipeCard({ recipe }: { recipe: MyRecipeListItem }) {
  const published = recipe.status === "published";
  const visibility = visibilityOf(recipe);
  const AudienceIcon = AUDIENCE_ICONS[visibility];
  return (
    <article className="group relative flex h-full overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition focus-within:ring-2 focus-within:ring-accent hover:-translate-y-0.5 sm:flex-col">
      {/* Decorative: the name below already names the card. */}
      <div
        aria-hidden="true"
        className="relative min-h-28 w-28 shrink-0 overflow-hidden sm:aspect-[3/2] sm:min-h-0 sm:w-full"
      >
        <RecipeImage
          src={recipe.thumbnail_url ?? recipe.image_url}
          alt=""
          className="absolute inset-0 size-full transition duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <h2 className="line-clamp-2 text-base font-semibold leading-snug sm:text-lg">
          <Link
            to={`/bar/recipes/${recipe.id}`}
            className="after:absolute after:inset-0 hover:text-accent focus-visible:outline-none"
          >
            {recipe.name}
          </Link>
        </h2>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="plain">
            <AudienceIcon className="size-3.5" aria-hidden />
            {VISIBILITY_LABELS[visibility]}
          </Badge>
          <Badge tone={published ? "accent" : "quiet"}>
            {published ? <Eye className="size-3.5" aria-hidden /> : <EyeOff className="size-3.5" aria-hidden />}
            {published ? "Published" : "Draft"}
          </Badge>
        </div>
        {recipe.description ? <p className="hidden text-sm text-muted sm:line-clamp-2">{recipe.description}</p> : null}
        <p className="mt-auto text-xs text-muted">
          Created{" "}
          <time dateTime={new Date(recipe.created_at).toISOString()}>{formatRecipeDate(recipe.created_at)}</time>
        </p>
      </div>
    </article>
  );
}

const badgeTones = {
  plain: "bg-surface-2 text-ink",
  quiet: "bg-surface-2 text-muted",
  accent: "bg-accent-soft text-accent",
} as const;

function Badge({ children, tone }: { children: React.ReactNode; tone: keyof typeof badgeTones }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${badgeTones[tone]}`}
    >
      {children}
    </span>
  );
}
