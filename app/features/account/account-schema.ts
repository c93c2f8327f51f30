/** Part 2 §2 Settings → Account (issue 17): the forms' rules and the spec's messages, shared by form and server. */
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/constants";

// Without zod, for the banner in every page's first JavaScript (issue 19).
export { ACCOUNT_SETTINGS_PATH } from "./account-paths";
/** Where the e-mailed confirmation links of this page open (lib/auth.server.ts builds them). */
export const CONFIRM_EMAIL_PATH = "/settings/account/confirm-email";

export const PASSWORD_UPDATED = "Password updated successfully";
export const PASSWORD_UPDATE_FAILED = "Error updating password";
export const PASSWORDS_DO_NOT_MATCH = "New passwords do not match";
export const WRONG_CURRENT_PASSWORD = "Your current password is incorrect";
export const WRONG_PASSWORD = "That password is incorrect";
export const ACCOUNT_DELETED = "Account deleted successfully";
export const ACCOUNT_DELETE_FAILED = "Error deleting account";
export const EMAIL_CHANGE_SENT =
  "We sent a confirmation link to your new address. Your email changes once you open it.";
export const VERIFICATION_SENT = "We sent a confirmation link to your email address.";
export const EMAIL_LINK_INVALID = "This confirmation link is invalid or has expired. Please ask for a new one.";
export const EMAIL_CONFIRMED = "Your email address is confirmed";
export const SESSION_SIGNED_OUT = "Signed out of that session";
export const OTHER_SESSIONS_SIGNED_OUT = "Signed out everywhere else";

const required = (message: string) => z.string({ error: message }).min(1, message);

export const ChangePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: required("Current password is required").max(PASSWORD_MAX, "Your current password is incorrect"),
    newPassword: required("New password is required")
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirmPassword: required("Please confirm your new password"),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export const ChangeEmailSchema = z.object({
  intent: z.literal("change-email"),
  newEmail: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((email) => email.toLowerCase()),
});

export const DeleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  password: required("Please enter your password").max(PASSWORD_MAX, WRONG_PASSWORD),
});

export const RevokeSessionSchema = z.object({
  intent: z.literal("revoke-session"),
  sessionId: z.string().min(1).max(100),
});

export const AccountIntent = z.enum([
  "change-password",
  "change-email",
  "send-verification",
  "revoke-session",
  "revoke-other-sessions",
  "delete-account",
]);
export type AccountIntent = z.infer<typeof AccountIntent>;

/** What kind of device a session is on, for its icon. */
export type DeviceKind = "desktop" | "mobile" | "tablet";
