/**
 * The recipe page's makes (issue 23): how often members made it, "I made this" with the member's own history
 * ("You made this 3 times, last on March 12, 2026"), and other members' recent makes with their photos.
 */
import { lazy, Suspense, useState } from "react";
import toast from "react-hot-toast";
import { Link, useRevalidator } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { buttonClasses } from "~/components/ui/button";
import { Martini, Star, Trash2 } from "~/components/ui/icons/icons";
import { RelativeTime } from "~/components/ui/relative-time";
import { loginHref } from "~/features/recipes/components/recipe-page/sign-in-toast";
import { formatDate } from "~/lib/format";
import { useHydrated } from "~/lib/use-hydrated";
import type { MakeHistory, OwnMake, RecipeMakes } from "../make-types";
import { historyLine, MAKE_MESSAGES, makesCountLine, makesPath, servingsWords } from "../make-words";

// The dialog loads when first opened: most readers of a recipe never log one (e2e/javascript-budget.spec.ts).
const MakeDialog = lazy(() => import("./make-dialog"));

type Props = {
  recipeId: string;
  recipeName: string;
  count: number;
  makes: RecipeMakes;
  signedIn: boolean;
  isAuthor: boolean;
  path: string;
};

export function MakesPanel({ recipeId, recipeName, count: loadedCount, makes, signedIn, isAuthor, path }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(loadedCount);
  const [history, setHistory] = useState<MakeHistory | null>(makes.history);
  const revalidator = useRevalidator();

  const [removing, setRemoving] = useState<string | null>(null);

  async function remove(make: OwnMake) {
    const body = new FormData();
    body.set("intent", "delete");
    body.set("makeId", make.id);
    setRemoving(make.id);
    const response = await fetch(makesPath(recipeId), { method: "POST", body, headers: { Accept: "application/json" } })
      .catch(() => null)
      .finally(() => setRemoving(null));
    const data = ((await response?.json().catch(() => ({}))) ?? {}) as {
      message?: string;
      error?: string;
      makes_count?: number;
    };
    if (!response?.ok) return void toast.error(data.error ?? MAKE_MESSAGES.removeFailed);
    toast.success(data.message ?? "Removed");
    setCount(data.makes_count ?? Math.max(0, count - 1));
    setHistory((current) =>
      current
        ? { count: Math.max(0, current.count - 1), recent: current.recent.filter((m) => m.id !== make.id) }
        : current,
    );
  }

  return (
    <section
      aria-labelledby="makes-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)"
    >
      <h2 id="makes-title" className="text-xl font-semibold">
        Makes
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="makes-count">
        {makesCountLine(count)}
      </p>

      {signedIn ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          disabled={!hydrated}
          className={buttonClasses({ className: "mt-4 w-full" })}
        >
          <Martini className="size-4" aria-hidden />I made this
        </button>
      ) : (
        <Link to={loginHref(path)} className={buttonClasses({ variant: "secondary", className: "mt-4 w-full" })}>
          <Martini className="size-4" aria-hidden />
          Sign in to log a make
        </Link>
      )}

      {history ? (
        <div className="mt-4">
          <p className="text-sm font-medium" aria-live="polite" data-testid="make-history">
            {historyLine(history.count, history.recent[0]?.made_at)}
          </p>
          {history.recent.length ? (
            <ul className="mt-2 divide-y divide-line" aria-label="Your makes">
              {history.recent.map((make) => (
                <li key={make.id} className="flex items-start gap-3 py-2.5">
                  <MakeLine make={make} title={formatDate(make.made_at, "medium")} />
                  <button
                    type="button"
                    onClick={() => remove(make)}
                    disabled={removing === make.id}
                    aria-busy={removing === make.id || undefined}
                    aria-label={`Remove your make of ${formatDate(make.made_at, "medium")}`}
                    className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-danger"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {makes.recent.length ? (
        <div className="mt-4 border-t border-line pt-4">
          <h3 className="text-sm font-semibold">Recent makes</h3>
          <ul className="mt-2 space-y-3" aria-label="Recent makes by members">
            {makes.recent.map((make) => (
              <li key={make.id} className="flex items-start gap-3">
                <Link to={`/${make.maker.username}`} aria-hidden tabIndex={-1} className="shrink-0">
                  <Avatar src={make.maker.profile_picture_url} name="" size={32} />
                </Link>
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-x-1.5 text-muted">
                    <Link to={`/${make.maker.username}`} className="font-semibold text-ink hover:underline">
                      @{make.maker.username}
                    </Link>
                    <span aria-hidden>·</span>
                    <RelativeTime iso={make.made_at} />
                  </p>
                  <MakeDetails make={make} />
                </div>
                <MakePhoto make={make} alt={`${recipeName} made by @${make.maker.username}`} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {signedIn && open ? (
        <Suspense fallback={null}>
          <MakeDialog
            open={open}
            onOpenChange={setOpen}
            recipeId={recipeId}
            recipeName={recipeName}
            isAuthor={isAuthor}
            barUses={makes.barUses}
            onLogged={(logged) => {
              setCount(logged.makes_count);
              setHistory(logged.history);
              // The stars became the member's rating (the rating control and average show it), or the bar changed
              // (the next make's preview starts from what is left): the page's data is read again.
              if (logged.make.rating !== null || logged.deducted.length) void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function MakeLine({ make, title }: { make: OwnMake; title: string }) {
  return (
    <>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{title}</p>
        <MakeDetails make={make} />
      </div>
      <MakePhoto make={make} alt={`Your make of ${title}`} />
    </>
  );
}

function MakeDetails({ make }: { make: OwnMake }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 text-muted">
        <span>{servingsWords(make.servings)}</span>
        {make.rating ? (
          <span className="inline-flex items-center gap-0.5">
            <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden />
            <span className="sr-only">Rated</span> {make.rating}
            <span className="sr-only"> {make.rating === 1 ? "star" : "stars"}</span>
          </span>
        ) : null}
      </p>
      {make.note ? <p className="mt-0.5 break-words text-ink">{make.note}</p> : null}
    </>
  );
}

function MakePhoto({ make, alt }: { make: OwnMake; alt: string }) {
  if (!make.photo_url) return null;
  return (
    <a href={make.photo_url} className="shrink-0" target="_blank" rel="noreferrer">
      <img
        src={make.photo_url}
        alt={alt}
        width={56}
        height={56}
        loading="lazy"
        className="size-14 rounded-lg object-cover"
      />
    </a>
  );
}
