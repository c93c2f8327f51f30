/**
 * The community page's data and form post (part 2 §2 Community, issue 16), shared by /community (readable
 * without signing in, part 2 §6) and /bar/community. The tab and search are in the address, so Back and
 * a shared link restore them; `?cursor=` asks for the next page only (infinite scroll).
 */

import { getViewer } from "~/features/auth/session.server";
import { getPrivacySettings } from "~/features/privacy/privacy-settings.server";
import { FEED_PAGE_SIZE } from "~/lib/constants";
import { latestEventId } from "~/lib/events.server";
import { type SharedDataContext, sharedData } from "~/lib/page-cache/shared-data.server";
import { type CommunitySearchResults, communitySearchText, searchCommunity } from "./community-search.server";
import { listFeed } from "./feed-queries.server";
import { FEED_FAILURES, type FeedTab, feedTabOf, type PostAudience } from "./feed-schema";
import type { FeedPage } from "./feed-types";
import { createPostResponse } from "./post-endpoints.server";

export type CommunityViewer = {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
};

export type CommunityData = {
  viewer: CommunityViewer | null;
  tab: FeedTab;
  /** The search box's words, when searching. */
  query: string;
  page: FeedPage;
  /** Set when this answer is a later page of the feed, which the list appends. */
  cursor: string | null;
  loadError: string | null;
  pageSize: number;
  /** The post form's audience to start with: public, or followers for a member whose profile is not public. */
  defaultAudience: PostAudience;
  /** What the search box found, when searching (the feed is not shown then). */
  search: CommunitySearchResults | null;
  /** The newest live event when this page was read: the live stream resumes from it. */
  liveFrom: number | null;
};

/** `context` (the page handler's shared results) lets visitors share what every visitor reads alike (issue 19). */
export async function loadCommunity(request: Request, context?: SharedDataContext): Promise<CommunityData> {
  const params = new URL(request.url).searchParams;
  const viewer = await getViewer(request);
  const tab = feedTabOf(params.get("tab"));
  const cursor = params.get("cursor");
  let page: FeedPage = { posts: [], nextCursor: null };
  let loadError: string | null = null;
  let liveFrom: number | null = null;
  const query = communitySearchText(params.get("q") ?? "");
  let search: CommunitySearchResults | null = null;
  try {
    // Read before the page, so nothing posted in between is missed by the stream.
    if (query && !cursor) {
      search = viewer
        ? await searchCommunity(query, viewer.id)
        : await sharedData(context, `community:search:${query}`, () => searchCommunity(query, null));
    } else {
      const read = async (viewerId: string | null) => ({
        liveFrom: cursor ? null : await latestEventId(),
        page: await listFeed(viewerId, tab, cursor),
      });
      // A visitor's page and the event it resumes from travel together, so a shared page misses nothing live.
      ({ liveFrom, page } = viewer
        ? await read(viewer.id)
        : await sharedData(context, `community:${tab}:${cursor ?? ""}`, () => read(null)));
    }
  } catch (error) {
    // Part 2 §8: "Failed to load posts", with the page still usable.
    console.error(`Community: could not load the ${tab} feed`, error);
    loadError = FEED_FAILURES.loadPosts;
  }
  const privacy = viewer && !cursor ? await getPrivacySettings(viewer) : null;
  return {
    defaultAudience: privacy && privacy.profile_visibility !== "public" ? "followers" : "public",
    viewer: viewer
      ? {
          id: viewer.id,
          username: viewer.username,
          first_name: viewer.first_name,
          last_name: viewer.last_name,
          profile_picture_url: viewer.profile_picture_url,
        }
      : null,
    tab,
    query,
    search,
    page,
    cursor,
    loadError,
    pageSize: FEED_PAGE_SIZE,
    liveFrom,
  };
}

/** The post form without JavaScript posts to the page itself. */
export function communityAction(request: Request): Promise<Response> {
  return createPostResponse(request);
}
