/**
 * better-auth hooks that apply our account limits (issue 11) to its endpoints. Hooks run for HTTP
 * requests to /api/auth/* and for the `auth.api.*` calls our /login, /signup and /forgot-password
 * actions make, so both paths count in the same buckets exactly once. better-auth's own limiter is
 * switched off for these paths (lib/auth.server.ts) and stores nothing for them.
 */
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import { COMMON_PASSWORD, isCommonPassword } from "~/features/account/common-passwords.server";
import { db } from "~/lib/db.server";
import { TooManyRequests } from "~/lib/errors";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { beginSignInAttempt, clearSignInFailures } from "./account-throttle.server";
import { usernameProblem } from "./auth-schema";
import { clientIpOf } from "./client-address.server";

export const USERNAME_TAKEN = "This username is already taken";

/** Our 429 as better-auth's error, so an HTTP caller gets the status, message and Retry-After. */
function asApiError(error: unknown): unknown {
  if (!(error instanceof TooManyRequests)) return error;
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: error.message, code: "TOO_MANY_REQUESTS", retryAfter: error.retryAfterSeconds },
    { "Retry-After": String(error.retryAfterSeconds) },
  );
}

async function limited(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    throw asApiError(error);
  }
}

async function perAddress(rule: RateLimitRule, ctx: { headers?: Headers; request?: Request }) {
  const ip = clientIpOf(ctx);
  if (ip) await consumeRateLimit(rule, ip);
}

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
}

/**
 * Username rules before better-auth looks the e-mail address up: checked after it, "username taken"
 * would only ever be said for addresses without an account, which tells who is a member.
 * (The profile hooks in lib/auth.server.ts check again inside the sign-up transaction, for races.)
 */
async function checkUsername(body: unknown) {
  const raw = (body as { username?: unknown } | undefined)?.username;
  const username = typeof raw === "string" ? raw.trim() : "";
  if (!username) return;
  const problem = usernameProblem(username);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_USERNAME" });
  const taken = await db.execute(sql`select 1 from profiles where slug = ${username.toLowerCase()} limit 1`);
  if (taken.rows.length > 0) {
    throw new APIError("UNPROCESSABLE_ENTITY", { message: USERNAME_TAKEN, code: "USERNAME_TAKEN" });
  }
}

/** A new password from the common-passwords list is refused wherever it is chosen (issue 17). */
function refuseCommonPassword(body: unknown, field: "password" | "newPassword") {
  const password = (body as Record<string, unknown> | undefined)?.[field];
  if (typeof password === "string" && isCommonPassword(password)) {
    throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD, code: "PASSWORD_TOO_COMMON" });
  }
}

export const authHooks = {
  before: createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case "/sign-in/email": {
        const email = emailOf(ctx.body);
        await limited(async () => {
          await perAddress("signIn", ctx);
          if (email) await beginSignInAttempt(email);
        });
        return;
      }
      case "/sign-up/email":
        await limited(() => perAddress("signUp", ctx));
        await checkUsername(ctx.body);
        refuseCommonPassword(ctx.body, "password");
        return;
      case "/request-password-reset":
        // The per-account cap is quiet and lives where the e-mail is sent (sendResetPassword).
        await limited(() => perAddress("passwordReset", ctx));
        return;
      case "/reset-password":
      case "/change-password":
        refuseCommonPassword(ctx.body, "newPassword");
        return;
    }
  }),
  after: createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/sign-in/email") return;
    const email = emailOf(ctx.body);
    const returned = ctx.context.returned;
    // The attempt was counted as a failure beforehand; the right password forgives the run, also
    // when the address still awaits confirmation (the password was checked before that).
    const rightPassword = !isAPIError(returned) || returned.body?.code === "EMAIL_NOT_VERIFIED";
    if (email && rightPassword) await clearSignInFailures(email);
  }),
};
