/**
 * Accounts and sessions (better-auth). Email + password sign-in after confirming the address by
 * e-mail; the member's profile row is created inside the same database transaction as the user and
 * credential rows. Account limits (per address, per account) are applied by the hooks in
 * features/auth/auth-hooks.server.ts; account e-mails go through features/auth/auth-emails.server.ts.
 */
import { randomUUID } from "node:crypto";
import {
  APIError,
  type BetterAuthPlugin,
  betterAuth,
  type GenericEndpointContext,
  getCurrentAdapter,
} from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { ACCOUNT_SETTINGS_PATH, CONFIRM_EMAIL_PATH } from "~/features/account/account-schema";
import { syncProfileEmail } from "~/features/account/profile-email.server";
import { clearSignInFailures } from "~/features/auth/account-throttle.server";
import { assuranceOfNewSession } from "~/features/auth/assurance.server";
import {
  confirmAddressEmail,
  confirmSignUpEmail,
  pageLink,
  resetPasswordEmail,
  sendAccountEmail,
  signUpAttemptNoticeEmail,
} from "~/features/auth/auth-emails.server";
import { authHooks, USERNAME_TAKEN } from "~/features/auth/auth-hooks.server";
import { CLIENT_IP_HEADER } from "~/features/auth/client-address.server";
import { forgetViewer } from "~/features/auth/viewer-cache.server";
import { roleForNewAccount } from "~/features/moderation/roles.server";
import { suspensionNotice } from "~/features/moderation/sanctions.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./constants";
import { db, schema } from "./db.server";
import { isUniqueViolation } from "./db-errors";
import { env } from "./env.server";
import { trustedOrigins } from "./origins.server";

export { CLIENT_IP_HEADER, USERNAME_TAKEN };

// Lets better-auth's transaction adapter write the profiles row (part 2 §3) during sign-up.
const profilesModel = {
  id: "muddle-profiles",
  schema: {
    profile: {
      modelName: "profiles",
      fields: {
        username: { type: "string", required: true },
        slug: { type: "string", required: true },
        first_name: { type: "string", required: false },
        last_name: { type: "string", required: false },
        email: { type: "string", required: false },
      },
    },
  },
} satisfies BetterAuthPlugin;

type SignUpBody = { username?: unknown; firstName?: unknown; lastName?: unknown };

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
const SIGN_UP_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

/** Where better-auth's verification URL says to go afterwards ("/" when nothing was carried). */
function carriedRedirect(url: string): string | null {
  const callback = new URL(url).searchParams.get("callbackURL");
  return callback && callback !== "/" ? callback : null;
}

function createAuth() {
  const { PUBLIC_URL, AUTH_SECRET } = env();
  return betterAuth({
    appName: "Muddle",
    logger: { level: env().NODE_ENV === "test" ? "error" : "warn" },
    baseURL: PUBLIC_URL,
    secret: AUTH_SECRET,
    trustedOrigins: trustedOrigins(),
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema,
    }),
    emailAndPassword: {
      enabled: true,
      // Verify first (issue 11): a sign-up never signs in at once, so a new address and one that
      // already has an account get the same answer; better-auth then answers a taken address with
      // a made-up user and calls onExistingUserSignUp instead of saying "already exists".
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Straight to our page (not better-auth's /api/auth/reset-password/:token hop), so the
        // link is right however the reset was requested. Over the account's quiet cap nothing is
        // sent, whichever path asked (our form or /api/auth/request-password-reset).
        sendAccountEmail("passwordResetEmail", resetPasswordEmail(user, pageLink("/reset-password", { token })));
      },
      onPasswordReset: async ({ user }) => {
        // The link proved the owner reads this mailbox: forgive failed sign-ins (an attacker's
        // guesses must not keep the owner out) and count the address as confirmed.
        await clearSignInFailures(user.email);
        await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
        await forgetViewer(user.id);
      },
      onExistingUserSignUp: async ({ user }) => {
        sendAccountEmail("signUpNoticeEmail", signUpAttemptNoticeEmail(user));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password before confirming sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: SIGN_UP_LINK_LIFETIME_SECONDS,
      sendVerificationEmail: async ({ user, url, token }) => {
        const carried = carriedRedirect(url);
        // Asked for on Settings → Account (a fresh link, or a new address: then `user.email` is the
        // new address, and the link goes there): the member is signed in, so the link opens that page.
        if (carried === ACCOUNT_SETTINGS_PATH) {
          sendAccountEmail("verificationEmail", confirmAddressEmail(user, pageLink(CONFIRM_EMAIL_PATH, { token })));
          return;
        }
        // Our page (routes/signup.verify.tsx) confirms, signs in and continues where the member was going.
        const link = pageLink("/signup/verify", { token, redirectTo: carried });
        sendAccountEmail("verificationEmail", confirmSignUpEmail(user, link));
      },
      // profiles.email follows the confirmed address (issue 17), whichever path confirmed it.
      afterEmailVerification: async (user) => syncProfileEmail(user.id),
    },
    hooks: authHooks,
    onAPIError: {
      // A refused request (our hooks' 429s, a taken username) is the client's problem, not the
      // server's: logging each at error level would let a flood fill the log.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        console.error("[Better Auth]", error);
      },
    },
    user: {
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "member" },
        // Issue 21: read by the session hook below, through the adapter (inside better-auth's transaction).
        suspendedUntil: { type: "date", input: false, required: false },
        suspensionReason: { type: "string", input: false, required: false },
      },
      // Settings → Account (issue 17): the new address is confirmed by a link sent to it, and changes
      // only then; an address that already has an account gets nothing and the same answer.
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Set by databaseHooks.session.create below, never by the client.
      additionalFields: { aal: { type: "string", input: false, defaultValue: "aal1" } },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Counted by our hooks instead (features/auth/auth-hooks.server.ts), in the buckets our
        // /login, /signup and /forgot-password forms use: one allowance per address, not two.
        "/sign-in/email": false,
        "/sign-up/email": false,
        "/request-password-reset": false,
        "/change-password": { window: 300, max: 10 },
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: env().isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin check when NODE_ENV is "test"; keep it on everywhere.
      disableOriginCheck: false,
    },
    plugins: [
      profilesModel,
      // TOTP second factor with backup codes (issue 17). The sign-in step and the settings screens
      // live in features/two-factor; secrets and codes are generated and encrypted by the plugin.
      twoFactor({ issuer: "Muddle" }),
    ],
    databaseHooks: {
      // Every change better-auth makes to a session or a user (sign-out, revoked sessions, password
      // changes and resets, two-factor, a confirmed address) ends what page views remembered of them.
      session: {
        create: {
          before: async (session, ctx) => {
            // A suspended member (issue 21) gets no session, whichever way they sign in.
            const suspended = await suspensionOf(session.userId, ctx);
            if (suspended) throw new APIError("FORBIDDEN", { message: suspended, code: "ACCOUNT_SUSPENDED" });
            return { data: { ...session, aal: assuranceOfNewSession(ctx) } };
          },
        },
        update: { after: async (session) => forgetViewer(session.userId) },
        delete: { after: async (session) => forgetViewer(session.userId) },
      },
      user: {
        create: { before: async (user) => ({ data: { ...user, role: roleForNewAccount(user.email) } }) },
        update: { after: async (user) => forgetViewer(user.id) },
        delete: { after: async (user) => forgetViewer(user.id) },
      },
      account: {
        create: {
          // Runs inside sign-up's transaction, after the user row exists: a failure here
          // rolls the whole sign-up back, so there is never a user without a profile. The
          // username's rules were checked before (auth-hooks.server.ts); the unique index
          // settles two sign-ups racing for one name.
          before: async (account, ctx) => {
            const body = ctx?.body as SignUpBody | undefined;
            const username = text(body?.username);
            if (!username || !ctx) return { data: account };
            const adapter = await getCurrentAdapter(ctx.context.adapter);
            try {
              await adapter.create({
                model: "profile",
                forceAllowId: true,
                data: {
                  id: account.userId,
                  username,
                  slug: username.toLowerCase(),
                  first_name: text(body?.firstName) ?? null,
                  last_name: text(body?.lastName) ?? null,
                  email: text((ctx.body as { email?: unknown }).email)?.toLowerCase() ?? null,
                },
              });
            } catch (error) {
              if (isUniqueViolation(error)) {
                throw new APIError("UNPROCESSABLE_ENTITY", { message: USERNAME_TAKEN, code: "USERNAME_TAKEN" });
              }
              throw error;
            }
            return { data: account };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const slot = globalThis as { __muddleAuth?: Auth };

/** The better-auth instance, created on first use (after configuration and database are ready). */
export function auth(): Auth {
  slot.__muddleAuth ??= createAuth();
  return slot.__muddleAuth;
}

type SuspensionFields = { suspendedUntil?: Date | string | null; suspensionReason?: string | null };

/** Read through better-auth's adapter: a session made inside its transaction must not wait on another connection. */
async function suspensionOf(userId: string, ctx: GenericEndpointContext | null | undefined): Promise<string | null> {
  const adapter = ctx ? await getCurrentAdapter(ctx.context.adapter) : null;
  const found = adapter
    ? await adapter.findOne<SuspensionFields>({ model: "user", where: [{ field: "id", value: userId }] })
    : ((
        await db
          .select({ suspendedUntil: schema.user.suspendedUntil, suspensionReason: schema.user.suspensionReason })
          .from(schema.user)
          .where(eq(schema.user.id, userId))
      )[0] ?? null);
  return suspensionNotice(found);
}
