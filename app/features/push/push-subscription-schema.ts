/**
 * A browser's PushSubscription as `subscription.toJSON()` gives it (issue 17), checked before it is
 * stored. The server later POSTs to the endpoint, so only the browsers' push services are accepted
 * (https, known hosts): a stored address could otherwise make the server call anything (SSRF).
 */
import { z } from "zod";

/** The push services of Chrome/Edge/Opera/Samsung (FCM), Firefox (Mozilla autopush), Edge (WNS) and Safari. */
export const PUSH_SERVICE_HOSTS = ["googleapis.com", "mozilla.com", "notify.windows.com", "push.apple.com"] as const;

export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

export const PushSubscriptionSchema = z.object({
  endpoint: z.string().max(2_000).refine(isPushServiceEndpoint, "Not a browser push service address"),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: base64url.min(86).max(90),
    auth: base64url.min(21).max(24),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushEndpointSchema = z.object({ endpoint: z.string().min(1).max(2_000) });
