/** GET /api/v1/ingredients?q=… — catalogue suggestions for the recipe form and the bar (part 1 §5). */
import { searchIngredients } from "~/features/ingredients/ingredient-queries.server";
import { normaliseText } from "~/lib/text";
import type { Route } from "./+types/api.v1.ingredients";

export async function loader({ request }: Route.LoaderArgs) {
  // Cleaned like all user text (a NUL reached PostgreSQL and answered 500), at most 100 characters.
  const q = normaliseText((new URL(request.url).searchParams.get("q") ?? "").slice(0, 100), { singleLine: true });
  const ingredients = await searchIngredients(q);
  return Response.json({ ingredients }, { headers: { "Cache-Control": "public, max-age=60" } });
}
