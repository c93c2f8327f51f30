/** Sign-in, sign-up and sign-out, as called from the /login, /signup and /logout actions. */
import { APIError } from "better-auth";
import { auth } from "~/lib/auth.server";
import { Invalid } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { LoginInput, SignupInput } from "./auth-schema";

function authMessage(error: unknown): string | undefined {
  return error instanceof APIError ? error.body?.message || error.message : undefined;
}

function authCode(error: unknown): string | undefined {
  return error instanceof APIError ? error.body?.code : undefined;
}

/** Returns the Set-Cookie headers of the new session. */
export async function signInMember(input: LoginInput, request: Request, clientIp: string): Promise<Headers> {
  await consumeRateLimit("signIn", clientIp);
  try {
    const { headers } = await auth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    const message = authMessage(error);
    if (message) throw new Invalid(message);
    throw error;
  }
}

export async function signUpMember(input: SignupInput, request: Request, clientIp: string): Promise<Headers> {
  await consumeRateLimit("signUp", clientIp);
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || input.username;
  try {
    const { headers } = await auth().api.signUpEmail({
      // username, firstName and lastName are read by the profile hooks in lib/auth.server.ts.
      body: { name, email: input.email, password: input.password, ...profileFields(input) },
      headers: request.headers,
      returnHeaders: true,
    });
    return headers;
  } catch (error) {
    const message = authMessage(error);
    if (!message) throw error;
    const code = authCode(error) ?? "";
    if (code.startsWith("USERNAME") || code === "INVALID_USERNAME") {
      throw new Invalid(message, { username: [message] });
    }
    if (code.startsWith("USER_ALREADY_EXISTS")) {
      const emailTaken = "An account with this email already exists";
      throw new Invalid(emailTaken, { email: [emailTaken] });
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

export async function signOutMember(request: Request): Promise<Headers> {
  const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}
