/**
 * GET /api/site/recipes/export — the signed-in member's own recipes (drafts and private ones too) as a
 * download: in the import format, or with ?format=schema-org (JSON-LD) or ?format=bar-assistant
 * (Draft 04 cocktails), so a member can take them to another app. 401 { error } for anyone else,
 * 400 for an unknown format.
 */
import { getViewer } from "~/features/auth/session.server";
import { EXPORT_FILE_NAMES, exportDocument, exportFormat } from "~/features/recipe-import/export-formats";
import { exportRecipes } from "~/features/recipe-import/export-recipes.server";
import type { Route } from "./+types/api.site.recipes.export";

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return Response.json({ error: "Please sign in" }, { status: 401, headers: noStore });
  const format = exportFormat(new URL(request.url).searchParams.get("format"));
  if (!format) {
    return Response.json(
      { error: "Unknown format: use muddle, schema-org or bar-assistant" },
      { status: 400, headers: noStore },
    );
  }
  const recipes = await exportRecipes(viewer);
  return new Response(`${JSON.stringify(exportDocument(format, recipes), null, 2)}\n`, {
    headers: {
      "Content-Type": `${format === "schema-org" ? "application/ld+json" : "application/json"}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${EXPORT_FILE_NAMES[format]}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
