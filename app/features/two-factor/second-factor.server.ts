/**
 * The second factor (issue 17; part 1 §4 aal1/aal2): the code step of sign-in, "confirm it's you" for
 * an aal1 session of a member with 2FA on, and the aal2 gate in front of /settings. Codes are checked
 * by better-auth's twoFactor plugin (which also locks an account after 10 failures in a row and a
 * sign-in challenge after 5); our limiter counts every attempt per account and per client address.
 */
import { isAPIError } from "better-auth/api";
import { parseCookies } from "better-auth/cookies";
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { authCode, authMessage, throwIfLimited } from "~/features/auth/auth-errors.server";
import { requireViewer, type Viewer } from "~/features/auth/session.server";
import { forgetViewer } from "~/features/auth/viewer-cache.server";
import { auth } from "~/lib/auth.server";
import { db, schema } from "~/lib/db.server";
import { AppError, Invalid, TooManyRequests } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { type SecondFactorInput, SIGN_IN_TIMED_OUT, WRONG_BACKUP_CODE, WRONG_CODE } from "./two-factor-schema";

export type Caller = { request: Request; clientIp: string };

/** The pending sign-in is gone (timed out, used, or too many wrong codes): start again at /login. */
export class SignInExpired extends AppError {
  constructor(message = SIGN_IN_TIMED_OUT) {
    super(message, 401);
  }
}

const LOCKOUT_SECONDS = 15 * 60; // the plugin's default accountLockout.durationSeconds

/** One code attempt, counted per client address and, when known, per account (lib/rate-limit.server.ts). */
export async function countSecondFactorAttempt(accountId: string | null, clientIp: string): Promise<void> {
  await consumeRateLimit("twoFactorAddress", clientIp);
  if (accountId) await consumeRateLimit("twoFactor", accountId);
}

/**
 * Whose sign-in awaits a code: the plugin's two_factor cookie names a challenge it stored with the
 * account's id. Read here only to count attempts per account and to show the page; the plugin checks
 * the cookie's signature itself when the code is verified.
 */
export async function pendingSignInAccount(request: Request): Promise<string | null> {
  const context = await auth().$context;
  const name = context.createAuthCookie("two_factor").name;
  const signed = parseCookies(request.headers.get("cookie") ?? "").get(name);
  if (!signed?.includes(".")) return null;
  const challenge = await context.internalAdapter.findVerificationValue(signed.slice(0, signed.lastIndexOf(".")));
  return challenge && challenge.expiresAt > new Date() ? challenge.value : null;
}

function secondFactorError(error: unknown): never {
  throwIfLimited(error);
  switch (authCode(error)) {
    case "INVALID_CODE":
      throw new Invalid(WRONG_CODE, { code: [WRONG_CODE] });
    case "INVALID_BACKUP_CODE":
      throw new Invalid(WRONG_BACKUP_CODE, { code: [WRONG_BACKUP_CODE] });
    case "ACCOUNT_TEMPORARILY_LOCKED":
      throw new TooManyRequests(LOCKOUT_SECONDS);
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      throw new SignInExpired("Too many attempts. Please sign in again.");
    case "INVALID_TWO_FACTOR_COOKIE":
      throw new SignInExpired();
  }
  const message = authMessage(error);
  if (isAPIError(error) && error.statusCode < 500 && message) throw new Invalid(message, { code: [message] });
  throw error;
}

/** Asks the plugin to check a code against the request's session or pending sign-in. */
async function verifyCode(request: Request, input: SecondFactorInput): Promise<Headers> {
  const call = { body: { code: input.code }, headers: request.headers, returnHeaders: true } as const;
  try {
    const answer =
      input.method === "totp" ? await auth().api.verifyTOTP(call) : await auth().api.verifyBackupCode(call);
    return answer.headers;
  } catch (error) {
    secondFactorError(error);
  }
}

/**
 * The code step of sign-in. On success the plugin creates the session (aal2, by the session hook in
 * features/auth/assurance.server.ts); returns its Set-Cookie headers. A used backup code is refused.
 */
export async function completeSignIn({ request, clientIp }: Caller, input: SecondFactorInput): Promise<Headers> {
  const accountId = await pendingSignInAccount(request);
  if (!accountId) throw new SignInExpired();
  await countSecondFactorAttempt(accountId, clientIp);
  return verifyCode(request, input);
}

/**
 * "Confirm it's you": an aal1 session of a member with 2FA on (signed in elsewhere before 2FA was
 * turned on) verifies a code. With a session the plugin only checks the code and keeps the session,
 * so the session's level is raised here, for this member's own current session only.
 */
export async function stepUpSession(viewer: Viewer, { request, clientIp }: Caller, input: SecondFactorInput) {
  await countSecondFactorAttempt(viewer.id, clientIp);
  await verifyCode(request, input);
  await db
    .update(schema.session)
    .set({ aal: "aal2" })
    .where(and(eq(schema.session.id, viewer.session_id), eq(schema.session.userId, viewer.id)));
  // The next page sees the raised level (a page view may have remembered this session at aal1).
  await forgetViewer(viewer.id);
}

/** The page an aal1 session is sent to, coming back to `redirectTo` afterwards. */
export function stepUpPath(redirectTo: string): string {
  return `/settings/verify?${new URLSearchParams({ redirectTo })}`;
}

/** /settings and its actions: signed in and, for a member with 2FA on, at aal2. */
export async function requireSettingsViewer(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.two_factor_enabled && viewer.aal !== "aal2") {
    const url = new URL(request.url);
    // After a form post the member goes back to the page, not to the address the form posted to.
    throw redirect(stepUpPath(request.method === "GET" ? `${url.pathname}${url.search}` : "/settings/account"));
  }
  return viewer;
}
