/**
 * The tiles of the recipe management page (part 2 §2). Each action tile is a small form posting
 * an intent to the page's action, so it works without JavaScript; with it, a fetcher submits in
 * place, shows a pending state and reports the result as a toast.
 */

import { useEffect } from "react";
import toast from "react-hot-toast";
import { Link, useFetcher } from "react-router";
import { type IconComponent, LoaderCircle } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";

export type ManageResult = { ok: true; message: string } | { ok: false; formError: string | null };

type Tone = "accent" | "danger" | "muted";

const iconTones: Record<Tone, string> = {
  accent: "bg-accent-soft text-accent",
  danger: "bg-danger/10 text-danger",
  muted: "bg-surface-2 text-muted",
};

export const tileClasses =
  "group flex h-full w-full flex-col items-start gap-3 rounded-(--radius-card) border border-line bg-surface p-4 text-left shadow-(--shadow-card) transition enabled:hover:-translate-y-0.5 enabled:hover:border-accent disabled:cursor-not-allowed sm:p-5";

/** The inside of a tile: icon, state or title, a line of detail and an optional call to action. */
export function TileBody({
  icon: Icon,
  title,
  detail,
  hint,
  tone = "accent",
  busy = false,
}: {
  icon: IconComponent;
  title: string;
  detail: string;
  hint?: string;
  tone?: Tone;
  busy?: boolean;
}) {
  return (
    <>
      <span className={`inline-flex size-11 items-center justify-center rounded-full ${iconTones[tone]}`}>
        {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : <Icon className="size-5" aria-hidden />}
      </span>
      <span className="block">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
      {hint ? (
        <span className={`mt-auto text-xs font-semibold ${tone === "danger" ? "text-danger" : "text-accent"}`}>
          {hint}
        </span>
      ) : null}
    </>
  );
}

/** Shows a fetcher's outcome once, when it settles. */
export function useResultToast(fetcher: { state: string; data?: ManageResult }) {
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.formError ?? "Something went wrong");
  }, [fetcher.state, fetcher.data]);
}

/** A tile that posts an intent with the state to move to (toggle-visibility, toggle-status). */
export function ActionTile({
  intent,
  field,
  value,
  ...body
}: {
  intent: string;
  field: string;
  value: string;
  icon: IconComponent;
  title: string;
  detail: string;
  hint: string;
}) {
  const fetcher = useFetcher<ManageResult>();
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher);

  return (
    <fetcher.Form method="post" className="h-full">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={value} />
      <ViaFetcher />
      <button type="submit" className={tileClasses} disabled={busy} aria-busy={busy || undefined}>
        <TileBody {...body} hint={busy ? "Updating…" : body.hint} busy={busy} />
      </button>
    </fetcher.Form>
  );
}

export function LinkTile({ to, ...body }: { to: string; icon: IconComponent; title: string; detail: string }) {
  return (
    <Link to={to} className={`${tileClasses} hover:-translate-y-0.5 hover:border-accent`}>
      <TileBody {...body} />
    </Link>
  );
}
