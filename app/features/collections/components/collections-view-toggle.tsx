/**
 * My Collections' grid or list toggle (part 2 §2). Each button posts the view to show, so it works
 * without JavaScript (the page answers with a redirect); with it, a fetcher posts it and the page
 * switches at once. The server remembers the choice per member (collections-view.server.ts).
 */

import { type FetcherWithComponents, useFetcher } from "react-router";
import { LayoutGrid, List } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";

export const COLLECTIONS_VIEWS = ["grid", "list"] as const;
export type CollectionsView = (typeof COLLECTIONS_VIEWS)[number];

const BUTTONS = { grid: { icon: LayoutGrid, label: "Grid view" }, list: { icon: List, label: "List view" } } as const;

/** The view to draw: the one being posted, else the stored one. */
export function shownView(fetcher: FetcherWithComponents<unknown>, stored: CollectionsView): CollectionsView {
  const pending = fetcher.formData?.get("view");
  return COLLECTIONS_VIEWS.find((view) => view === pending) ?? stored;
}

export function useCollectionsViewFetcher() {
  return useFetcher({ key: "collections-view" });
}

export function CollectionsViewToggle({ view }: { view: CollectionsView }) {
  const fetcher = useCollectionsViewFetcher();
  return (
    <fetcher.Form method="post" className="inline-flex rounded-full border border-line bg-surface p-1">
      <ViaFetcher />
      <input type="hidden" name="intent" value="view" />
      {COLLECTIONS_VIEWS.map((value) => {
        const { icon: Icon, label } = BUTTONS[value];
        const chosen = value === view;
        return (
          <button
            key={value}
            type="submit"
            name="view"
            value={value}
            aria-pressed={chosen}
            aria-label={label}
            title={label}
            className={`inline-flex size-10 items-center justify-center rounded-full transition ${
              chosen ? "bg-accent-soft text-accent" : "text-muted hover:bg-surface-2 hover:text-ink"
            }`}
          >
            <Icon className="size-4" aria-hidden />
          </button>
        );
      })}
    </fetcher.Form>
  );
}
