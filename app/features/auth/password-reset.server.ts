/** Forgot password: the reset link by e-mail, then a new password from that link. */
import { APIError } from "better-auth";
import { auth } from "~/lib/auth.server";
import { Invalid } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { RESET_LINK_INVALID } from "./auth-schema";

/**
 * Sends a reset link when the address has an account. Resolves the same way whether or not it
 * does, so the form cannot be used to find out who is a member. Limited per client address and
 * per e-mail address, so nobody can flood one inbox from many addresses.
 */
export async function requestPasswordReset(email: string, _request: Request, clientIp: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await consumeRateLimit("passwordReset", clientIp);
  await consumeRateLimit("passwordReset", `email:${address}`);
  // The link in the e-mail is built in lib/auth.server.ts (sendResetPassword) and opens /reset-password.
  await auth().api.requestPasswordReset({ body: { email: address } });
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
