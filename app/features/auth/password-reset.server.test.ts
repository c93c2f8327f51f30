import { beforeAll, describe, expect, it, vi } from "vitest";
import { auth } from "~/lib/auth.server";
import { readOutbox } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { Invalid, TooManyRequests } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { signInMember, signUpMember } from "./auth-mutations.server";
import { RESET_LINK_INVALID, ResetPasswordSchema, SignupSchema } from "./auth-schema";
import { requestPasswordReset, resetPassword } from "./password-reset.server";

setupTestDatabase();

// Each test file has its own data directory (test/isolated-data-dir.ts), so the outbox is ours.
const DOMAIN = "reset.example.com";
const request = () => new Request("http://localhost:3000/forgot-password", { method: "POST" });
let ipCounter = 0;
const freshIp = () => `10.20.0.${++ipCounter}`;

beforeAll(async () => {
  expect(env().DATA_DIR).toContain("muddle-test-data-");
  expect(await readOutbox()).toEqual([]);
});

async function signup(username: string, password = "correct-horse-battery") {
  const input = SignupSchema.parse({ username, email: `${username}@${DOMAIN}`, password });
  const headers = await signUpMember(input, request(), freshIp());
  return { email: input.email, cookie: headers.get("set-cookie") ?? "" };
}

async function mailTo(email: string) {
  return (await readOutbox()).filter((message) => message.to === email);
}

/** The e-mail is sent in the background (see lib/auth.server.ts), so wait for it to land. */
async function resetTokenFor(email: string): Promise<string> {
  const message = await vi.waitFor(
    async () => {
      const [newest] = await mailTo(email);
      if (!newest) throw new Error(`no mail for ${email} yet`);
      return newest;
    },
    { timeout: 5_000, interval: 50 },
  );
  expect(message.subject).toBe("Reset your Muddle password");
  expect(message.html).toContain("/reset-password?token=");
  const token = message.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link in: ${message.text}`);
  return token;
}

describe("requestPasswordReset", () => {
  it("mails a link to a real account, none to an unknown address, and answers both the same way", async () => {
    const { email } = await signup("reset_real");
    const unknown = `nobody@${DOMAIN}`;

    const answers = await Promise.all([
      requestPasswordReset(unknown, request(), freshIp()),
      requestPasswordReset(email.toUpperCase(), request(), freshIp()),
    ]);
    expect(answers[0]).toEqual(answers[1]);

    await resetTokenFor(email);
    expect(await mailTo(email)).toHaveLength(1);
    expect(await mailTo(unknown)).toHaveLength(0);
  });

  it("stops a sixth request for one e-mail address within the hour, from any client address", async () => {
    const target = `flooded@${DOMAIN}`;
    for (let i = 0; i < 5; i++) await requestPasswordReset(target, request(), freshIp());
    await expect(requestPasswordReset(target, request(), freshIp())).rejects.toBeInstanceOf(TooManyRequests);
    // Written in another case, it is still the same address.
    await expect(requestPasswordReset(target.toUpperCase(), request(), freshIp())).rejects.toBeInstanceOf(
      TooManyRequests,
    );
  });

  it("stops one client address after five requests, whatever the e-mail addresses", async () => {
    const ip = "10.21.0.1";
    for (let i = 0; i < 5; i++) await requestPasswordReset(`spray${i}@${DOMAIN}`, request(), ip);
    await expect(requestPasswordReset(`spray-x@${DOMAIN}`, request(), ip)).rejects.toBeInstanceOf(TooManyRequests);
  });
});

describe("resetPassword", () => {
  it("sets the new password from the e-mailed link and signs out the account's sessions", async () => {
    const { email, cookie } = await signup("reset_user", "the-old-password");
    const session = () => auth().api.getSession({ headers: new Headers({ cookie }) });
    expect(await session()).not.toBeNull();

    await requestPasswordReset(email, request(), freshIp());
    const token = await resetTokenFor(email);
    await resetPassword(token, "a-brand-new-password");

    await expect(signInMember({ email, password: "the-old-password" }, request(), freshIp())).rejects.toBeInstanceOf(
      Invalid,
    );
    await expect(
      signInMember({ email, password: "a-brand-new-password" }, request(), freshIp()),
    ).resolves.toBeInstanceOf(Headers);
    expect(await session()).toBeNull();
  });

  it("refuses a link that has already been used, and one that never existed", async () => {
    const { email } = await signup("reset_twice", "the-old-password");
    await requestPasswordReset(email, request(), freshIp());
    const token = await resetTokenFor(email);
    await resetPassword(token, "first-new-password");

    const again = resetPassword(token, "second-new-password");
    await expect(again).rejects.toBeInstanceOf(Invalid);
    await expect(again).rejects.toThrow(RESET_LINK_INVALID);
    await expect(resetPassword("not-a-real-token", "second-new-password")).rejects.toThrow(RESET_LINK_INVALID);
    await expect(signInMember({ email, password: "first-new-password" }, request(), freshIp())).resolves.toBeInstanceOf(
      Headers,
    );
  });
});

describe("ResetPasswordSchema", () => {
  it("refuses a confirmation that does not match the new password", () => {
    const result = ResetPasswordSchema.safeParse({
      token: "some-token",
      password: "a-brand-new-password",
      confirmPassword: "a-different-password",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: "New passwords do not match" }),
    ]);
  });

  it("applies the sign-up length rules to the new password", () => {
    const result = ResetPasswordSchema.safeParse({ token: "t", password: "short", confirmPassword: "short" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["password"], message: expect.stringMatching(/at least/) });
  });
});
