/** The site's VAPID identity for Web Push (issue 17), from VAPID_* (validated in app/lib/env.server.ts). */
import { env } from "~/lib/env.server";

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** The keys, or null when this site has no push (the settings page then says so). */
export function vapidDetails(): VapidDetails | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY || !VAPID_SUBJECT) return null;
  return { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
}

/** What the browser needs to subscribe: the public key (not a secret), or null. */
export function vapidPublicKey(): string | null {
  return vapidDetails()?.publicKey ?? null;
}
