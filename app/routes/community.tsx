/** /community: the community feed, readable without signing in (part 2 §2 Community, §6; issue 16). */

import { communityAction, loadCommunity } from "~/features/feed/community-page.server";
import { CommunityPage } from "~/features/feed/components/community-page";
import { communityMeta } from "~/features/feed/feed-meta";
import type { Route } from "./+types/community";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCommunity(request, context);
}

export function action({ request }: Route.ActionArgs) {
  return communityAction(request);
}

export const meta: Route.MetaFunction = (args) => communityMeta(args);

export default function Community({ loaderData }: Route.ComponentProps) {
  return <CommunityPage data={loaderData} path="/community" />;
}
