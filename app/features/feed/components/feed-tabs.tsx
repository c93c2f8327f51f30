/** For You, Discover and Following as links (`?tab=`), so Back and a shared link restore the tab. */
import { Link } from "react-router";
import { FEED_TAB_LABELS, FEED_TABS, type FeedTab } from "../feed-schema";

export function feedHref(path: string, tab: FeedTab, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...(tab === "for-you" ? {} : { tab }), ...extra });
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function FeedTabs({ path, current }: { path: string; current: FeedTab }) {
  return (
    <nav aria-label="Feeds" className="flex gap-1 rounded-full border border-line bg-surface p-1">
      {FEED_TABS.map((tab) => (
        <Link
          key={tab}
          to={feedHref(path, tab)}
          aria-current={tab === current ? "page" : undefined}
          preventScrollReset
          className={`flex-1 rounded-full px-4 py-2 text-center text-sm font-medium transition ${
            tab === current ? "bg-accent text-accent-ink shadow-sm" : "text-muted hover:bg-surface-2 hover:text-ink"
          }`}
        >
          {FEED_TAB_LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}
