/**
 * The recipe management tile for who may see a recipe (part 2 §2, §4, with the followers audience of
 * part 2 §3): the current audience, and one button per audience. Each button posts the audience to
 * move to, so a double click is harmless and the form works without JavaScript.
 */
import { useFetcher } from "react-router";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { VISIBILITY_LABELS, type Visibility } from "~/features/privacy/visibility";
import { VISIBILITY_ICONS } from "~/features/privacy/visibility-icons";
import { type ManageResult, TileBody, useResultToast } from "./manage-recipe-tiles";

const DETAILS: Record<Visibility, string> = {
  public: "Anyone can find it",
  followers: "Only your followers can see it",
  private: "Only you can see it",
};
// Widest audience first, as a person reads the choice.
const ORDER = ["public", "followers", "private"] as const;

export function VisibilityTile({ visibility }: { visibility: Visibility }) {
  const fetcher = useFetcher<ManageResult>();
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher);

  return (
    <fetcher.Form
      method="post"
      className="flex h-full flex-col items-start gap-3 rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5"
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="intent" value="set-visibility" />
      <ViaFetcher />
      <TileBody
        icon={VISIBILITY_ICONS[visibility]}
        title={VISIBILITY_LABELS[visibility]}
        detail={DETAILS[visibility]}
        busy={busy}
      />
      <fieldset className="mt-auto flex w-full flex-wrap gap-1" disabled={busy}>
        <legend className="sr-only">Visibility</legend>
        {ORDER.map((value) => {
          const Icon = VISIBILITY_ICONS[value];
          const chosen = value === visibility;
          return (
            <button
              key={value}
              type="submit"
              name="visibility"
              value={value}
              aria-pressed={chosen}
              aria-label={`Make ${VISIBILITY_LABELS[value].toLowerCase()}`}
              title={VISIBILITY_LABELS[value]}
              className={`inline-flex h-9 min-w-9 flex-1 items-center justify-center rounded-full border text-xs font-semibold transition ${
                chosen
                  ? "border-accent bg-accent-soft text-accent"
                  : "border-line text-muted hover:border-accent hover:text-ink"
              }`}
            >
              <Icon className="size-4" aria-hidden />
            </button>
          );
        })}
      </fieldset>
    </fetcher.Form>
  );
}
