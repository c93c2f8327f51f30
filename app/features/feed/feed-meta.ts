/**
 * Search-engine metadata for the community feed and its posts (issue 18; client-safe: meta runs in
 * the browser too). A followers-only post is kept out of search engines and link previews.
 */
import type { MetaDescriptor } from "react-router";
import {
  type MetaArgsLike,
  membersOnlyMeta,
  metaDescription,
  originFromMatches,
  pageTitle,
  seoMeta,
} from "~/features/seo/seo-meta";
import { breadcrumbJsonLd } from "~/features/seo/structured-data";
import { APP_NAME } from "~/lib/constants";
import type { FeedPost } from "./feed-types";

export const COMMUNITY_TITLE = "Community";
export const COMMUNITY_DESCRIPTION =
  "Posts, photos and conversations from the Muddle cocktail community: what people are mixing at home and behind the bar.";
const COMMUNITY_PATH = "/community";

/** /community: the public feed, with the site card. */
export function communityMeta(args: MetaArgsLike): MetaDescriptor[] {
  const origin = originFromMatches(args.matches);
  return seoMeta({
    origin,
    path: COMMUNITY_PATH,
    title: pageTitle(COMMUNITY_TITLE),
    description: COMMUNITY_DESCRIPTION,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: COMMUNITY_TITLE, path: COMMUNITY_PATH },
      ]),
    ],
  });
}

/** /bar/community: the same feed inside the members' bar. */
export function barCommunityMeta(args: MetaArgsLike): MetaDescriptor[] {
  return membersOnlyMeta(args, `${COMMUNITY_TITLE} — My Bar`);
}

function authorName(author: FeedPost["author"]): string {
  return [author.first_name, author.last_name].filter(Boolean).join(" ").trim() || `@${author.username}`;
}

/** /community/posts/{id}: a public post is indexed with its opening words as the description. */
export function postMeta(args: MetaArgsLike, post: FeedPost): MetaDescriptor[] {
  const name = authorName(post.author);
  return seoMeta({
    origin: originFromMatches(args.matches),
    path: `${COMMUNITY_PATH}/posts/${encodeURIComponent(post.id)}`,
    title: pageTitle(`Post by ${name}`),
    description: metaDescription(post.content.trim() || `A post by ${name} in the ${APP_NAME} community.`),
    indexable: post.audience === "public",
    ogType: "article",
    extra: [{ property: "article:published_time", content: post.created_at }],
  });
}
