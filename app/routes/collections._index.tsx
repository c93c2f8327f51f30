/**
 * Part 2 §2 Public collections list (/collections): public collections, newest first, searched by name,
 * ten a page with the same page links as /recipes; six placeholders while the next page loads.
 */

import { useEffect } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { Library, Plus } from "~/components/ui/icons/icons";
import { Pagination } from "~/components/ui/pagination";
import { SearchForm } from "~/components/ui/search-field";
import { collectionListMeta, LIST_DESCRIPTION, LIST_TITLE } from "~/features/collections/collection-meta";
import { listPublicCollections } from "~/features/collections/collection-queries.server";
import { FAILURES } from "~/features/collections/collection-schema";
import type { CollectionCardData } from "~/features/collections/collection-types";
import { CollectionCard } from "~/features/collections/components/collection-card";
import {
  CollectionGridSkeleton,
  useCollectionListLoading,
} from "~/features/collections/components/collection-grid-skeleton";
import { COLLECTIONS_PATH, readCollectionsQuery } from "~/features/collections/public-collections-params";
import { APP_NAME } from "~/lib/constants";
import { env } from "~/lib/env.server";
import { sharedData } from "~/lib/page-cache/shared-data.server";
import type { Paged } from "~/lib/paging";
import { redirectPastLastPage } from "~/lib/paging";
import type { Route } from "./+types/collections._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readCollectionsQuery(new URL(request.url).searchParams);
  let list: Paged<CollectionCardData>;
  let loadError: string | null = null;
  try {
    // The list is the same for everyone (public collections only), so misses share it (issue 19).
    list = await sharedData(context, `collections:${query.page}:${query.search ?? ""}`, () =>
      listPublicCollections(query),
    );
  } catch (error) {
    // Part 2 §8: "Failed to load collections", with an empty list rather than an error page.
    console.error("Public collections: could not load the list", error);
    list = { items: [], total: 0, page: 1, pageCount: 1 };
    loadError = FAILURES.load;
  }
  redirectPastLastPage(request, query.page, list.pageCount);
  return { ...list, query, loadError, origin: env().PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? collectionListMeta(data) : [{ title: `${LIST_TITLE} | ${APP_NAME}` }];

export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const { items, total, pageCount, query, loadError } = loaderData;
  const loading = useCollectionListLoading();

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "collections-load" });
  }, [loadError]);

  return (
    <>
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Collections" }]} />
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{LIST_TITLE}</h1>
          <p className="mt-1 max-w-2xl text-muted">{LIST_DESCRIPTION}</p>
        </div>
        {/* Guests are sent to sign in by the /bar area's own guard. */}
        <Link to="/bar/collections/new" className={buttonClasses()}>
          <Plus className="size-4" aria-hidden />
          Create Collection
        </Link>
      </header>

      <SearchForm
        action={COLLECTIONS_PATH}
        className="mb-6 max-w-xl"
        id="collection-search"
        label="Search collections by name"
        name="search"
        defaultValue={query.search ?? ""}
        maxLength={100}
        placeholder="Search collections…"
      />

      <section aria-labelledby="collection-results-title" aria-busy={loading || undefined}>
        <h2 id="collection-results-title" className="sr-only">
          Collections
        </h2>
        <p aria-live="polite" className="mb-4 min-h-6 text-sm text-muted">
          {total} {total === 1 ? "collection" : "collections"}
          {query.search ? ` matching “${query.search}”` : ""}
          {query.search ? (
            <>
              <span aria-hidden className="mx-2">
                ·
              </span>
              <Link to={COLLECTIONS_PATH} className="font-medium text-accent underline-offset-4 hover:underline">
                Clear search
              </Link>
            </>
          ) : null}
        </p>

        {loading ? (
          <CollectionGridSkeleton />
        ) : items.length === 0 ? (
          <NoCollections search={query.search} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((collection) => (
              <li key={collection.id} className="flex [&>article]:w-full">
                <CollectionCard collection={collection} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={query.page} pageCount={pageCount} label="Collection pages" className="pt-6" />
      </section>
    </>
  );
}

function NoCollections({ search }: { search?: string }) {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-14 text-center">
      <Library className="mx-auto size-10 text-accent" aria-hidden />
      <p className="mt-4 font-display text-2xl font-semibold">No public collections found.</p>
      {search ? (
        <p className="mx-auto mt-2 max-w-md text-muted">
          No collection’s name contains “{search}”. Try another word, or{" "}
          <Link to={COLLECTIONS_PATH} className="font-medium text-accent underline underline-offset-4">
            see every collection
          </Link>
          .
        </p>
      ) : (
        <p className="mx-auto mt-2 max-w-md text-muted">Be the first to curate one for the community.</p>
      )}
    </div>
  );
}
