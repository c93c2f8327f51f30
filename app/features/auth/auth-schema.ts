/** Sign-in and sign-up rules, shared by the forms and the server (part 1 §5, issue 2). */
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, RESERVED_USERNAMES, USERNAME_MAX, USERNAME_MIN } from "~/lib/constants";
import { sameSitePath } from "~/lib/same-site-path";
import { cleanString, optionalCleanString } from "~/lib/text";

const reserved = new Set<string>(RESERVED_USERNAMES);

export function usernameProblem(username: string): string | null {
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
    return `Username must be ${USERNAME_MIN}–${USERNAME_MAX} characters`;
  }
  if (!/^[A-Za-z0-9_-]+$/.test(username)) {
    return "Username may contain only letters, numbers, underscores and hyphens";
  }
  if (reserved.has(username.toLowerCase())) return "This username is reserved";
  return null;
}

/** Cleaned like all user text; what is left must then be plain letters, digits, "_" and "-". */
export const UsernameSchema = cleanString({ error: "Username is required", singleLine: true })
  .min(1, "Username is required")
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const EmailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .pipe(z.email("Please enter a valid email address"))
  .transform((email) => email.toLowerCase());

const optionalName = optionalCleanString(50, { singleLine: true, tooLong: "Names are at most 50 characters" });

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});

/** The rules for choosing a password, at sign-up and when resetting it. */
const NewPasswordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const SignupSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
});

export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";
export const RESET_LINK_SENT = "If an account exists for that email, we've sent a link to reset your password.";

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

/**
 * A reset token is an identifier, so it is refused rather than cleaned: printable ASCII only (the
 * links we send carry letters and digits), and short. A NUL here used to reach the database: 500.
 */
export const ResetTokenSchema = z
  .string({ error: RESET_LINK_INVALID })
  .trim()
  .min(1, RESET_LINK_INVALID)
  .max(200, RESET_LINK_INVALID)
  .regex(/^[\x21-\x7E]+$/, RESET_LINK_INVALID);

export const ResetPasswordSchema = z
  .object({
    token: ResetTokenSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: "Please confirm your new password" }).min(1, "Please confirm your new password"),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: "New passwords do not match",
    path: ["confirmPassword"],
  });

export type LoginInput = z.infer<typeof LoginSchema>;
export type SignupInput = z.infer<typeof SignupSchema>;
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** Only paths on this site are followed after sign-in (never another origin), and never back to the sign-in pages. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  const path = sameSitePath(to, fallback);
  if (path.startsWith("/login") || path.startsWith("/signup")) return fallback;
  return path;
}
