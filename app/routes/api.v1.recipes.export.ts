/**
 * GET /api/v1/recipes/export — the signed-in member's own recipes (drafts and private ones too) in
 * the import format, as a download. 401 { error } for anyone else.
 */
import { getViewer } from "~/features/auth/session.server";
import { exportRecipes } from "~/features/recipe-import/export-recipes.server";
import type { Route } from "./+types/api.v1.recipes.export";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) {
    return Response.json({ error: "Please sign in" }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
  const recipes = await exportRecipes(viewer);
  return new Response(`${JSON.stringify(recipes, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="muddle-recipes.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
