/**
 * GET /api/site/search/suggestions?q=… — the navigation's type-ahead (issue 18): a few recipes,
 * collections and members for the query, as the viewer may see them (site-search.server.ts).
 */
import { getViewer } from "~/features/auth/session.server";
import { readSearchQuery } from "~/features/search/search-schema";
import { searchSuggestions } from "~/features/search/site-search.server";
import type { Route } from "./+types/api.site.search.suggestions";

export async function loader({ request }: Route.LoaderArgs) {
  const q = readSearchQuery(new URL(request.url).searchParams);
  const viewer = await getViewer(request);
  const suggestions = await searchSuggestions(q, viewer?.id ?? null);
  // The same for every viewer today (listed content, names as their owners show them to everyone), but
  // kept per viewer so a later per-viewer rule can never leak through a shared cache.
  const headers: Record<string, string> = viewer
    ? { "Cache-Control": "private, no-store" }
    : { "Cache-Control": "public, max-age=60", Vary: "Cookie" };
  return Response.json({ q, suggestions }, { headers });
}
