/** Accounts for integration tests, made the way members make them: sign up, then the e-mailed link. */
import { expect } from "vitest";
import { accountEmailsSettled } from "~/features/auth/auth-emails.server";
import { confirmSignUp, signUpMember } from "~/features/auth/auth-mutations.server";
import { SignupSchema } from "~/features/auth/auth-schema";
import { rememberPendingSignUp } from "~/features/auth/pending-sign-up.server";
import { auth, CLIENT_IP_HEADER } from "~/lib/auth.server";
import { type OutboxMessage, readOutbox } from "~/lib/email.server";

export const formRequest = (path = "/signup") => new Request(`http://localhost:3000${path}`, { method: "POST" });

/** Opening the e-mailed link in the browser that signed up: it carries the pending sign-up cookie. */
export async function sameBrowserRequest(email: string): Promise<Request> {
  const cookie = (await rememberPendingSignUp(email)).split(";")[0] as string;
  return new Request("http://localhost:3000/signup/verify", { headers: { cookie } });
}

/** Every e-mail sent to `email` so far, newest first (account e-mails go out in the background). */
export async function mailTo(email: string): Promise<OutboxMessage[]> {
  await accountEmailsSettled();
  return (await readOutbox()).filter((message) => message.to === email.toLowerCase());
}

/** The `token` of the newest link to `path` e-mailed to `email`. */
export async function tokenFrom(email: string, path: "/signup/verify" | "/reset-password"): Promise<string> {
  const message = (await mailTo(email)).find((m) => m.text.includes(`${path}?`));
  const link = message?.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0];
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`no ${path} link e-mailed to ${email}`);
  return token;
}

/** Signs up and follows the e-mailed link; returns the session cookie the link set. */
export async function signUpConfirmed(
  fields: { username: string; email: string; password?: string; firstName?: string },
  clientIp: string,
): Promise<{ email: string; cookie: string }> {
  const input = SignupSchema.parse({ password: "correct-horse-battery", ...fields });
  await signUpMember(input, formRequest(), clientIp);
  const confirmation = await confirmSignUp(
    await tokenFrom(input.email, "/signup/verify"),
    await sameBrowserRequest(input.email),
  );
  expect(confirmation.status).toBe("signed-in");
  const headers = confirmation.status === "signed-in" ? confirmation.headers : new Headers();
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { email: input.email, cookie };
}

/** better-auth's own endpoint, called over "HTTP" as a script would, from client address `ip`. */
export function callAuthApi(path: string, body: Record<string, unknown>, ip: string): Promise<Response> {
  return auth().handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify(body),
    }),
  );
}
