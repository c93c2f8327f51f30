/**
 * Passwords from a list of commonly used ones are refused (ASVS V6.2.4, issue 17): the zxcvbn-ts
 * project's list of the most common passwords (@zxcvbn-ts/language-common, MIT, pinned), compared
 * case-insensitively. Applied by better-auth hooks (features/auth/auth-hooks.server.ts) at sign-up,
 * password reset and password change, so /api/auth/* callers meet the same rule as our forms.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

export const COMMON_PASSWORD = "This password is too common. Please choose one that is harder to guess.";

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
