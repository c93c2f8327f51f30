/**
 * POST /api/site/views (issue 19: no write per read): a recipe or collection page's beacon, sent after the
 * page loads (app/features/views/view-beacon.tsx), so a page served from a cache still counts. The view is
 * added to the in-memory batch and answered at once with 204; the batch is written every few seconds
 * (app/features/views/view-counter.server.ts), once per visitor per day, never the author's own, and only
 * for what the visitor may see. Cross-site posts are refused before this (server/security.ts).
 */
import { getViewer } from "~/features/auth/session.server";
import { countView } from "~/features/views/view-counter.server";
import { ViewBeaconInput } from "~/features/views/view-schema";
import type { Route } from "./+types/api.site.views";

const NO_STORE = { "Cache-Control": "private, no-store" };

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  let fields: Record<string, unknown>;
  try {
    fields = Object.fromEntries(await request.formData());
  } catch {
    return new Response(null, { status: 400, headers: NO_STORE });
  }
  const parsed = ViewBeaconInput.safeParse(fields);
  if (!parsed.success) return new Response(null, { status: 400, headers: NO_STORE });

  try {
    const viewer = await getViewer(request);
    countView(parsed.data.kind, parsed.data.id, {
      memberId: viewer?.id ?? null,
      ip: context.clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
    });
  } catch (error) {
    // A view that cannot be counted is only logged: the visitor is never told.
    console.error(`Failed to count a view of ${parsed.data.kind} ${parsed.data.id}`, error);
  }
  return new Response(null, { status: 204, headers: NO_STORE });
}
