/** Search-engine metadata for the community feed (client-safe: meta runs in the browser too). */
import type { MetaDescriptor } from "react-router";
import { APP_NAME } from "~/lib/constants";

export const COMMUNITY_TITLE = "Community";
export const COMMUNITY_DESCRIPTION =
  "Posts, photos and conversations from the Muddle cocktail community: what people are mixing at home and behind the bar.";

export function communityMeta(): MetaDescriptor[] {
  const title = `${COMMUNITY_TITLE} | ${APP_NAME}`;
  return [
    { title },
    { name: "description", content: COMMUNITY_DESCRIPTION },
    { property: "og:title", content: title },
    { property: "og:description", content: COMMUNITY_DESCRIPTION },
  ];
}
