/**
 * /bar/saved/offline: what the service worker keeps for offline use (issue 18), as JSON for the worker
 * alone. Signed in only; private to the member (no-store), and it names the member so the worker never
 * files one member's pages under another's copy.
 */
import { requireViewer } from "~/features/auth/session.server";
import { listOfflineCopy } from "~/features/offline/offline-queries.server";
import type { Route } from "./+types/bar.saved.offline";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return Response.json(await listOfflineCopy(viewer.id), {
    headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
