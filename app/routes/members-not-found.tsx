/**
 * Any address under /bar or /settings that names no page (issue 12): the area is for members, so
 * a guest is sent to sign in first (and brought back), and a member gets a real 404 inside it.
 * Without this, a guest asking for /settings/privacy got the site-wide 404 instead of /login.
 */
import { data } from "react-router";
import { NotFoundView } from "~/components/layout/not-found-view";
import { requireViewer } from "~/features/auth/session.server";
import { notFoundMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/members-not-found";

export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => notFoundMeta(args);

export default function MembersNotFound() {
  return <NotFoundView />;
}
