/** POST /api/site/reports target_type, target_id, reason, note? → { ok, message } (issue 21). */
import { reportResponse } from "~/features/moderation/report-endpoint.server";
import type { Route } from "./+types/api.site.reports";

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export function action({ request }: Route.ActionArgs) {
  return reportResponse(request);
}
