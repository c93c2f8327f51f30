/**
 * Authenticator assurance levels (part 1 §4): a session is "aal2" when a second factor was verified
 * for it, else "aal1". better-auth creates sessions; this decides the level each new one gets.
 */
export type AssuranceLevel = "aal1" | "aal2";

/** better-auth endpoints that create a session only after a second factor was checked. */
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

type SessionContext = {
  path?: string;
  context?: { session?: { session?: Record<string, unknown> } | null };
} | null;

/**
 * The level of a session being created: aal2 after a second factor; a session that replaces the
 * current one (password change, 2FA settings) keeps the current one's level; anything else aal1.
 */
export function assuranceOfNewSession(ctx: SessionContext | undefined): AssuranceLevel {
  if (ctx?.path && SECOND_FACTOR_PATHS.has(ctx.path)) return "aal2";
  return ctx?.context?.session?.session?.aal === "aal2" ? "aal2" : "aal1";
}
