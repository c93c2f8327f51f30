/**
 * GET /bar/collections/{slug}/recipes?search=… : the owner's published recipes for "Manage Collection
 * Recipes", each marked chosen or not, as JSON. Anyone but the owner gets 404 (a guest is sent to sign in).
 */
import { requireViewer } from "~/features/auth/session.server";
import { listPickableRecipes } from "~/features/collections/collection-picker-queries.server";
import { getManagedCollection } from "~/features/collections/collection-queries.server";
import { COLLECTION_NOT_FOUND } from "~/features/collections/collection-schema";
import { parseManageCollectionQuery } from "~/features/collections/manage-collection-schema";
import { COLLECTION_LIST_LIMITS } from "~/lib/limits";
import type { Route } from "./+types/bar.collections.$slug.recipes";

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const found = await getManagedCollection(viewer, params.slug);
  if (found.kind !== "found") return Response.json({ error: COLLECTION_NOT_FOUND }, { status: 404 });
  const { search } = parseManageCollectionQuery(new URL(request.url).searchParams);
  // As many as a collection may hold, so the unsearched list carries every chosen recipe (they come first).
  const recipes = await listPickableRecipes(viewer, found.data.id, search, COLLECTION_LIST_LIMITS.recipes);
  return Response.json({ recipes }, { headers: { "Cache-Control": "private, no-store" } });
}
