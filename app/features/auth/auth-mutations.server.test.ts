import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { Invalid, TooManyRequests } from "~/lib/errors";
import { callAuthApi, formRequest, mailTo, sameBrowserRequest, signUpConfirmed, tokenFrom } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { CONFIRM_EMAIL_FIRST, confirmSignUp, signInMember, signUpMember } from "./auth-mutations.server";
import { type SignupInput, SignupSchema } from "./auth-schema";

setupTestDatabase();

const request = () => formRequest("/signup");
let ipCounter = 0;
const freshIp = () => `10.0.0.${++ipCounter}`;

function signup(fields: { username: string; email: string; password?: string; firstName?: string }, ip = freshIp()) {
  const input = SignupSchema.parse({ password: "correct-horse-battery", ...fields });
  return signUpMember(input, request(), ip);
}

async function rowCounts() {
  const [users] = await db.select({ n: count() }).from(schema.user);
  const [profiles] = await db.select({ n: count() }).from(schema.profiles);
  const [accounts] = await db.select({ n: count() }).from(schema.account);
  return { users: users?.n, profiles: profiles?.n, accounts: accounts?.n };
}

const CHECK_INBOX = { sentTo: "ada@example.com" };

describe("signUpMember", () => {
  it("creates the user, credential and profile together, signs nobody in, and mails the link that does", async () => {
    const input = SignupSchema.parse({
      username: "Ada_Mixes",
      email: "Ada@Example.com",
      password: "correct-horse-battery",
      firstName: "Ada",
    });
    expect(await signUpMember(input, request(), freshIp(), "/bar/recipes?page=2")).toEqual(CHECK_INBOX);
    const profile = await db.query.profiles.findFirst({ where: eq(schema.profiles.slug, "ada_mixes") });
    expect(profile).toMatchObject({ username: "Ada_Mixes", first_name: "Ada", email: "ada@example.com" });
    const user = await db.query.user.findFirst({ where: eq(schema.user.id, profile?.id ?? "") });
    expect(user).toMatchObject({ email: "ada@example.com", emailVerified: false });

    const [mail] = await mailTo("ada@example.com");
    expect(mail?.subject).toBe("Finish creating your Muddle account");
    const link = new URL(mail?.text.match(/https?:\/\/\S+\/signup\/verify\?\S+/)?.[0] ?? "http://x/");
    expect(link.searchParams.get("redirectTo")).toBe("/bar/recipes?page=2");

    const confirmation = await confirmSignUp(
      await tokenFrom("ada@example.com", "/signup/verify"),
      await sameBrowserRequest("Ada@Example.com"),
    );
    expect(confirmation.status).toBe("signed-in");
    const cookie = confirmation.status === "signed-in" ? confirmation.headers.get("set-cookie") : null;
    expect(cookie).toMatch(/session_token=/);
    const confirmed = await db.query.user.findFirst({ where: eq(schema.user.id, profile?.id ?? "") });
    expect(confirmed?.emailVerified).toBe(true);
    // The link signs in once; opened again it only says the address is confirmed.
    expect(await confirmSignUp(await tokenFrom("ada@example.com", "/signup/verify"), request())).toEqual({
      status: "confirmed",
    });
    expect(await confirmSignUp("not-a-token", request())).toEqual({ status: "invalid" });
  });

  it("confirms but signs nobody in when the link is opened in another browser than the one that signed up", async () => {
    // Someone signs up with Bo's address and a password they chose, hoping Bo clicks the link.
    const input = SignupSchema.parse({ username: "not_bo", email: "bo@example.com", password: "attacker-knows-this" });
    await signUpMember(input, request(), freshIp());
    const token = await tokenFrom("bo@example.com", "/signup/verify");
    expect(await confirmSignUp(token, request())).toEqual({ status: "confirmed" });
    const sessions = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from session s join "user" u on u.id = s.user_id where u.email = 'bo@example.com'`,
    );
    expect(sessions.rows[0]?.n).toBe(0);
    // A pending sign-up cookie for another address does not count either.
    const other = await signUpMember(
      SignupSchema.parse({ username: "cy_mixes", email: "cy@example.com", password: "correct-horse-battery" }),
      request(),
      freshIp(),
    );
    expect(other).toEqual({ sentTo: "cy@example.com" });
    expect(
      await confirmSignUp(
        await tokenFrom("cy@example.com", "/signup/verify"),
        await sameBrowserRequest("bo@example.com"),
      ),
    ).toEqual({ status: "confirmed" });
  });

  it("answers an e-mail that already has an account exactly like a new one, creates nothing, and tells the owner", async () => {
    const before = await rowCounts();
    const answer = await signup({ username: "another_ada", email: "ADA@example.com" });
    expect(answer).toEqual(CHECK_INBOX);
    expect(await rowCounts()).toEqual(before);

    const [notice] = await mailTo("ada@example.com");
    expect(notice?.subject).toBe("Someone tried to sign up with your address");
    expect(notice?.text).toContain("Someone tried to create a Muddle account with your address.");
    expect(notice?.text).toContain("http://localhost:3000/login");
    expect(notice?.text).toContain("http://localhost:3000/forgot-password");
    expect(notice?.text).not.toMatch(/signup\/verify/);
  });

  it("says a username is taken whether or not the e-mail has an account, so it reveals nothing", async () => {
    for (const email of ["ada@example.com", "nobody-yet@example.com"]) {
      const attempt = signup({ username: "ADA_MIXES", email });
      await expect(attempt).rejects.toBeInstanceOf(Invalid);
      await expect(attempt).rejects.toMatchObject({ fieldErrors: { username: ["This username is already taken"] } });
    }
  });

  it("refuses a username taken in another case, and creates nothing", async () => {
    const before = await rowCounts();
    const attempt = signup({ username: "ADA_MIXES", email: "someone-else@example.com" });
    await expect(attempt).rejects.toMatchObject({ fieldErrors: { username: ["This username is already taken"] } });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a reserved username even when the form check is bypassed", async () => {
    const before = await rowCounts();
    const input = { username: "Recipes", email: "r@example.com", password: "correct-horse-battery" } as SignupInput;
    await expect(signUpMember(input, request(), freshIp())).rejects.toMatchObject({
      fieldErrors: { username: ["This username is reserved"] },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("keeps two simultaneous sign-ups for one username from both succeeding", async () => {
    const results = await Promise.allSettled([
      signup({ username: "race_name", email: "race1@example.com" }),
      signup({ username: "Race_Name", email: "race2@example.com" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(schema.user)
      .where(sql`${schema.user.email} like 'race%'`);
    expect(n).toBe(1);
  });

  it("stops an address after too many sign-up attempts", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < 10; i++) {
      await signup({ username: `burst_${i}`, email: `burst${i}@example.com` }, ip);
    }
    await expect(signup({ username: "burst_x", email: "burstx@example.com" }, ip)).rejects.toBeInstanceOf(
      TooManyRequests,
    );
  });
});

describe("signInMember", () => {
  it("signs in with the right password and refuses a wrong one with the service's message", async () => {
    await signUpConfirmed({ username: "ben_bar", email: "ben@example.com" }, freshIp());
    const headers = await signInMember(
      { email: "ben@example.com", password: "correct-horse-battery" },
      request(),
      freshIp(),
    );
    expect(headers.get("set-cookie")).toMatch(/session_token=/);
    await expect(
      signInMember({ email: "ben@example.com", password: "wrong-password" }, request(), freshIp()),
    ).rejects.toThrow(/invalid email or password/i);
  });

  it("asks an unconfirmed member to use the link, and mails a fresh one, only for the right password", async () => {
    await signup({ username: "cleo_unconfirmed", email: "cleo@example.com" });
    await expect(
      signInMember({ email: "cleo@example.com", password: "wrong-password" }, request(), freshIp()),
    ).rejects.toThrow(/invalid email or password/i);
    expect(await mailTo("cleo@example.com")).toHaveLength(1);

    const attempt = signInMember(
      { email: "cleo@example.com", password: "correct-horse-battery" },
      request(),
      freshIp(),
    );
    await expect(attempt).rejects.toThrow(CONFIRM_EMAIL_FIRST);
    const mails = await mailTo("cleo@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      "Finish creating your Muddle account",
      "Finish creating your Muddle account",
    ]);
  });

  it("locks out an address after ten attempts, wrong or right, within five minutes", async () => {
    const ip = "10.8.8.8";
    for (let i = 0; i < 10; i++) {
      await signInMember({ email: `guess${i}@example.com`, password: "nope-nope" }, request(), ip).catch(() => {});
    }
    await expect(
      signInMember({ email: "ben@example.com", password: "correct-horse-battery" }, request(), ip),
    ).rejects.toBeInstanceOf(TooManyRequests);
    // Another address is unaffected.
    await expect(
      signInMember({ email: "ben@example.com", password: "correct-horse-battery" }, request(), freshIp()),
    ).resolves.toBeInstanceOf(Headers);
  });

  it("counts /login and better-auth's /api/auth/sign-in/email in one bucket per address", async () => {
    const ip = "10.7.7.7";
    const viaApi = (email: string) => callAuthApi("/sign-in/email", { email, password: "wrong-password" }, ip);
    for (let i = 0; i < 5; i++) {
      await expect(
        signInMember({ email: `mixed${i}@example.com`, password: "wrong-password" }, request(), ip),
      ).rejects.toBeInstanceOf(Invalid);
      expect((await viaApi(`mixed-api${i}@example.com`)).status).toBe(401);
    }
    const refused = await viaApi("mixed-last@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await expect(
      signInMember({ email: "ben@example.com", password: "correct-horse-battery" }, request(), ip),
    ).rejects.toBeInstanceOf(TooManyRequests);
  });
});
