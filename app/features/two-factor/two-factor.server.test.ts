import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { SecondFactorRequired, signInMember } from "~/features/auth/auth-mutations.server";
import { getViewer, type Viewer } from "~/features/auth/session.server";
import { auth, CLIENT_IP_HEADER } from "~/lib/auth.server";
import { db, schema } from "~/lib/db.server";
import { Invalid, TooManyRequests } from "~/lib/errors";
import { action as loginAction } from "~/routes/login";
import { action as codeStepAction, loader as codeStepLoader } from "~/routes/login.two-factor";
import { callAuthApi, formRequest, signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import {
  type Caller,
  completeSignIn,
  requireSettingsViewer,
  SignInExpired,
  stepUpSession,
} from "./second-factor.server";
import { WRONG_BACKUP_CODE, WRONG_CODE, WRONG_PASSWORD } from "./two-factor-schema";
import { confirmTwoFactorEnrolment, disableTwoFactor, startTwoFactorEnrolment } from "./two-factor-settings.server";

setupTestDatabase();

const PASSWORD = "correct-horse-battery";
let ipCounter = 0;
const freshIp = () => `10.17.2.${++ipCounter}`;

/** The cookies a browser would send after these Set-Cookie headers (expired ones dropped). */
function cookieOf(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => pair.split("=") as [string, string]),
  );
  for (const line of headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name = "", value = ""] = pair.split("=");
    if (value && !/max-age=0/i.test(line)) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function caller(cookie: string, path = "/settings/account/two-factor", ip = freshIp()): Caller {
  return {
    request: new Request(`http://localhost:3000${path}`, { method: "POST", headers: { cookie } }),
    clientIp: ip,
  };
}

async function viewerOf(cookie: string): Promise<Viewer> {
  const viewer = await getViewer(new Request("http://localhost:3000/settings", { headers: { cookie } }));
  if (!viewer) throw new Error("not signed in");
  return viewer;
}

/** A member who turned two-factor sign-in on; `cookie` is the aal2 session the confirmation made. */
async function memberWithTwoFactor(username: string) {
  const email = `${username}@example.com`;
  const signedUp = await signUpConfirmed({ username, email }, freshIp());
  const viewer = await viewerOf(signedUp.cookie);
  const enrolment = await startTwoFactorEnrolment(viewer, caller(signedUp.cookie), PASSWORD);
  expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\/Muddle:/);
  expect(enrolment.qrSvg).toMatch(/^<svg/);
  const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret) });
  const confirmed = await confirmTwoFactorEnrolment(viewer, caller(signedUp.cookie), totp.generate());
  return { email, totp, backupCodes: confirmed.backupCodes, cookie: cookieOf(confirmed.headers, signedUp.cookie) };
}

/** Signs in with the password: returns the pending sign-in's cookie (the plugin's two_factor cookie). */
async function passwordStep(email: string): Promise<string> {
  const attempt = await signInMember({ email, password: PASSWORD }, formRequest("/login"), freshIp()).catch(
    (error: unknown) => error,
  );
  expect(attempt).toBeInstanceOf(SecondFactorRequired);
  const cookie = cookieOf((attempt as SecondFactorRequired).headers);
  expect(cookie).toMatch(/two_factor=/);
  expect(cookie).not.toMatch(/session_token=/);
  return cookie;
}

async function sessionCount(email: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from session s join "user" u on u.id = s.user_id where u.email = ${email}`,
  );
  return result.rows[0]?.n ?? 0;
}

describe("turning two-factor sign-in on", () => {
  it("needs the password, then a code; the session it leaves is aal2 and ten backup codes are shown once", async () => {
    const signedUp = await signUpConfirmed({ username: "tf_ada", email: "tf_ada@example.com" }, freshIp());
    const viewer = await viewerOf(signedUp.cookie);
    await expect(startTwoFactorEnrolment(viewer, caller(signedUp.cookie), "wrong-password")).rejects.toThrow(
      WRONG_PASSWORD,
    );
    const enrolment = await startTwoFactorEnrolment(viewer, caller(signedUp.cookie), PASSWORD);
    // A wrong first code turns nothing on.
    await expect(confirmTwoFactorEnrolment(viewer, caller(signedUp.cookie), "000000")).rejects.toThrow(WRONG_CODE);
    expect((await viewerOf(signedUp.cookie)).two_factor_enabled).toBe(false);

    const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate();
    const { headers, backupCodes } = await confirmTwoFactorEnrolment(viewer, caller(signedUp.cookie), code);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const after = await viewerOf(cookieOf(headers, signedUp.cookie));
    expect(after).toMatchObject({ two_factor_enabled: true, aal: "aal2" });
    // Confirming again does not show the codes again.
    await expect(confirmTwoFactorEnrolment(after, caller(cookieOf(headers)), code)).rejects.toBeInstanceOf(Invalid);
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("asks for a code after the password; the right code signs in at aal2", async () => {
    const member = await memberWithTwoFactor("tf_ben");
    const pending = await passwordStep(member.email);
    const sessionsBefore = await sessionCount(member.email);

    await expect(
      completeSignIn(caller(pending, "/login/two-factor"), { method: "totp", code: "123456" }),
    ).rejects.toThrow(WRONG_CODE);
    expect(await sessionCount(member.email)).toBe(sessionsBefore);

    const headers = await completeSignIn(caller(pending, "/login/two-factor"), {
      method: "totp",
      code: member.totp.generate(),
    });
    expect(await viewerOf(cookieOf(headers))).toMatchObject({ email: member.email, aal: "aal2" });
    // The challenge was used up: the same cookie signs in no one else.
    await expect(
      completeSignIn(caller(pending, "/login/two-factor"), { method: "totp", code: member.totp.generate() }),
    ).rejects.toBeInstanceOf(SignInExpired);
  });

  it("accepts a backup code once; the same code is refused the second time", async () => {
    const member = await memberWithTwoFactor("tf_cleo");
    const [code = ""] = member.backupCodes;
    const first = await completeSignIn(caller(await passwordStep(member.email), "/login/two-factor"), {
      method: "backup",
      code,
    });
    expect(await viewerOf(cookieOf(first))).toMatchObject({ email: member.email, aal: "aal2" });

    const again = caller(await passwordStep(member.email), "/login/two-factor");
    await expect(completeSignIn(again, { method: "backup", code })).rejects.toThrow(WRONG_BACKUP_CODE);
    // Another, unused code still works.
    const other = await completeSignIn(again, { method: "backup", code: member.backupCodes[1] ?? "" });
    expect(await viewerOf(cookieOf(other))).toMatchObject({ aal: "aal2" });
  });

  it("counts wrong codes per account across sign-in attempts and client addresses, and then refuses", async () => {
    const member = await memberWithTwoFactor("tf_dan");
    const user = await db.query.user.findFirst({ where: eq(schema.user.email, member.email) });
    let refused: unknown = null;
    // Our limit (10 in 5 minutes per account) comes before the plugin's lockout (10 wrong in a row).
    for (let attempt = 0; attempt < 12 && !refused; attempt += 1) {
      const pending = await passwordStep(member.email);
      refused = await completeSignIn(caller(pending, "/login/two-factor"), { method: "totp", code: "000000" }).then(
        () => new Error("a wrong code signed in"),
        (error: unknown) => (error instanceof TooManyRequests ? error : null),
      );
    }
    expect(refused).toBeInstanceOf(TooManyRequests);
    const counted = await db.execute<{ count: number }>(
      sql`select count from request_limits where key = ${`twoFactor/300:${user?.id}`}`,
    );
    expect(Number(counted.rows[0]?.count)).toBeGreaterThan(10);
    // Now even the right code is refused for a while.
    const pending = await passwordStep(member.email);
    await expect(
      completeSignIn(caller(pending, "/login/two-factor"), { method: "totp", code: member.totp.generate() }),
    ).rejects.toBeInstanceOf(TooManyRequests);
  });

  it("refuses the code step without a pending sign-in", async () => {
    await expect(
      completeSignIn(caller("", "/login/two-factor"), { method: "totp", code: "123456" }),
    ).rejects.toBeInstanceOf(SignInExpired);
  });

  it("keeps better-auth's own endpoints working for direct callers", async () => {
    const member = await memberWithTwoFactor("tf_eve");
    const ip = freshIp();
    const signIn = await callAuthApi("/sign-in/email", { email: member.email, password: PASSWORD }, ip);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieOf(signIn.headers);
    const verify = await auth2fa("/two-factor/verify-totp", { code: member.totp.generate() }, pending, ip);
    expect(verify.status).toBe(200);
    expect(await viewerOf(cookieOf(verify.headers))).toMatchObject({ email: member.email, aal: "aal2" });
  });
});

describe("the sign-in pages", () => {
  const post = (path: string, fields: Record<string, string>, cookie = "") =>
    new Request(`http://localhost:3000${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie },
    });
  const args = (request: Request) => ({ request, params: {}, context: { clientIp: freshIp(), cspNonce: "" } }) as never;

  it("/login sends a 2FA member on to the code page with the plugin's cookie, which signs in and continues", async () => {
    const member = await memberWithTwoFactor("tf_hal");
    const login = post("/login", { email: member.email, password: PASSWORD, redirectTo: "/bar/saved" });
    const toCode = (await loginAction(args(login))) as Response;
    expect(toCode.status).toBe(302);
    expect(toCode.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fbar%2Fsaved");
    const pending = cookieOf(toCode.headers);
    expect(pending).toMatch(/two_factor=/);
    expect(pending).not.toMatch(/session_token=/);

    const page = new Request("http://localhost:3000/login/two-factor?redirectTo=%2Fbar%2Fsaved", {
      headers: { cookie: pending },
    });
    expect(await codeStepLoader(args(page))).toEqual({ redirectTo: "/bar/saved" });
    const wrong = await codeStepAction(args(post("/login/two-factor", { method: "totp", code: "000000" }, pending)));
    expect(wrong).toMatchObject({ init: { status: 400 }, data: { formError: WRONG_CODE } });

    const code = member.totp.generate();
    const done = (await codeStepAction(
      args(post("/login/two-factor", { method: "totp", code, redirectTo: "/bar/saved" }, pending)),
    )) as Response;
    expect(done.headers.get("location")).toBe("/bar/saved");
    expect(await viewerOf(cookieOf(done.headers))).toMatchObject({ email: member.email, aal: "aal2" });
  });

  it("the code page without a pending sign-in goes back to /login", async () => {
    const answer = await codeStepLoader(args(new Request("http://localhost:3000/login/two-factor?redirectTo=%2Fbar")))
      .then(() => null)
      .catch((error: unknown) => error as Response);
    expect(answer?.headers.get("location")).toBe("/login?redirectTo=%2Fbar");
  });
});

describe("turning two-factor sign-in off", () => {
  it("needs the right password", async () => {
    const member = await memberWithTwoFactor("tf_fay");
    const viewer = await viewerOf(member.cookie);
    await expect(disableTwoFactor(viewer, caller(member.cookie), "not-my-password")).rejects.toThrow(WRONG_PASSWORD);
    expect((await viewerOf(member.cookie)).two_factor_enabled).toBe(true);

    const headers = await disableTwoFactor(viewer, caller(member.cookie), PASSWORD);
    expect((await viewerOf(cookieOf(headers, member.cookie))).two_factor_enabled).toBe(false);
    const rows = await db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, viewer.id));
    expect(rows).toHaveLength(0);
    // Signing in asks for the password only again.
    const signedIn = await signInMember({ email: member.email, password: PASSWORD }, formRequest("/login"), freshIp());
    expect(cookieOf(signedIn)).toMatch(/session_token=/);
  });
});

describe("the aal2 gate in front of /settings", () => {
  it("sends a password-only session of a 2FA member to confirm a code, and lets it in afterwards", async () => {
    const email = "tf_gus@example.com";
    const signedUp = await signUpConfirmed({ username: "tf_gus", email }, freshIp());
    // Signed in on another device before turning 2FA on: that session stays aal1.
    const otherDevice = cookieOf(await signInMember({ email, password: PASSWORD }, formRequest("/login"), freshIp()));
    const viewer = await viewerOf(signedUp.cookie);
    const enrolment = await startTwoFactorEnrolment(viewer, caller(signedUp.cookie), PASSWORD);
    const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret) });
    await confirmTwoFactorEnrolment(viewer, caller(signedUp.cookie), totp.generate());

    const settings = () =>
      requireSettingsViewer(
        new Request("http://localhost:3000/settings/privacy", { headers: { cookie: otherDevice } }),
      );
    const refused = await settings().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("location")).toBe("/settings/verify?redirectTo=%2Fsettings%2Fprivacy");

    const aal1 = await viewerOf(otherDevice);
    expect(aal1).toMatchObject({ two_factor_enabled: true, aal: "aal1" });
    await expect(
      stepUpSession(aal1, caller(otherDevice, "/settings/verify"), { method: "totp", code: "000000" }),
    ).rejects.toThrow(WRONG_CODE);
    await expect(settings()).rejects.toBeInstanceOf(Response);

    await stepUpSession(aal1, caller(otherDevice, "/settings/verify"), { method: "totp", code: totp.generate() });
    expect(await settings()).toMatchObject({ email, aal: "aal2" });
  });
});

/** better-auth's own endpoint over "HTTP", with the browser's cookies. */
function auth2fa(path: string, body: Record<string, unknown>, cookie: string, ip: string) {
  return auth().handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie, [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify(body),
    }),
  );
}
