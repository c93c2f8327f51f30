import { Link, useLocation } from "react-router";
import {
  Bookmark,
  CircleCheck,
  CircleDashed,
  Clock,
  Droplet,
  Heart,
  type IconComponent,
  Star,
  Wine,
} from "~/components/ui/icons/icons";
import { difficultyLabel } from "../difficulty";
import type { CardBarCoverage, RecipeCardData } from "../recipe-types";
import { ABV_EXPLANATION, abvLabel, barCoverageState, cardCoverageLabel } from "./recipe-bar-labels";
import { type ImageLoading, RecipeImage } from "./recipe-image";
import { showSignInToast } from "./recipe-page/sign-in-toast";
import { reactionsPath, useReaction } from "./recipe-page/use-reaction";

/**
 * A listing's first cards are in the first screen (one column on a phone, three on a wide screen): their photos
 * load at once, the first one ahead of everything else, as it is the page's largest paint on a phone (issue 19).
 */
export function cardImageLoading(index: number): ImageLoading {
  return index === 0 ? "priority" : index < 3 ? "eager" : "lazy";
}

/** The viewer's like and save state for a card; `signedIn` false gives guests the sign-in toasts. */
export type RecipeCardReactions = { liked: boolean; saved: boolean; signedIn: boolean };

export function RecipeCard({
  recipe,
  reactions,
  barCoverage,
  imageLoading,
  note,
}: {
  recipe: RecipeCardData;
  reactions?: RecipeCardReactions;
  /** The signed-in viewer's bar against this recipe; absent for guests and recipes without ingredients. */
  barCoverage?: CardBarCoverage;
  /** Lazy unless the card is in the first screen (see cardImageLoading). */
  imageLoading?: ImageLoading;
  /** Why this card is here (a recommendation's reasons). */
  note?: string;
}) {
  const href = `/recipes/${recipe.author.username}/${recipe.slug}`;
  const rating = recipe.aggregate_rating_value;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) transition hover:-translate-y-0.5">
      <div className="relative aspect-[4/3] overflow-hidden">
        <RecipeImage
          src={recipe.image_url}
          alt=""
          loading={imageLoading}
          className="size-full transition duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute left-3 top-3 rounded-full bg-surface/90 px-2.5 py-1 text-xs font-semibold text-ink backdrop-blur">
          {difficultyLabel(recipe.difficulty, rating)}
        </span>
        {reactions ? (
          // Above the card's full-card link overlay, so the toggles stay clickable and never navigate.
          <div className="absolute right-3 top-3 z-10 flex gap-2">
            <CardToggle
              kind="like"
              recipeId={recipe.id}
              name={recipe.name}
              active={reactions.liked}
              signedIn={reactions.signedIn}
            />
            <CardToggle
              kind="save"
              recipeId={recipe.id}
              name={recipe.name}
              active={reactions.saved}
              signedIn={reactions.signedIn}
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold leading-snug">
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {recipe.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">by @{recipe.author.username}</p>
        {note ? <p className="mt-2 text-sm font-medium text-accent">{note}</p> : null}
        {recipe.description ? <p className="mt-2 line-clamp-2 text-sm text-muted">{recipe.description}</p> : null}
        <CardChips abv={recipe.abv} barCoverage={barCoverage} />
        <div className="mt-auto flex items-center gap-4 pt-4 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
            {rating ? (
              <>
                <span className="font-medium text-ink">{rating.toFixed(1)}</span>
                <span>({recipe.aggregate_rating_count})</span>
              </>
            ) : (
              "Not rated yet"
            )}
          </span>
          {recipe.total_minutes ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden />
              {recipe.total_minutes} min
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

const chipClasses = "inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold";

const COVERAGE_STYLE = {
  all: { icon: CircleCheck, className: "bg-success/12 text-success" },
  "one-missing": { icon: CircleDashed, className: "bg-accent-soft text-accent" },
  partial: { icon: Wine, className: "bg-surface-2 text-muted" },
} as const;

/** The estimated strength and, for a signed-in member, how much of it their bar covers. */
function CardChips({ abv, barCoverage }: { abv: number | null; barCoverage?: CardBarCoverage }) {
  const strength = abvLabel(abv);
  if (!strength && !barCoverage) return null;
  const style = barCoverage ? COVERAGE_STYLE[barCoverageState(barCoverage)] : null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {strength ? (
        <span className={`${chipClasses} bg-surface-2 text-ink`} title={ABV_EXPLANATION}>
          <Droplet className="size-3.5 text-accent" aria-hidden />
          {strength}
        </span>
      ) : null}
      {barCoverage && style ? (
        <span
          className={`${chipClasses} ${style.className}`}
          title={barCoverage.missing.length ? `Missing from your bar: ${barCoverage.missing.join(", ")}` : undefined}
        >
          <style.icon className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{cardCoverageLabel(barCoverage)}</span>
        </span>
      ) : null}
    </div>
  );
}

type Kind = "like" | "save";

const TOGGLES: Record<
  Kind,
  { off: "unlike" | "unsave"; icon: IconComponent; signIn: string; label: (name: string, active: boolean) => string }
> = {
  like: {
    off: "unlike",
    icon: Heart,
    signIn: "Please sign in to like recipes",
    label: (name, active) => (active ? `Unlike ${name}` : `Like ${name}`),
  },
  save: {
    off: "unsave",
    icon: Bookmark,
    signIn: "Please sign in to save recipes",
    label: (name, active) => (active ? `Remove ${name} from saved` : `Save ${name}`),
  },
};

const toggleClasses =
  "inline-flex size-9 items-center justify-center rounded-full bg-surface/90 text-ink shadow-sm backdrop-blur transition hover:bg-surface hover:text-accent";

/**
 * Part 1 §4 like and save toggles on a card, sharing the recipe page's fetchers and toasts: a press
 * shows at once and follows the server's answer; guests get the spec's sign-in toast.
 */
function CardToggle({
  kind,
  recipeId,
  name,
  active: loadedActive,
  signedIn,
}: {
  kind: Kind;
  recipeId: string;
  name: string;
  active: boolean;
  signedIn: boolean;
}) {
  const { off, icon: Icon, signIn, label } = TOGGLES[kind];
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { pending, result, submit } = useReaction(recipeId, kind, here);

  let active = loadedActive;
  if (result && "liked" in result && kind === "like") active = result.liked;
  if (result && "saved" in result && kind === "save") active = result.saved;
  if (pending === kind || pending === off) active = pending === kind;
  const intent = active ? off : kind;

  if (!signedIn) {
    return (
      <button
        type="button"
        aria-label={label(name, false)}
        className={toggleClasses}
        onClick={() => showSignInToast(signIn, here)}
      >
        <Icon className="size-4" aria-hidden />
      </button>
    );
  }

  return (
    <form
      method="post"
      action={reactionsPath(recipeId)}
      onSubmit={(event) => {
        event.preventDefault();
        submit(intent);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        aria-pressed={active}
        aria-label={label(name, active)}
        className={`${toggleClasses} ${active ? "text-accent" : ""}`}
      >
        <Icon className={`size-4 ${active ? "fill-current" : ""}`} aria-hidden />
      </button>
    </form>
  );
}
