/**
 * Part 2 §2 profile tabs: Recipes (default), Collections, Posts. The tabs are plain links
 * (?tab=...), so they work without JavaScript and every tab has its own address; each list pages.
 */
import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import type { CollectionCardData } from "~/features/collections/collection-types";
import { CollectionCard } from "~/features/collections/components/collection-card";
import { PostList } from "~/features/feed/components/post-list";
import type { FeedPost } from "~/features/feed/feed-types";
import { cardImageLoading, RecipeCard } from "~/features/recipes/components/recipe-card";
import type { CardBarCoverage, RecipeCardData } from "~/features/recipes/recipe-types";
import type { Paged } from "~/lib/paging";

export const PROFILE_TABS = ["recipes", "collections", "posts"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type ProfileTabData =
  | { tab: "recipes"; list: Paged<RecipeCardData>; barCoverage?: Record<string, CardBarCoverage> }
  | { tab: "collections"; list: Paged<CollectionCardData> }
  | { tab: "posts"; list: Paged<FeedPost> };

const LABELS: Record<ProfileTab, { label: string; empty: string }> = {
  recipes: { label: "Recipes", empty: "No public recipes yet" },
  collections: { label: "Collections", empty: "No public collections yet" },
  posts: { label: "Posts", empty: "No posts yet" },
};

export function ProfileTabs({ data, signedIn, path }: { data: ProfileTabData; signedIn: boolean; path: string }) {
  const { label, empty } = LABELS[data.tab];
  return (
    <section aria-labelledby="profile-tab-title" className="mt-8">
      <nav aria-label="Profile sections" className="border-b border-line">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {PROFILE_TABS.map((tab) => {
            const current = tab === data.tab;
            return (
              <li key={tab}>
                <Link
                  to={{ search: tab === "recipes" ? "" : `?tab=${tab}` }}
                  preventScrollReset
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold transition ${
                    current ? "border-accent text-accent" : "border-transparent text-muted hover:text-ink"
                  }`}
                >
                  {LABELS[tab].label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 id="profile-tab-title" className="sr-only">
        {label}
      </h2>
      <div className="mt-6">
        {data.list.items.length === 0 ? (
          <p className="rounded-(--radius-card) border border-dashed border-line px-4 py-12 text-center text-muted">
            {empty}
          </p>
        ) : (
          <TabItems data={data} signedIn={signedIn} path={path} />
        )}
      </div>
      <Pagination page={data.list.page} pageCount={data.list.pageCount} label={`${label} pages`} className="mt-8" />
    </section>
  );
}

function TabItems({ data, signedIn, path }: { data: ProfileTabData; signedIn: boolean; path: string }) {
  const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
  if (data.tab === "recipes") {
    return (
      <div className={grid}>
        {data.list.items.map((recipe, index) => (
          <RecipeCard
            key={recipe.id}
            recipe={recipe}
            barCoverage={data.barCoverage?.[recipe.id]}
            imageLoading={cardImageLoading(index)}
          />
        ))}
      </div>
    );
  }
  if (data.tab === "collections") {
    return (
      <div className={grid}>
        {data.list.items.map((collection) => (
          <CollectionCard key={collection.id} collection={collection} />
        ))}
      </div>
    );
  }
  return <PostList posts={data.list.items} signedIn={signedIn} path={path} />;
}
