/** GET /api/v1/ingredients?q=… — catalogue suggestions for the recipe form and the bar (part 1 §5). */
import { searchIngredients } from "~/features/ingredients/ingredient-queries.server";
import type { Route } from "./+types/api.v1.ingredients";

export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const ingredients = await searchIngredients(q.slice(0, 100));
  return Response.json({ ingredients }, { headers: { "Cache-Control": "public, max-age=60" } });
}
