/** POST /api/site/taste: the taste quiz (issue 23), app/features/recommendations/taste-endpoint.server.ts. */
import { tasteResponse } from "~/features/recommendations/taste-endpoint.server";
import type { Route } from "./+types/api.site.taste";

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export function action({ request }: Route.ActionArgs) {
  return tasteResponse(request);
}
