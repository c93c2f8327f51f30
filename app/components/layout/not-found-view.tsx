import { Link } from "react-router";

export function NotFoundView() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="not-found-title">
      <p className="font-display text-7xl font-semibold text-accent">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-semibold">
        This page has been drunk already
      </h1>
      <p className="mt-3 text-muted">
        We couldn't find the page you were looking for. It may have moved, or it never existed.
      </p>
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
