/**
 * Accounts and sessions (better-auth). Email + password sign-in; the member's profile row is
 * created inside the same database transaction as the user and credential rows.
 */
import { randomUUID } from "node:crypto";
import { APIError, type BetterAuthPlugin, betterAuth, getCurrentAdapter } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { usernameProblem } from "~/features/auth/auth-schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "./constants";
import { db, schema } from "./db.server";
import { isUniqueViolation } from "./db-errors";
import { sendEmail } from "./email.server";
import { env } from "./env.server";
import { trustedOrigins } from "./origins.server";

/** The header our Express server sets from the resolved client address (see server/app.ts). */
export const CLIENT_IP_HEADER = "x-muddle-client-ip";

export const USERNAME_TAKEN = "This username is already taken";

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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The forgot-password e-mail (issue: password reset). The link opens our /reset-password page. */
function resetPasswordEmail(user: { email: string; name?: string | null }, link: string) {
  const greeting = user.name ? `Hi ${user.name},` : "Hi,";
  const text = [
    greeting,
    "",
    "Someone (hopefully you) asked to reset the password of your Muddle account.",
    "Open this link to choose a new password. It works once and expires in 1 hour:",
    "",
    link,
    "",
    "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
    "",
    "Cheers,",
    "The Muddle team",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone (hopefully you) asked to reset the password of your Muddle account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>This link works once and expires in 1 hour. If the button doesn't work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>If you didn't ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>Cheers,<br>The Muddle team</p>`;
  return { to: user.email, subject: "Reset your Muddle password", text, html };
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
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Straight to our page (not better-auth's /api/auth/reset-password/:token hop), so the
        // link is right however the reset was requested.
        const link = `${PUBLIC_URL}/reset-password?${new URLSearchParams({ token })}`;
        // Not awaited: waiting for the mail server only when the account exists would let
        // response times reveal which addresses have accounts.
        void sendEmail(resetPasswordEmail(user, link)).catch((error) => {
          console.error(`Could not send the password reset e-mail to ${user.email}:`, error);
        });
      },
    },
    user: {
      additionalFields: { role: { type: "string", input: false, defaultValue: "member" } },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 300, max: 10 },
        "/sign-up/email": { window: 3600, max: 10 },
        "/request-password-reset": { window: 3600, max: 5 },
        "/change-password": { window: 300, max: 10 },
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: PUBLIC_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin check when NODE_ENV is "test"; keep it on everywhere.
      disableOriginCheck: false,
    },
    plugins: [profilesModel],
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const username = text((ctx?.body as SignUpBody | undefined)?.username);
            if (!username || !ctx) return { data: user };
            const problem = usernameProblem(username);
            if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_USERNAME" });
            const adapter = await getCurrentAdapter(ctx.context.adapter);
            const taken = await adapter.findOne({
              model: "profile",
              where: [{ field: "slug", value: username.toLowerCase() }],
            });
            if (taken) throw new APIError("UNPROCESSABLE_ENTITY", { message: USERNAME_TAKEN, code: "USERNAME_TAKEN" });
            return { data: user };
          },
        },
      },
      account: {
        create: {
          // Runs inside sign-up's transaction, after the user row exists: a failure here
          // rolls the whole sign-up back, so there is never a user without a profile.
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
