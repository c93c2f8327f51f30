/** GET /api/site/ingredients?q=… — catalogue suggestions for the recipe form and the bar (part 1 §5). */
import { getViewer } from "~/features/auth/session.server";
import { searchIngredients } from "~/features/ingredients/ingredient-queries.server";
import { normaliseText } from "~/lib/text";
import type { Route } from "./+types/api.site.ingredients";

export async function loader({ request }: Route.LoaderArgs) {
  // Cleaned like all user text (a NUL reached PostgreSQL and answered 500), at most 100 characters.
  const q = normaliseText((new URL(request.url).searchParams.get("q") ?? "").slice(0, 100), { singleLine: true });
  const viewer = await getViewer(request);
  const ingredients = await searchIngredients(q, viewer);
  // A member's answer includes their own private entries: never stored by a shared cache. A guest's
  // holds shared entries only, the same for every guest, so caches may keep it (keyed by the cookie).
  const headers: Record<string, string> = viewer
    ? { "Cache-Control": "private, no-store" }
    : { "Cache-Control": "public, max-age=60", Vary: "Cookie" };
  return Response.json({ ingredients }, { headers });
}
