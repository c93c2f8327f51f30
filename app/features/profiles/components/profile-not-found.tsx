/** Part 2 §2 and §8: an unknown member, or the username 401, shows "Resource not found". */
import { Link } from "react-router";

export const RESOURCE_NOT_FOUND = "Resource not found";

export function ProfileNotFound() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="profile-not-found-title">
      <h1 id="profile-not-found-title" className="font-display text-3xl font-semibold">
        {RESOURCE_NOT_FOUND}
      </h1>
      <p className="mt-3 text-muted">There is no member with that username, or their profile has moved.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="rounded-full bg-accent px-5 py-2.5 font-medium text-accent-ink hover:bg-accent-strong">
          Go home
        </Link>
        <Link to="/recipes" className="rounded-full border border-line px-5 py-2.5 font-medium hover:bg-surface-2">
          Browse recipes
        </Link>
      </div>
    </section>
  );
}
