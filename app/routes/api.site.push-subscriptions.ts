/**
 * /api/site/push-subscriptions (issue 17), for the "Enable on this browser" button
 * (features/push/components/push-subscription.tsx). Signed in only, JSON only.
 * POST a PushSubscription (`subscription.toJSON()`) → 201; DELETE { endpoint } → 200 (the member's own
 * row only). Otherwise { error } with 400, 401, 405, 409 (no VAPID keys on this site) or 429.
 */
import { getViewer } from "~/features/auth/session.server";
import { vapidPublicKey } from "~/features/push/push-config.server";
import { deletePushSubscription, savePushSubscription } from "~/features/push/push-subscription-mutations.server";
import { PushEndpointSchema, PushSubscriptionSchema } from "~/features/push/push-subscription-schema";
import { jsonFailure } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import type { Route } from "./+types/api.site.push-subscriptions";

const NO_STORE = { "Cache-Control": "private, no-store" };
const reply = (body: Record<string, unknown>, status = 200) => Response.json(body, { status, headers: NO_STORE });

export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return reply({ error: "Please sign in to turn on push notifications" }, 401);
  if (request.method !== "POST" && request.method !== "DELETE") return reply({ error: "Method not allowed" }, 405);
  const body: unknown = await request.json().catch(() => null);
  try {
    if (request.method === "DELETE") {
      const parsed = PushEndpointSchema.safeParse(body);
      if (!parsed.success) return reply({ error: "Which browser? The endpoint is missing." }, 400);
      await deletePushSubscription(viewer.id, parsed.data.endpoint);
      return reply({ ok: true });
    }
    if (!vapidPublicKey()) return reply({ error: "Push notifications are not available on this site" }, 409);
    const parsed = PushSubscriptionSchema.safeParse(body);
    if (!parsed.success) return reply({ error: "This browser's push subscription could not be read." }, 400);
    await savePushSubscription(viewer.id, parsed.data, request.headers.get("user-agent"));
    return reply({ ok: true }, 201);
  } catch (error) {
    if (error instanceof AppError) return jsonFailure(error, NO_STORE);
    throw error;
  }
}
