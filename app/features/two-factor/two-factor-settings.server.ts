/**
 * Turning two-factor sign-in (TOTP) on and off from /settings/account (issue 17), through better-auth's
 * twoFactor plugin: it makes the secret and the backup codes, encrypts both, checks the password and
 * the codes. We add our limiter, the QR code and the member-facing words.
 */
import { isAPIError } from "better-auth/api";
import { authCode, authMessage } from "~/features/auth/auth-errors.server";
import type { Viewer } from "~/features/auth/session.server";
import { qrCodeSvg } from "~/features/collections/menu-qr-code.server";
import { auth } from "~/lib/auth.server";
import { Invalid } from "~/lib/errors";
import { type Caller, countSecondFactorAttempt } from "./second-factor.server";
import { WRONG_CODE, WRONG_PASSWORD } from "./two-factor-schema";

export type Enrolment = {
  /** The otpauth:// address an authenticator app reads from the QR code. */
  totpURI: string;
  /** The same secret as text (base32), for typing into an app by hand. */
  secret: string;
  qrSvg: string;
};

/** The plugin's refusals in our words; anything else is a server problem and is rethrown. */
function asInvalid(error: unknown, field: "password" | "code"): never {
  const code = authCode(error);
  if (code === "INVALID_PASSWORD") throw new Invalid(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  if (code === "INVALID_CODE") throw new Invalid(WRONG_CODE, { code: [WRONG_CODE] });
  const message = authMessage(error);
  if (isAPIError(error) && error.statusCode < 500 && message) throw new Invalid(message, { [field]: [message] });
  throw error;
}

/**
 * Step 1 (password checked): a new, not yet verified secret. The backup codes the plugin makes at the
 * same time stay stored, encrypted; they are shown only once the member has confirmed a code.
 */
export async function startTwoFactorEnrolment(
  viewer: Viewer,
  { request, clientIp }: Caller,
  password: string,
): Promise<Enrolment> {
  if (viewer.two_factor_enabled) throw new Invalid("Two-factor sign-in is already on");
  await countSecondFactorAttempt(viewer.id, clientIp);
  try {
    const answer = await auth().api.enableTwoFactor({ body: { password, method: "totp" }, headers: request.headers });
    if (answer.method !== "totp") throw new Error("the twoFactor plugin did not set up TOTP");
    const { totpURI } = answer;
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    return { totpURI, secret, qrSvg: await qrCodeSvg(totpURI) };
  } catch (error) {
    asInvalid(error, "password");
  }
}

/**
 * Step 2: the first code from the app. The plugin then turns 2FA on and replaces this session with a
 * new one, which the session hook (features/auth/assurance.server.ts) makes aal2. Returns its cookie
 * and the ten backup codes, shown this once.
 */
export async function confirmTwoFactorEnrolment(
  viewer: Viewer,
  { request, clientIp }: Caller,
  code: string,
): Promise<{ headers: Headers; backupCodes: string[] }> {
  // Once on, confirming again would only show the backup codes again.
  if (viewer.two_factor_enabled) throw new Invalid("Two-factor sign-in is already on");
  await countSecondFactorAttempt(viewer.id, clientIp);
  try {
    const { headers } = await auth().api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true });
    const { backupCodes } = await auth().api.viewBackupCodes({ body: { userId: viewer.id } });
    return { headers, backupCodes };
  } catch (error) {
    asInvalid(error, "code");
  }
}

/** Turning it off asks for the password; the plugin deletes the secret and the backup codes. */
export async function disableTwoFactor(
  viewer: Viewer,
  { request, clientIp }: Caller,
  password: string,
): Promise<Headers> {
  await countSecondFactorAttempt(viewer.id, clientIp);
  try {
    const { headers } = await auth().api.disableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    asInvalid(error, "password");
  }
}
