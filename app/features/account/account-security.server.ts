/**
 * Settings → Account (issue 17): changing the password, the e-mail address and signing sessions out,
 * each through better-auth's own endpoint with the member's request headers, so it acts on the
 * signed-in member only. Our limits apply per member (app/lib/rate-limit.server.ts): these calls
 * are `auth().api.*` calls, which better-auth's own limiter does not count.
 */
import { and, eq, gt } from "drizzle-orm";
import { authCode, authMessage, throwIfLimited } from "~/features/auth/auth-errors.server";
import type { Viewer } from "~/features/auth/session.server";
import { auth } from "~/lib/auth.server";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { ACCOUNT_SETTINGS_PATH, PASSWORD_UPDATE_FAILED, WRONG_CURRENT_PASSWORD } from "./account-schema";
import { syncProfileEmail } from "./profile-email.server";

/**
 * Checks the current password and sets the new one; every other session of the member is signed
 * out. Returns the Set-Cookie headers of this browser's replacement session (it stays signed in).
 */
export async function changePassword(
  viewer: Viewer,
  request: Request,
  input: { currentPassword: string; newPassword: string },
): Promise<Headers> {
  await consumeRateLimit("passwordChange", viewer.id);
  try {
    const { headers } = await auth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    throwIfLimited(error);
    const code = authCode(error);
    if (code === "INVALID_PASSWORD") {
      throw new Invalid(PASSWORD_UPDATE_FAILED, { currentPassword: [WRONG_CURRENT_PASSWORD] });
    }
    const message = authMessage(error);
    if (message && code.startsWith("PASSWORD")) throw new Invalid(PASSWORD_UPDATE_FAILED, { newPassword: [message] });
    throw error;
  }
}

/**
 * Asks better-auth to change the address: the link goes to the NEW address and the change happens
 * only when it is opened (lib/auth.server.ts sends it to /settings/account/confirm-email). An address
 * that already has an account gets no e-mail and the same answer, so the form tells nobody who is a member.
 */
export async function requestEmailChange(viewer: Viewer, request: Request, newEmail: string): Promise<void> {
  await consumeRateLimit("emailChange", viewer.id);
  if (newEmail === viewer.email) {
    throw new Invalid("That is already your address", { newEmail: ["That is already your address"] });
  }
  try {
    await auth().api.changeEmail({ body: { newEmail, callbackURL: ACCOUNT_SETTINGS_PATH }, headers: request.headers });
  } catch (error) {
    const message = authMessage(error);
    if (message) throw new Invalid(message, { newEmail: [message] });
    throw error;
  }
}

/** A fresh confirmation link to the member's current, unconfirmed address. */
export async function sendVerificationLink(viewer: Viewer, request: Request): Promise<void> {
  await consumeRateLimit("emailChange", viewer.id);
  if (viewer.email_verified) throw new Invalid("Your email address is already confirmed");
  await auth().api.sendVerificationEmail({
    body: { email: viewer.email, callbackURL: ACCOUNT_SETTINGS_PATH },
    headers: request.headers,
  });
}

/**
 * Opens the e-mailed link (better-auth checks the signed token) and makes profiles.email follow the
 * confirmed address. Returns the Set-Cookie headers that refresh this browser's session.
 */
export async function confirmEmailLink(viewer: Viewer, request: Request, token: string): Promise<Headers> {
  let headers: Headers;
  try {
    ({ headers } = await auth().api.verifyEmail({ query: { token }, headers: request.headers, returnHeaders: true }));
  } catch (error) {
    if (authMessage(error)) throw new Invalid("invalid link");
    throw error;
  }
  await syncProfileEmail(viewer.id);
  return headers;
}

export type MemberSession = {
  id: string;
  createdAt: string;
  updatedAt: string;
  userAgent: string | null;
  current: boolean;
};

/**
 * The member's signed-in sessions, newest activity first. better-auth's listSessions refuses a session
 * older than its "fresh" age (a day); the same rows are then read from its table directly.
 */
export async function listMemberSessions(viewer: Viewer, request: Request): Promise<MemberSession[]> {
  let rows: { id: string; createdAt: Date; updatedAt: Date; userAgent?: string | null }[];
  try {
    rows = await auth().api.listSessions({ headers: request.headers });
  } catch (error) {
    if (authCode(error) !== "SESSION_NOT_FRESH") throw error;
    rows = await db
      .select()
      .from(schema.session)
      .where(and(eq(schema.session.userId, viewer.id), gt(schema.session.expiresAt, new Date())));
  }
  return rows
    .map((s) => ({
      id: s.id,
      createdAt: new Date(s.createdAt).toISOString(),
      updatedAt: new Date(s.updatedAt).toISOString(),
      userAgent: s.userAgent ?? null,
      current: s.id === viewer.session_id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * Signs one of the member's other sessions out. The browser names it by id; its token is looked up
 * here, only among the member's own sessions, so nobody can end another member's session.
 */
export async function revokeMemberSession(viewer: Viewer, request: Request, sessionId: string): Promise<void> {
  await consumeRateLimit("sessionRevoke", viewer.id);
  const [row] = await db
    .select({ token: schema.session.token })
    .from(schema.session)
    .where(and(eq(schema.session.id, sessionId), eq(schema.session.userId, viewer.id)));
  if (!row) throw new NotFound("That session is no longer signed in");
  if (sessionId === viewer.session_id) throw new Invalid("Use Sign Out to end this session");
  await auth().api.revokeSession({ body: { token: row.token }, headers: request.headers });
}

/** Signs out every session of the member but this one. */
export async function revokeOtherMemberSessions(viewer: Viewer, request: Request): Promise<void> {
  await consumeRateLimit("sessionRevoke", viewer.id);
  await auth().api.revokeOtherSessions({ headers: request.headers });
}
