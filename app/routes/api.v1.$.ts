/** /api/v1/* — the public REST API (issue 22); app/features/api/api-handler.server.ts does the work. */
import { handleApiRequest } from "~/features/api/api-handler.server";
import type { Route } from "./+types/api.v1.$";

export function loader({ request, context }: Route.LoaderArgs) {
  return handleApiRequest(request, context.clientIp);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleApiRequest(request, context.clientIp);
}
