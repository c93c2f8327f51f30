/** Sign-in, sign-up and sign-out, as called from the /login, /signup and /logout actions. */
import { auth } from "~/lib/auth.server";
import { Invalid } from "~/lib/errors";
import { authCode, authMessage, throwIfLimited } from "./auth-errors.server";
import type { LoginInput, SignupInput } from "./auth-schema";
import { headersWithClientIp } from "./client-address.server";
import { isPendingSignUpFor } from "./pending-sign-up.server";

export const CONFIRM_EMAIL_FIRST =
  "Please confirm your email address first: check your inbox for the link to finish creating your account.";

/**
 * The password was right but the member has two-factor sign-in on: no session yet. `headers` carry
 * the twoFactor plugin's `two_factor` cookie, which /login/two-factor needs to finish signing in.
 */
export class SecondFactorRequired extends Error {
  constructor(readonly headers: Headers) {
    super("A second factor is required");
    this.name = "SecondFactorRequired";
  }
}

/**
 * Returns the Set-Cookie headers of the new session, or throws SecondFactorRequired. Limits per client
 * address and per account are applied by better-auth's hooks (auth-hooks.server.ts), shared with
 * /api/auth/sign-in/email.
 */
export async function signInMember(input: LoginInput, request: Request, clientIp: string): Promise<Headers> {
  let answer: Awaited<ReturnType<typeof signInEmail>>;
  try {
    answer = await signInEmail(input, request, clientIp);
  } catch (error) {
    throwIfLimited(error);
    // The right password for an address not yet confirmed: better-auth has sent a fresh link.
    if (authCode(error) === "EMAIL_NOT_VERIFIED") throw new Invalid(CONFIRM_EMAIL_FIRST);
    const message = authMessage(error);
    if (message) throw new Invalid(message);
    throw error;
  }
  if ("twoFactorRedirect" in answer.response && answer.response.twoFactorRedirect) {
    throw new SecondFactorRequired(answer.headers);
  }
  return answer.headers;
}

function signInEmail(input: LoginInput, request: Request, clientIp: string) {
  return auth().api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: headersWithClientIp(request, clientIp),
    returnHeaders: true,
  });
}

/**
 * Verify-first sign-up (issue 11): nobody is signed in yet. A new address gets a link that finishes
 * the account (routes/signup.verify.tsx); an address that already has an account gets a notice
 * instead, and the caller cannot tell the two apart. `redirectTo` travels in the link.
 */
export async function signUpMember(
  input: SignupInput,
  request: Request,
  clientIp: string,
  redirectTo?: string | null,
): Promise<{ sentTo: string }> {
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || input.username;
  try {
    await auth().api.signUpEmail({
      // username, firstName and lastName are read by the hooks in auth-hooks.server.ts and lib/auth.server.ts.
      body: {
        name,
        email: input.email,
        password: input.password,
        ...profileFields(input),
        ...(redirectTo ? { callbackURL: redirectTo } : {}),
      },
      headers: headersWithClientIp(request, clientIp),
    });
    return { sentTo: input.email };
  } catch (error) {
    throwIfLimited(error);
    const message = authMessage(error);
    if (!message) throw error;
    const code = authCode(error);
    if (code.startsWith("USERNAME") || code === "INVALID_USERNAME") {
      throw new Invalid(message, { username: [message] });
    }
    if (code.startsWith("PASSWORD")) throw new Invalid(message, { password: [message] });
    throw new Invalid(message);
  }
}

function profileFields(input: SignupInput) {
  return { username: input.username, firstName: input.firstName, lastName: input.lastName } as Record<
    string,
    string | undefined
  >;
}

export type SignUpConfirmation = { status: "signed-in"; headers: Headers } | { status: "confirmed" | "invalid" };

/**
 * Opens the link from the sign-up e-mail: confirms the address and signs the member in when the
 * link is opened in the browser that signed up (pending-sign-up.server.ts). A link used before, or
 * opened elsewhere, signs nobody in ("confirmed"): the member signs in with their password instead.
 */
export async function confirmSignUp(token: string, request: Request): Promise<SignUpConfirmation> {
  if (!token) return { status: "invalid" };
  try {
    const { headers } = await auth().api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    const sessionCookies = headers
      .getSetCookie()
      .filter((cookie) => /session_token=[^;]/.test(cookie))
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    if (!sessionCookies) return { status: "confirmed" };
    const session = await auth().api.getSession({ headers: new Headers({ cookie: sessionCookies }) });
    if (session && (await isPendingSignUpFor(request, session.user.email))) return { status: "signed-in", headers };
    // Opened in another browser than the one that signed up: confirm, but sign nobody in.
    await auth().api.signOut({ headers: new Headers({ cookie: sessionCookies }) });
    return { status: "confirmed" };
  } catch (error) {
    if (authMessage(error)) return { status: "invalid" };
    throw error;
  }
}

export async function signOutMember(request: Request): Promise<Headers> {
  const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}
