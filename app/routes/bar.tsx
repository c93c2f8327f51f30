import { Outlet } from "react-router";
import { requireViewer } from "~/features/auth/session.server";
import { BarNav } from "~/features/bar/components/bar-nav";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/bar";

/** Any page here without its own meta is still members-only: noindex, no card. */
export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "My Bar");

/** Every /bar page is for signed-in members; others go to /login and come back afterwards. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  return null;
}

export default function BarLayout() {
  return (
    <div className="pb-20 md:pb-0">
      <BarNav />
      <Outlet />
    </div>
  );
}
