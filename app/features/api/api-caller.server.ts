/**
 * Who is calling the API (issue 22): a personal access token's member, or nobody. The API never
 * reads session cookies, so a page a member has open cannot be made to call it for them.
 */
import { eq, sql } from "drizzle-orm";
import { suspensionNotice } from "~/features/moderation/sanctions.server";
import { db, schema } from "~/lib/db.server";
import { ApiError } from "./api-errors.server";
import type { ApiScope } from "./api-scopes";
import { hashToken, isWellFormedToken } from "./token-format.server";

export type TokenMember = { id: string; username: string; slug: string; role: string };

export type ApiCaller =
  | { kind: "anonymous"; ip: string }
  | { kind: "token"; ip: string; tokenId: string; scopes: readonly ApiScope[]; member: TokenMember };

/** Last used is written at most once a minute per token (or when the address changes), not per call. */
const TOUCH_AFTER_MS = 60_000;

const invalidToken = (message: string, code = "invalid_token") =>
  new ApiError(401, "authentication_error", code, message, {
    headers: { "WWW-Authenticate": `Bearer realm="Muddle", error="invalid_token"` },
  });

export async function identifyCaller(request: Request, ip: string): Promise<ApiCaller> {
  const header = request.headers.get("authorization");
  if (header === null) return { kind: "anonymous", ip };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw invalidToken("Send the token as: Authorization: Bearer <token>");
  const token = match[1];
  if (!isWellFormedToken(token)) throw invalidToken("This is not a Muddle access token.");

  const t = schema.api_tokens;
  const [row] = await db
    .select({
      id: t.id,
      scopes: t.scopes,
      expires_at: t.expires_at,
      last_used_at: t.last_used_at,
      last_used_ip: t.last_used_ip,
      member_id: schema.profiles.id,
      username: schema.profiles.username,
      slug: schema.profiles.slug,
      role: schema.user.role,
      suspendedUntil: schema.user.suspendedUntil,
      suspensionReason: schema.user.suspensionReason,
    })
    .from(t)
    .innerJoin(schema.user, eq(schema.user.id, t.user_id))
    .innerJoin(schema.profiles, eq(schema.profiles.id, t.user_id))
    .where(eq(t.token_hash, hashToken(token)));
  if (!row) throw invalidToken("This token is not valid: it may have been revoked.");
  if (row.expires_at.getTime() <= Date.now()) {
    throw invalidToken(
      `This token expired on ${row.expires_at.toISOString().slice(0, 10)}. Create a new one in Settings → API.`,
      "token_expired",
    );
  }
  const suspended = suspensionNotice(row);
  if (suspended) throw new ApiError(403, "permission_error", "account_suspended", suspended);

  const stale = !row.last_used_at || Date.now() - row.last_used_at.getTime() > TOUCH_AFTER_MS;
  if (stale || row.last_used_ip !== ip) {
    await db.update(t).set({ last_used_at: sql`now()`, last_used_ip: ip }).where(eq(t.id, row.id));
  }
  return {
    kind: "token",
    ip,
    tokenId: row.id,
    scopes: row.scopes as ApiScope[],
    member: { id: row.member_id, username: row.username, slug: row.slug, role: row.role },
  };
}

/** The member's id for the policy layer's conditions (null: public data only). */
export function viewerIdOf(caller: ApiCaller): string | null {
  return caller.kind === "token" ? caller.member.id : null;
}

/**
 * Whose recipes a call may see inside other resources (a collection's recipes, their count): the
 * member's own drafts and private recipes only with `recipes:read`; otherwise what anyone may see.
 */
export function recipeViewerIdOf(caller: ApiCaller): string | null {
  return caller.kind === "token" && caller.scopes.includes("recipes:read") ? caller.member.id : null;
}

/** Whether the token may see the member's own things of a kind (their private catalogue entries). */
export function holdsAnyScope(caller: ApiCaller, scopes: readonly ApiScope[]): boolean {
  return caller.kind === "token" && scopes.some((scope) => caller.scopes.includes(scope));
}
