/**
 * Part 2 §2 profile tabs: Recipes (default), Collections, Posts. The tabs are plain links
 * (?tab=...), so they work without JavaScript and every tab has its own address; each list pages.
 */
import { Heart, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Pagination } from "~/components/ui/pagination";
import type { CollectionCardData } from "~/features/collections/collection-types";
import { CollectionCard } from "~/features/collections/components/collection-card";
import { RecipeCard } from "~/features/recipes/components/recipe-card";
import type { CardBarCoverage, RecipeCardData } from "~/features/recipes/recipe-types";
import type { Paged } from "~/lib/paging";
import type { ProfilePost } from "../profile-queries.server";

export const PROFILE_TABS = ["recipes", "collections", "posts"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type ProfileTabData =
  | { tab: "recipes"; list: Paged<RecipeCardData>; barCoverage?: Record<string, CardBarCoverage> }
  | { tab: "collections"; list: Paged<CollectionCardData> }
  | { tab: "posts"; list: Paged<ProfilePost> };

const LABELS: Record<ProfileTab, { label: string; empty: string }> = {
  recipes: { label: "Recipes", empty: "No public recipes yet" },
  collections: { label: "Collections", empty: "No public collections yet" },
  posts: { label: "Posts", empty: "No posts yet" },
};

export function ProfileTabs({ data }: { data: ProfileTabData }) {
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
          <TabItems data={data} />
        )}
      </div>
      <Pagination page={data.list.page} pageCount={data.list.pageCount} label={`${label} pages`} className="mt-8" />
    </section>
  );
}

function TabItems({ data }: { data: ProfileTabData }) {
  const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
  if (data.tab === "recipes") {
    return (
      <div className={grid}>
        {data.list.items.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} barCoverage={data.barCoverage?.[recipe.id]} />
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
  return (
    <ul className="mx-auto flex max-w-2xl flex-col gap-4">
      {data.list.items.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

function PostCard({ post }: { post: ProfilePost }) {
  return (
    <article className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)">
      <time dateTime={post.created_at} className="text-sm text-muted">
        {dateFormat.format(new Date(post.created_at))}
      </time>
      {post.content ? <p className="mt-2 whitespace-pre-line break-words">{post.content}</p> : null}
      {post.images.length ? (
        <div className={`mt-3 grid gap-2 ${post.images.length > 1 ? "grid-cols-2" : ""}`}>
          {post.images.map((src) => (
            <img key={src} src={src} alt="" loading="lazy" className="aspect-square w-full rounded-xl object-cover" />
          ))}
        </div>
      ) : null}
      <p className="mt-3 flex gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Heart className="size-4" aria-hidden />
          {post.like_count} <span className="sr-only">likes</span>
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle className="size-4" aria-hidden />
          {post.comment_count} <span className="sr-only">comments</span>
        </span>
      </p>
    </article>
  );
}
