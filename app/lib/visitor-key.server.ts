/**
 * Who a view is counted for (recipe and collection views, once per visitor per day): a member by id,
 * a guest by a keyed hash of address and browser, so no address is ever stored.
 */
import { createHmac } from "node:crypto";
import { env } from "./env.server";

export type Visitor = { memberId: string | null; ip: string; userAgent: string };

export function visitorKey(visitor: Visitor): string {
  return (
    visitor.memberId ??
    createHmac("sha256", env().AUTH_SECRET)
      .update(`${visitor.ip}|${visitor.userAgent}`)
      .digest("base64url")
      .slice(0, 32)
  );
}
