/**
 * The confirmation link's token (double opt-in): a JWT signed with better-auth's `signJWT` (jose
 * underneath) under a key derived from AUTH_SECRET for this purpose only, naming the address. The
 * unsubscribe links use the notifications' helper (unsubscribe-token.server.ts, list "newsletter").
 */
import { signJWT, verifyJWT } from "better-auth/crypto";
import { env } from "~/lib/env.server";

/** Like the sign-up link: a day is enough to open one's inbox, short enough that a leaked link expires. */
export const NEWSLETTER_CONFIRM_HOURS = 24;

function confirmSecret(): string {
  return `${env().AUTH_SECRET}:newsletter-confirm`;
}

export function signNewsletterConfirmToken(email: string, expiresInSeconds = NEWSLETTER_CONFIRM_HOURS * 3600) {
  return signJWT({ sub: email, purpose: "newsletter-confirm" }, confirmSecret(), expiresInSeconds);
}

/** The address of a valid confirmation token, or null (forged, altered, expired or another kind). */
export async function verifyNewsletterConfirmToken(token: string): Promise<string | null> {
  if (!token || token.length > 2_000) return null;
  const payload = await verifyJWT<{ sub?: unknown; purpose?: unknown }>(token, confirmSecret());
  if (payload?.purpose !== "newsletter-confirm" || typeof payload.sub !== "string") return null;
  return payload.sub;
}
