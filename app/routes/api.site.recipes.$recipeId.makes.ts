/** POST /api/site/recipes/{recipeId}/makes: "I made this" (issue 23), app/features/makes/make-endpoints.server.ts. */
import { makeResponse } from "~/features/makes/make-endpoints.server";
import type { Route } from "./+types/api.site.recipes.$recipeId.makes";

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export function action({ request, params }: Route.ActionArgs) {
  return makeResponse(request, params.recipeId);
}
