import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { Invalid, TooManyRequests } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { signInMember, signUpMember } from "./auth-mutations.server";
import { type SignupInput, SignupSchema } from "./auth-schema";

setupTestDatabase();

const request = () => new Request("http://localhost:3000/signup", { method: "POST" });
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

describe("signUpMember", () => {
  it("creates the user, credential and profile together and returns a session cookie", async () => {
    const headers = await signup({ username: "Ada_Mixes", email: "Ada@Example.com", firstName: "Ada" });
    expect(headers.get("set-cookie")).toMatch(/session_token=/);
    const profile = await db.query.profiles.findFirst({ where: eq(schema.profiles.slug, "ada_mixes") });
    expect(profile).toMatchObject({ username: "Ada_Mixes", first_name: "Ada", email: "ada@example.com" });
    const user = await db.query.user.findFirst({ where: eq(schema.user.id, profile?.id ?? "") });
    expect(user?.email).toBe("ada@example.com");
  });

  it("refuses a username taken in another case, and creates nothing", async () => {
    const before = await rowCounts();
    const attempt = signup({ username: "ADA_MIXES", email: "someone-else@example.com" });
    await expect(attempt).rejects.toBeInstanceOf(Invalid);
    await expect(attempt).rejects.toMatchObject({ fieldErrors: { username: ["This username is already taken"] } });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses an e-mail that already has an account, and creates nothing", async () => {
    const before = await rowCounts();
    const attempt = signup({ username: "another_ada", email: "ADA@example.com" });
    await expect(attempt).rejects.toMatchObject({
      fieldErrors: { email: ["An account with this email already exists"] },
    });
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
    await signup({ username: "ben_bar", email: "ben@example.com" });
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

  it("locks out an address after ten attempts, wrong or right, within five minutes", async () => {
    const ip = "10.8.8.8";
    for (let i = 0; i < 10; i++) {
      await signInMember({ email: "ben@example.com", password: "nope-nope" }, request(), ip).catch(() => {});
    }
    await expect(
      signInMember({ email: "ben@example.com", password: "correct-horse-battery" }, request(), ip),
    ).rejects.toBeInstanceOf(TooManyRequests);
    // Another address is unaffected.
    await expect(
      signInMember({ email: "ben@example.com", password: "correct-horse-battery" }, request(), freshIp()),
    ).resolves.toBeInstanceOf(Headers);
  });
});
