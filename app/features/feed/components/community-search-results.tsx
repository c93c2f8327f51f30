/** The community search's answer (issue 16): posts, members and public collections, each group titled. */

import { Link } from "react-router";
import { X } from "~/components/ui/icons/icons";
import { CollectionCard } from "~/features/collections/components/collection-card";
import { MemberRows } from "~/features/profiles/components/member-list";
import type { CommunitySearchResults } from "../community-search.server";
import { PostList } from "./post-list";

function Group({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted tabular-nums">({count})</span>
      </h2>
      {count ? children : <p className="text-sm text-muted">No {title.toLowerCase()} found.</p>}
    </section>
  );
}

export function CommunitySearchResultsView({
  query,
  results,
  path,
  signedIn,
}: {
  query: string;
  results: CommunitySearchResults;
  path: string;
  signedIn: boolean;
}) {
  const { posts, members, collections } = results;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" role="status">
          {posts.length + members.length + collections.length === 0
            ? `Nothing found for “${query}”.`
            : `Results for “${query}”`}
        </p>
        <Link
          to={path}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-accent hover:bg-surface-2"
        >
          <X className="size-4" aria-hidden />
          Clear search
        </Link>
      </div>
      <Group title="Members" count={members.length}>
        <MemberRows members={members} />
      </Group>
      <Group title="Collections" count={collections.length}>
        <div className="grid gap-4 sm:grid-cols-2">
          {collections.map((collection) => (
            <CollectionCard key={collection.id} collection={collection} />
          ))}
        </div>
      </Group>
      <Group title="Posts" count={posts.length}>
        <PostList posts={posts} signedIn={signedIn} path={`${path}?${new URLSearchParams({ q: query })}`} />
      </Group>
    </div>
  );
}
