/** GET /api/site/recipes/originals?q=…&not=… — recipes a member may name as the original of theirs (issue 23). */
import { getViewer } from "~/features/auth/session.server";
import { searchOriginals } from "~/features/discovery/variant-queries.server";
import { normaliseText } from "~/lib/text";
import type { Route } from "./+types/api.site.recipes.originals";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return Response.json({ error: "Please sign in" }, { status: 401 });
  const params = new URL(request.url).searchParams;
  const q = normaliseText((params.get("q") ?? "").slice(0, 100), { singleLine: true });
  const recipes = await searchOriginals(viewer.id, q, params.get("not"));
  return Response.json({ recipes }, { headers: { "Cache-Control": "private, no-store" } });
}
