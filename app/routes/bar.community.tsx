/** /bar/community: the community feed inside the member's bar (part 2 §2 Community; issue 16). */

import { communityAction, loadCommunity } from "~/features/feed/community-page.server";
import { CommunityPage } from "~/features/feed/components/community-page";
import { barCommunityMeta } from "~/features/feed/feed-meta";
import type { Route } from "./+types/bar.community";

export function loader({ request }: Route.LoaderArgs) {
  return loadCommunity(request);
}

export function action({ request }: Route.ActionArgs) {
  return communityAction(request);
}

export const meta: Route.MetaFunction = (args) => barCommunityMeta(args);

export default function BarCommunity({ loaderData }: Route.ComponentProps) {
  return <CommunityPage data={loaderData} path="/bar/community" />;
}
