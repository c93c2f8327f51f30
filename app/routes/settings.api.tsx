/** Settings → API (issue 22): personal access tokens for the public API. */
import { data, redirect } from "react-router";
import { toastSuccess } from "~/components/layout/action-toast";
import { CreateTokenCard } from "~/features/api/components/create-token-card";
import { TokenListCard } from "~/features/api/components/token-list-card";
import type { TokenAnswer } from "~/features/api/components/use-token-fetcher";
import { createApiToken, revokeApiToken } from "~/features/api/token-mutations.server";
import { listApiTokens } from "~/features/api/token-queries.server";
import { CreateTokenInput, RevokeTokenInput, TOKEN_MESSAGES } from "~/features/api/token-schema";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import { failure, invalidInput } from "~/lib/action-result.server";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/settings.api";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "API tokens");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  const now = Date.now();
  const tokens = (await listApiTokens(viewer.id)).map((t) => ({
    id: t.id,
    name: t.name,
    tokenStart: t.token_start,
    scopes: t.scopes,
    createdAt: t.created_at.toISOString(),
    expiresAt: t.expires_at.toISOString(),
    expired: t.expires_at.getTime() <= now,
    lastUsedAt: t.last_used_at?.toISOString() ?? null,
    lastUsedIp: t.last_used_ip,
  }));
  return { tokens };
}

// Checked here too: an action is called directly, not through the layout's loader.
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireSettingsViewer(request);
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "revoke") {
      const parsed = RevokeTokenInput.safeParse(Object.fromEntries(form));
      if (!parsed.success) return invalidInput(parsed.error);
      await revokeApiToken(viewer, parsed.data.tokenId);
      if (isDocumentPost(request)) {
        return redirect("/settings/api", {
          headers: { "Set-Cookie": await toastHeader({ type: "success", message: TOKEN_MESSAGES.revoked }) },
        });
      }
      return data<TokenAnswer>({ ok: true, message: TOKEN_MESSAGES.revoked });
    }
    const parsed = CreateTokenInput.safeParse({
      name: form.get("name") ?? "",
      scopes: form.getAll("scopes"),
      expiry: form.get("expiry") ?? "",
      expiryDate: form.get("expiryDate") || undefined,
    });
    if (!parsed.success) return invalidInput(parsed.error, "Please check the token's details");
    const created = await createApiToken(viewer, parsed.data);
    return data<TokenAnswer>({
      ok: true,
      message: TOKEN_MESSAGES.created,
      token: { value: created.token, name: parsed.data.name, expiresAt: created.expiresAt.toISOString() },
    });
  } catch (error) {
    return failure(error);
  }
}

/** A form posted without JavaScript (the browser asks for a page), not by a fetcher. */
const isDocumentPost = (request: Request) => (request.headers.get("accept") ?? "").includes("text/html");

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return toastSuccess(serverAction());
}

export default function ApiSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <CreateTokenCard fallback={actionData as TokenAnswer | undefined} />
      <TokenListCard tokens={loaderData.tokens} />
    </div>
  );
}
