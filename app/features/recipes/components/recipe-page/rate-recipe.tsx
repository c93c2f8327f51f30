/**
 * Part 1 §2 "a rate-this-recipe control; for guests a sign-in prompt linking to /login". Members'
 * ratings arrive with the social issue; until then the stars are shown but closed.
 */
import { LogIn, Star } from "lucide-react";
import { Link } from "react-router";
import { RATING_MAX } from "~/lib/constants";
import { loginHref, showSignInToast } from "./sign-in-toast";

export function RateRecipe({ signedIn, path }: { signedIn: boolean; path: string }) {
  return (
    <section
      aria-labelledby="rate-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)"
    >
      <h2 id="rate-title" className="text-xl font-semibold">
        Rate this recipe
      </h2>
      <fieldset className="mt-3" disabled={signedIn} aria-describedby={signedIn ? "rate-note" : undefined}>
        <legend className="sr-only">Your rating</legend>
        <div className="flex gap-1">
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((stars) => (
            <button
              key={stars}
              type="button"
              aria-label={`${stars} ${stars === 1 ? "star" : "stars"}`}
              onClick={signedIn ? undefined : () => showSignInToast("Please sign in to rate recipes", path)}
              className="inline-flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-amber-500 disabled:cursor-not-allowed disabled:hover:bg-transparent disabled:hover:text-muted"
            >
              <Star className="size-6" aria-hidden />
            </button>
          ))}
        </div>
      </fieldset>
      {signedIn ? (
        <p id="rate-note" className="mt-2 text-sm text-muted">
          Ratings open soon.
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
