/**
 * The browser that filled in the sign-up form, remembered in a signed cookie for the life of the
 * e-mailed link. Only that browser is signed in when the link is opened: otherwise someone who
 * signed up with another person's address (and knows the password they chose) could have that
 * person click "finish creating your account" and end up in an account the attacker can enter
 * (account pre-hijacking). Anyone else who opens the link confirms the address and signs in.
 */
import { type Cookie, createCookie } from "react-router";
import { env } from "~/lib/env.server";

const LINK_LIFETIME_SECONDS = 24 * 60 * 60;

let cookie: Cookie | undefined;
function pendingSignUpCookie(): Cookie {
  const { AUTH_SECRET, isHttps } = env();
  cookie ??= createCookie("muddle-pending-sign-up", {
    path: "/signup",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps,
    maxAge: LINK_LIFETIME_SECONDS,
    secrets: [AUTH_SECRET],
  });
  return cookie;
}

const normalise = (email: string) => email.trim().toLowerCase();

/** Set after every sign-up answer, for a new address and a taken one alike. */
export function rememberPendingSignUp(email: string): Promise<string> {
  return pendingSignUpCookie().serialize(normalise(email));
}

/** Whether this request comes from the browser that signed up with `email`. */
export async function isPendingSignUpFor(request: Request, email: string): Promise<boolean> {
  const value: unknown = await pendingSignUpCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value === normalise(email);
}

export async function forgetPendingSignUp(): Promise<string> {
  return pendingSignUpCookie().serialize("", { maxAge: 0 });
}
