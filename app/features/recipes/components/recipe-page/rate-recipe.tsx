/**
 * Part 1 §2 "a rate-this-recipe control; for guests a sign-in prompt linking to /login"; §4 one
 * rating per member, changed at will. Authors cannot rate their own recipes (the server refuses
 * too). Without JavaScript each star is a plain form post.
 */

import { Link } from "react-router";
import { LogIn, Star } from "~/components/ui/icons/icons";
import { RATING_MAX } from "~/lib/constants";
import { loginHref, showSignInToast } from "./sign-in-toast";
import { reactionsPath, useReaction } from "./use-reaction";

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

type Props = { recipeId: string; rating: number | null; signedIn: boolean; isAuthor: boolean; path: string };

export function RateRecipe({ recipeId, rating: loaded, signedIn, isAuthor, path }: Props) {
  const { pendingRating, result, submit } = useReaction(recipeId, "rate", path);
  const settled = result && "rating" in result ? result.rating : loaded;
  const rating = pendingRating ?? settled;
  const closed = signedIn && isAuthor;

  return (
    <section
      aria-labelledby="rate-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)"
    >
      <h2 id="rate-title" className="text-xl font-semibold">
        Rate this recipe
      </h2>
      <form
        method="post"
        action={reactionsPath(recipeId)}
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value) submit("rate", { rating: submitter.value });
        }}
      >
        <input type="hidden" name="intent" value="rate" />
        <fieldset className="mt-3" disabled={closed} aria-describedby={closed ? "rate-note" : undefined}>
          <legend className="sr-only">Your rating</legend>
          <div className="flex gap-1">
            {STARS.map((stars) => {
              const lit = rating !== null && stars <= rating;
              return (
                <button
                  key={stars}
                  type={signedIn ? "submit" : "button"}
                  name="rating"
                  value={stars}
                  aria-label={`Rate ${stars} ${stars === 1 ? "star" : "stars"}`}
                  aria-pressed={signedIn && !closed ? rating === stars : undefined}
                  onClick={signedIn ? undefined : () => showSignInToast("Please sign in to rate recipes", path)}
                  className={`inline-flex size-10 items-center justify-center rounded-full transition hover:bg-surface-2 hover:text-amber-500 disabled:cursor-not-allowed disabled:hover:bg-transparent ${lit ? "text-amber-500" : "text-muted disabled:hover:text-muted"}`}
                >
                  <Star className={`size-6 ${lit ? "fill-amber-400" : ""}`} aria-hidden />
                </button>
              );
            })}
          </div>
        </fieldset>
      </form>
      {signedIn ? (
        <p id="rate-note" className="mt-2 text-sm text-muted" aria-live="polite">
          {closed
            ? "Ratings come from other members"
            : rating
              ? `You rated this ${rating} ${rating === 1 ? "star" : "stars"}.`
              : "Tap a star to rate."}
        </p>
      ) : (
        <div className="mt-4 rounded-xl bg-accent-soft p-4">
          <p className="text-sm font-medium">Sign in to rate, save and comment</p>
          <Link
            to={loginHref(path)}
            className="mt-3 inline-flex h-10 items-center gap-2 rounded-full bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent-strong"
          >
            <LogIn className="size-4" aria-hidden />
            Sign In
          </Link>
        </div>
      )}
    </section>
  );
}
