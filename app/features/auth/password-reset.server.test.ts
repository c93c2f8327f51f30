import { beforeAll, describe, expect, it } from "vitest";
import { auth } from "~/lib/auth.server";
import { readOutbox } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { Invalid, TooManyRequests } from "~/lib/errors";
import { callAuthApi, mailTo, signUpConfirmed, tokenFrom } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { signInMember } from "./auth-mutations.server";
import { RESET_LINK_INVALID, ResetPasswordSchema } from "./auth-schema";
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
  return signUpConfirmed({ username, email: `${username}@${DOMAIN}`, password }, freshIp());
}

/** The newest reset e-mail to `email`, checked for our link, and its token. */
async function resetTokenFor(email: string): Promise<string> {
  const [message] = (await mailTo(email)).filter((m) => m.subject === "Reset your Muddle password");
  expect(message?.html).toContain("/reset-password?token=");
  return tokenFrom(email, "/reset-password");
}

const resetMails = async (email: string) =>
  (await mailTo(email)).filter((m) => m.subject === "Reset your Muddle password");

const requestViaApi = (email: string, ip: string) => callAuthApi("/request-password-reset", { email }, ip);

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
    expect(await resetMails(email)).toHaveLength(1);
    expect(await mailTo(unknown)).toHaveLength(0);
  });

  it("never lets requests for someone's address block their own: the per-account cap is quiet", async () => {
    const { email } = await signup("reset_target");
    const attacker = "10.22.0.1";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await requestPasswordReset(email, request(), attacker));
    // The owner asks from their own address and gets the same answer as always, not a 429.
    answers.push(await requestPasswordReset(email, request(), freshIp()));
    expect(new Set(answers.map((a) => JSON.stringify(a ?? null))).size).toBe(1);
    // At most three reset e-mails an hour for one account, however many requests, from wherever.
    const mails = await resetMails(email);
    expect(mails).toHaveLength(3);
    // Each mailed link works: the owner resets with the newest.
    await resetPassword(await resetTokenFor(email), "owner-chose-this-one");
    await expect(
      signInMember({ email, password: "owner-chose-this-one" }, request(), freshIp()),
    ).resolves.toBeInstanceOf(Headers);
  });

  it("applies the same limits to better-auth's /api/auth/request-password-reset", async () => {
    const { email } = await signup("reset_api");
    const ip = "10.23.0.1";
    // Per requester address: our form and the endpoint draw on one allowance of five an hour.
    await requestPasswordReset(email, request(), ip);
    await requestPasswordReset(email, request(), ip);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await requestViaApi(email, ip)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await requestViaApi(`someone-else@${DOMAIN}`, ip);
    expect(refused.status).toBe(429);
    await expect(requestPasswordReset(email, request(), ip)).rejects.toBeInstanceOf(TooManyRequests);
    // Per account, quietly: five accepted requests, three e-mails.
    expect(await resetMails(email)).toHaveLength(3);

    // Over the cap the endpoint answers exactly as for an address without an account.
    const capped = await requestViaApi(email, freshIp());
    const unknown = await requestViaApi(`nobody-at-all@${DOMAIN}`, freshIp());
    expect([capped.status, await capped.text()]).toEqual([unknown.status, await unknown.text()]);
    expect(await resetMails(email)).toHaveLength(3);
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
