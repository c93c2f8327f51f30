/** Two-factor sign-in (issue 17): the forms' input rules and words, shared by the pages and the server. */
import { z } from "zod";

const password = z.string({ error: "Password is required" }).min(1, "Password is required");

/** A 6-digit code from an authenticator app; spaces typed between the digits are ignored. */
const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** A backup code as shown (xxxxx-xxxxx); spaces around it are ignored. */
const backupCode = z
  .string({ error: "Enter one of your backup codes" })
  .trim()
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, "Enter one of your backup codes, like abcde-12345"));

/** The settings card's three steps, posted to /settings/account/two-factor. */
export const TwoFactorSettingsInput = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("enable"), password }),
  z.object({ intent: z.literal("confirm"), code: totpCode }),
  z.object({ intent: z.literal("disable"), password }),
]);
export type TwoFactorSettingsInput = z.infer<typeof TwoFactorSettingsInput>;

/** The code step of sign-in and of "confirm it's you": an app code, or a backup code instead. */
export const SecondFactorInput = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: totpCode }),
  z.object({ method: z.literal("backup"), code: backupCode }),
]);
export type SecondFactorInput = z.infer<typeof SecondFactorInput>;

export const WRONG_CODE = "That code didn't work. Check your authenticator app and try again.";
export const WRONG_BACKUP_CODE = "That backup code didn't work. Each backup code can be used only once.";
export const SIGN_IN_TIMED_OUT = "Your sign-in timed out. Please sign in again.";
export const TWO_FACTOR_ON = "Two-factor sign-in is on";
export const TWO_FACTOR_OFF = "Two-factor sign-in is off";
export const TWO_FACTOR_ERROR = "Error updating two-factor sign-in";
export const WRONG_PASSWORD = "Incorrect password";

/** What /settings/account/two-factor answers the card's fetcher. */
export type TwoFactorStep =
  | { ok: true; step: "scan"; secret: string; qrSvg: string }
  | { ok: true; step: "codes"; backupCodes: string[] }
  | { ok: true; step: "off" };
export type TwoFactorAnswer =
  | TwoFactorStep
  | { ok: false; formError: string | null; fieldErrors: Record<string, string[] | undefined> };
