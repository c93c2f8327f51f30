/** Part 2 §2 My Collections (/bar/collections): count, grid or list (remembered per member), create. */

import { data, Link, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { LibraryBig, Plus } from "~/components/ui/icons/icons";
import { Pagination } from "~/components/ui/pagination";
import { requireViewer } from "~/features/auth/session.server";
import { listMyCollections } from "~/features/collections/collection-queries.server";
import {
  collectionsViewFor,
  parseCollectionsView,
  rememberCollectionsView,
} from "~/features/collections/collections-view.server";
import {
  CollectionsViewToggle,
  shownView,
  useCollectionsViewFetcher,
} from "~/features/collections/components/collections-view-toggle";
import { MyCollectionCard } from "~/features/collections/components/my-collection-card";
import { PageParam } from "~/features/collections/public-collections-params";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { formatCount } from "~/lib/format";
import { redirectPastLastPage } from "~/lib/paging";
import { truncateGraphemes } from "~/lib/text";
import type { Route } from "./+types/bar.collections._index";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "My Collections");

/** Cards show two lines of the description at most; the rest stays on the server. */
const EXCERPT_LENGTH = 180;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const page = PageParam.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  const [collections, view] = await Promise.all([
    listMyCollections(viewer.id, page),
    collectionsViewFor(request, viewer.id),
  ]);
  redirectPastLastPage(request, page, collections.pageCount);
  const items = collections.items.map(({ owner_username: _owner, description, ...card }) => ({
    ...card,
    description: description ? truncateGraphemes(description, EXCERPT_LENGTH) : null,
  }));
  return { items, view, total: collections.total, page, pageCount: collections.pageCount };
}

/** The grid/list toggle: remembered in a cookie; a plain form post (no JavaScript) comes back here. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await request.formData();
  const view = parseCollectionsView(form.get("view"));
  if (form.get("intent") !== "view" || !view) return data({ ok: false as const }, { status: 400 });
  const headers = { "Set-Cookie": await rememberCollectionsView(request, viewer.id, view) };
  if (form.get("via") === "fetcher") return data({ ok: true as const }, { headers });
  return redirect("/bar/collections", { headers });
}

export default function MyCollections({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageCount } = loaderData;
  const view = shownView(useCollectionsViewFetcher(), loaderData.view);

  return (
    <section aria-labelledby="my-collections-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="my-collections-title" className="text-3xl font-semibold sm:text-4xl">
            My Collections
          </h1>
          <p className="mt-1 text-muted">Menus, party lists and favourites: your recipes, gathered your way.</p>
        </div>
        <Link to="/bar/collections/new" className={buttonClasses()}>
          <Plus className="size-4" aria-hidden />
          <span className="sr-only">New </span>
          Collection
        </Link>
      </div>

      {total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm text-muted" aria-live="polite">
              {formatCount(total)} {total === 1 ? "collection" : "collections"}
            </p>
            <CollectionsViewToggle view={view} />
          </div>
          <ul
            aria-label="Your collections"
            className={view === "list" ? "flex flex-col gap-3" : "grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3"}
          >
            {items.map((collection) => (
              <li key={collection.id}>
                <MyCollectionCard collection={collection} view={view} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} label="My collection pages" className="pt-2" />
        </>
      )}
    </section>
  );
}

function EmptyState() {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center">
      <LibraryBig className="mx-auto size-10 text-accent" aria-hidden />
      <h2 className="mt-4 text-2xl font-semibold">No collections yet</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Group recipes into a menu for tonight, a season's favourites or a list to share with friends.
      </p>
      <Link to="/bar/collections/new" className={buttonClasses({ className: "mt-6" })}>
        <Plus className="size-4" aria-hidden />
        Create your first collection
      </Link>
    </div>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
