import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { Invalid, TooManyRequests } from "~/lib/errors";
import { callAuthApi, formRequest, signUpConfirmed, tokenFrom } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { ACCOUNT_SIGN_IN_THROTTLE, accountKey, beginSignInAttempt } from "./account-throttle.server";
import { signInMember } from "./auth-mutations.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";

setupTestDatabase();

let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(ipCounter / 250)}.${(++ipCounter % 250) + 1}`;
const request = () => formRequest("/login");

/** What one attempt from a new address gets: "ok", "wrong" (401/Invalid) or "paused" (429). */
async function attempt(email: string, password: string, path: "form" | "api"): Promise<string> {
  if (path === "api") {
    const { status } = await callAuthApi("/sign-in/email", { email, password }, freshIp());
    return status === 200 ? "ok" : status === 401 ? "wrong" : status === 429 ? "paused" : `status ${status}`;
  }
  try {
    await signInMember({ email, password }, request(), freshIp());
    return "ok";
  } catch (error) {
    if (error instanceof TooManyRequests) return "paused";
    if (error instanceof Invalid) return "wrong";
    throw error;
  }
}

/** Moves the account's last failure `seconds` into the past, as if that much time had gone by. */
async function timePasses(email: string, seconds: number) {
  await db.execute(sql`update request_limits set window_started_at = window_started_at - make_interval(secs => ${seconds})
    where key = ${accountKey(email)}`);
}

async function pauseLeft(email: string): Promise<number | null> {
  try {
    await beginSignInAttempt(email);
    return null;
  } catch (error) {
    if (error instanceof TooManyRequests) return error.retryAfterSeconds;
    throw error;
  }
}

describe("failed sign-ins per account", () => {
  it("refuses guesses against one account from 40 addresses after the tenth; the owner resets and signs in", async () => {
    const { email } = await signUpConfirmed({ username: "target_owner", email: "target@example.com" }, freshIp());
    const answers: string[] = [];
    for (let i = 0; i < 40; i++) answers.push(await attempt(email, `guess-number-${i}`, i % 2 ? "api" : "form"));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill("wrong"));
    expect(answers.slice(10)).toEqual(Array(30).fill("paused"));
    // During the pause even the right password is not checked.
    expect(await attempt(email, "correct-horse-battery", "form")).toBe("paused");
    await expect(signInMember({ email, password: "correct-horse-battery" }, request(), freshIp())).rejects.toThrow(
      /Too many failed sign-ins for this account\. Please try again in 1 minute, or reset your password\./,
    );

    // The owner's reset link still works, and the reset forgives the failures.
    await requestPasswordReset(email, formRequest("/forgot-password"), freshIp());
    await resetPassword(await tokenFrom(email, "/reset-password"), "a-brand-new-password");
    expect(await attempt(email, "a-brand-new-password", "form")).toBe("ok");
    expect(await attempt(email, "a-brand-new-password", "api")).toBe("ok");
  });

  it("answers an address without an account the same way, so the pause reveals nobody", async () => {
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) answers.push(await attempt("no-such-member@example.com", `guess-${i}`, "form"));
    expect(answers).toEqual([...Array(10).fill("wrong"), "paused", "paused"]);
  });

  // Twenty real password checks (scrypt, deliberately slow): on a loaded two-core machine they took over
  // the default 30 s, so this test gets room by itself rather than fewer checks.
  it("lets the right password forgive a run of failures", { timeout: 120_000 }, async () => {
    const { email } = await signUpConfirmed({ username: "typo_owner", email: "typos@example.com" }, freshIp());
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect(await attempt(email, `typo-${i}`, "form")).toBe("wrong");
      expect(await attempt(email, "correct-horse-battery", round % 2 ? "api" : "form")).toBe("ok");
    }
  });

  it("doubles the pause with each further failure, up to 15 minutes, and forgets a run later", async () => {
    const email = "doubling@example.com";
    const { freeFailures, maxPauseSeconds, forgetAfterSeconds } = ACCOUNT_SIGN_IN_THROTTLE;
    for (let i = 0; i < freeFailures; i++) expect(await pauseLeft(email)).toBeNull();

    const pauses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const left = await pauseLeft(email);
      expect(left).not.toBeNull();
      pauses.push(Math.round((left ?? 0) / 60));
      await timePasses(email, left ?? 0); // the pause is over: the next attempt is checked (and fails)
      expect(await pauseLeft(email)).toBeNull();
    }
    expect(pauses).toEqual([1, 2, 4, 8, 15, 15]);
    expect(maxPauseSeconds).toBe(15 * 60);

    // Quiet for 15 minutes after the last pause: the run is forgotten and ten attempts are free again.
    await timePasses(email, maxPauseSeconds + forgetAfterSeconds);
    for (let i = 0; i < freeFailures; i++) expect(await pauseLeft(email)).toBeNull();
    expect(await pauseLeft(email)).toBeGreaterThan(0);
  });
});
