/**
 * POST /api/site/collections/{collectionId}/reactions: like, unlike and share (part 2 §2 Collection
 * detail, issue 15). The like is stored, unlike the spec's product. A collection the caller may not see
 * answers 404, the same as one that never existed. Fetchers get JSON; a plain form post (no
 * JavaScript) is sent back to the page it came from.
 */
import { redirect } from "react-router";
import { z } from "zod";
import { getViewer } from "~/features/auth/session.server";
import { countCollectionShare, setCollectionLiked } from "~/features/collections/collection-engagement.server";
import {
  COLLECTION_REACTION_INTENTS,
  type CollectionReactionIntent,
  LIKE_FAILED,
  LIKE_MESSAGES,
  SHARE_FAILED,
  SIGN_IN_TO_LIKE,
} from "~/features/collections/components/collection-reactions";
import { errorHeaders } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { backTo, wantsJson } from "~/lib/reaction-request.server";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/api.site.collections.$collectionId.reactions";

const Intent = z.enum(COLLECTION_REACTION_INTENTS);

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

function apply(intent: CollectionReactionIntent, collectionId: string, viewerId: string | null, clientIp: string) {
  if (intent === "share") return countCollectionShare(collectionId, { memberId: viewerId, clientIp });
  return setCollectionLiked({ id: viewerId as string }, collectionId, intent === "like");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const json = wantsJson(request);
  const parsed = Intent.safeParse((await request.formData()).get("intent"));
  if (!parsed.success) return Response.json({ error: "Choose like, unlike or share" }, { status: 400 });
  const intent = parsed.data;

  const viewer = await getViewer(request);
  if (!viewer && intent !== "share") {
    if (json) return Response.json({ error: SIGN_IN_TO_LIKE }, { status: 401 });
    throw redirect(`/login?${new URLSearchParams({ redirectTo: backTo(request) })}`);
  }

  let result: object;
  try {
    result = await apply(intent, params.collectionId, viewer?.id ?? null, context.clientIp);
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) console.error(`Reaction ${intent} on collection ${params.collectionId} failed`, error);
    const message = known ? error.message : intent === "share" ? SHARE_FAILED : LIKE_FAILED;
    const status = known ? error.status : 500;
    if (json) return Response.json({ error: message }, { status, headers: known ? errorHeaders(error) : {} });
    throw redirect(backTo(request), { headers: { "Set-Cookie": await toastHeader({ type: "error", message }) } });
  }

  if (json) return Response.json({ intent, ...result });
  const message = intent === "share" ? null : LIKE_MESSAGES[intent];
  const headers = message ? { "Set-Cookie": await toastHeader({ type: "success", message }) } : undefined;
  throw redirect(backTo(request), { headers });
}
