/**
 * Part 2 §2 Community: search, the post form for members, the three feed tabs and the posts. Shared by
 * /community (guests can read) and /bar/community.
 */

import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Form } from "react-router";
import { Search } from "~/components/ui/icons/icons";
import { SignInPrompt } from "~/components/ui/sign-in-prompt";
import type { CommunityData } from "../community-page.server";
import { FEED_FAILURES, FEED_MESSAGES } from "../feed-schema";
import type { FeedPost } from "../feed-types";
import { CommunitySearchResultsView } from "./community-search-results";
import { FeedList } from "./feed-list";
import { sendFeedForm } from "./feed-requests";
import { FeedTabs } from "./feed-tabs";
import { PostComposer } from "./post-composer";
import { type SendOutcome, useComposerSubmit } from "./use-composer-submit";

export function CommunityPage({ data, path }: { data: CommunityData; path: string }) {
  const { tab, loadError, query } = data;
  const [ownPost, setOwnPost] = useState<FeedPost | null>(null);
  const here = tab === "for-you" ? path : `${path}?tab=${tab}`;

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "feed-load" });
  }, [loadError]);

  const composer = useComposerSubmit(
    useCallback(async (form: FormData): Promise<SendOutcome> => {
      const result = await sendFeedForm<{ post: FeedPost }>("/api/site/posts", form);
      if (!result.ok) {
        const error = result.data.error ?? FEED_FAILURES.createPost;
        toast.error(error);
        return { ok: false, error };
      }
      toast.success(FEED_MESSAGES.postCreated);
      setOwnPost(result.data.post);
      return { ok: true };
    }, []),
  );

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Community</h1>
          <p className="mt-1 text-muted">What the Muddle community is mixing, sharing and talking about.</p>
        </div>
        <Form method="get" action={path} role="search" className="relative">
          <label htmlFor="community-search" className="sr-only">
            {FEED_MESSAGES.searchPlaceholder}
          </label>
          <Search
            className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            id="community-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder={FEED_MESSAGES.searchPlaceholder}
            className="h-12 w-full rounded-full border border-line bg-surface pl-11 pr-4 text-base placeholder:text-muted"
          />
        </Form>
      </header>

      {data.search ? (
        <CommunitySearchResultsView query={query} results={data.search} path={path} signedIn={Boolean(data.viewer)} />
      ) : (
        <CommunityFeed data={data} path={path} here={here} ownPost={ownPost} composer={composer} />
      )}
    </div>
  );
}

function CommunityFeed({
  data,
  path,
  here,
  ownPost,
  composer,
}: {
  data: CommunityData;
  path: string;
  here: string;
  ownPost: FeedPost | null;
  composer: ReturnType<typeof useComposerSubmit>;
}) {
  const { viewer, tab, page } = data;
  return (
    <>
      {viewer ? (
        <section
          aria-label="New post"
          className="rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5"
        >
          <PostComposer
            variant="post"
            action={path}
            withAudience
            defaultAudience={data.defaultAudience}
            {...composer}
          />
        </section>
      ) : (
        <SignInPrompt
          className="rounded-(--radius-card) border border-line"
          message="Sign in to share your drinks with the community."
          path={here}
        />
      )}

      <FeedTabs path={path} current={tab} />

      {tab === "following" && !viewer ? (
        <SignInPrompt
          className="rounded-(--radius-card) border border-line"
          message={FEED_MESSAGES.signInToFollowing}
          path={here}
        />
      ) : (
        <FeedList
          key={`${tab}:${viewer?.id ?? "guest"}`}
          tab={tab}
          path={path}
          first={page}
          signedIn={Boolean(viewer)}
          ownPost={ownPost}
          liveFrom={data.liveFrom}
        />
      )}
    </>
  );
}
