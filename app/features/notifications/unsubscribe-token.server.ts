/**
 * Signed, expiring unsubscribe tokens for the links in e-mails (issue 17): a JWT (HS256) signed with
 * better-auth's `signJWT` (jose underneath) under a key derived from AUTH_SECRET for this purpose only.
 * The token says which list (`notifications`, `newsletter`) and whom (`sub`: a member's id or, for the
 * newsletter, an address); a forged, altered, expired or other-list token reads as null.
 */
import { signJWT, verifyJWT } from "better-auth/crypto";
import { env } from "~/lib/env.server";

export type UnsubscribeList = "notifications" | "newsletter";

/** Long enough for an old e-mail's link to still work; short enough that a leaked one does not last. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

function unsubscribeSecret(): string {
  // Domain separation: a session or other token signed with AUTH_SECRET is never an unsubscribe token.
  return `${env().AUTH_SECRET}:unsubscribe`;
}

export function signUnsubscribeToken(
  list: UnsubscribeList,
  subject: string,
  expiresInSeconds = UNSUBSCRIBE_TOKEN_DAYS * 86_400,
): Promise<string> {
  return signJWT({ sub: subject, list }, unsubscribeSecret(), expiresInSeconds);
}

/** The subject of a valid token for `list`, or null (forged, altered, expired, or for another list). */
export async function verifyUnsubscribeToken(list: UnsubscribeList, token: string): Promise<string | null> {
  if (!token || token.length > 2_000) return null;
  const payload = await verifyJWT<{ sub?: unknown; list?: unknown }>(token, unsubscribeSecret());
  if (!payload || payload.list !== list || typeof payload.sub !== "string") return null;
  return payload.sub;
}

/** The absolute unsubscribe address (at `path`) put in e-mails and in their List-Unsubscribe header. */
export async function unsubscribeUrl(list: UnsubscribeList, subject: string, path = "/unsubscribe"): Promise<string> {
  const url = new URL(path, env().PUBLIC_URL);
  url.searchParams.set("token", await signUnsubscribeToken(list, subject));
  return url.toString();
}

/** RFC 2369 and RFC 8058 headers: mail clients show an unsubscribe button that POSTs to the link. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
