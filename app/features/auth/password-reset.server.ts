/** Forgot password: the reset link by e-mail, then a new password from that link. */
import { APIError } from "better-auth";
import { auth } from "~/lib/auth.server";
import { Invalid } from "~/lib/errors";
import { throwIfLimited } from "./auth-errors.server";
import { RESET_LINK_INVALID } from "./auth-schema";
import { headersWithClientIp } from "./client-address.server";

/**
 * Sends a reset link when the address has an account. Resolves the same way whether or not it
 * does, so the form cannot be used to find out who is a member. Limited per client address (a
 * better-auth hook, shared with /api/auth/request-password-reset) and quietly per account, where the
 * e-mail is sent: asking for someone else's address never blocks their own request.
 */
export async function requestPasswordReset(email: string, request: Request, clientIp: string): Promise<void> {
  const address = email.trim().toLowerCase();
  try {
    // The link in the e-mail is built in lib/auth.server.ts (sendResetPassword) and opens /reset-password.
    await auth().api.requestPasswordReset({
      body: { email: address },
      headers: headersWithClientIp(request, clientIp),
    });
  } catch (error) {
    throwIfLimited(error);
    throw error;
  }
}

/** Sets the new password for the link's account; its sessions everywhere are signed out. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  try {
    await auth().api.resetPassword({ body: { token, newPassword } });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code: string = error.body?.code ?? "";
    if (code.startsWith("PASSWORD")) {
      const message = error.body?.message || error.message;
      throw new Invalid(message, { password: [message] });
    }
    // INVALID_TOKEN (unknown, used or expired) and USER_NOT_FOUND (account deleted since).
    throw new Invalid(RESET_LINK_INVALID);
  }
}
