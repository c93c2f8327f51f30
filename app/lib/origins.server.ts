/** Which origins may send state-changing requests: the public address, plus its loopback twin. */
import { env } from "./env.server";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

export function trustedOrigins(publicUrl = env().PUBLIC_URL): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  // Opened as localhost or 127.0.0.1: both are this machine, both are us.
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}
