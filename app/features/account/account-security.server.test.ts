import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInMember } from "~/features/auth/auth-mutations.server";
import { getViewer, type Viewer } from "~/features/auth/session.server";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { callAuthApi, formRequest, mailTo, signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { deleteAccount } from "./account-deletion.server";
import { WRONG_CURRENT_PASSWORD, WRONG_PASSWORD } from "./account-schema";
import {
  changePassword,
  confirmEmailLink,
  listMemberSessions,
  requestEmailChange,
  revokeMemberSession,
  revokeOtherMemberSessions,
  sendVerificationLink,
} from "./account-security.server";
import { COMMON_PASSWORD, isCommonPassword } from "./common-passwords.server";

setupTestDatabase();

const PASSWORD = "correct-horse-battery";
let ipCounter = 0;
const freshIp = () => `10.70.0.${++ipCounter}`;

/** A request from a browser holding this cookie. */
function browser(cookie: string, path = "/settings/account") {
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers: { cookie } });
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function signIn(email: string, password = PASSWORD) {
  return cookieOf(await signInMember({ email, password }, formRequest("/login"), freshIp()));
}

async function viewerOf(cookie: string): Promise<Viewer | null> {
  return getViewer(browser(cookie));
}

/** A member signed in in two browsers. */
async function memberInTwoBrowsers(username: string) {
  const { email, cookie } = await signUpConfirmed({ username, email: `${username}@account.example` }, freshIp());
  const second = await signIn(email);
  const viewer = (await viewerOf(cookie)) as Viewer;
  return { email, first: cookie, second, viewer };
}

describe("changePassword", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const { email, first, second, viewer } = await memberInTwoBrowsers("pw_wrong");
    const attempt = changePassword(viewer, browser(first), {
      currentPassword: "not-my-password",
      newPassword: "a-brand-new-secret",
    });
    await expect(attempt).rejects.toBeInstanceOf(Invalid);
    await expect(attempt).rejects.toMatchObject({ fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
    expect(await viewerOf(second)).not.toBeNull();
    await expect(signIn(email)).resolves.toContain("session_token");
    await expect(signIn(email, "a-brand-new-secret")).rejects.toBeInstanceOf(Invalid);
  });

  it("sets the new password, signs every other session out and keeps this browser signed in", async () => {
    const { email, first, second, viewer } = await memberInTwoBrowsers("pw_right");
    const headers = await changePassword(viewer, browser(first), {
      currentPassword: PASSWORD,
      newPassword: "a-brand-new-secret",
    });
    expect(await viewerOf(second)).toBeNull();
    expect(await viewerOf(cookieOf(headers))).toMatchObject({ id: viewer.id });
    await expect(signIn(email, PASSWORD)).rejects.toBeInstanceOf(Invalid);
    await expect(signIn(email, "a-brand-new-secret")).resolves.toContain("session_token");
  });

  it("refuses a common password, here and through better-auth's own endpoints", async () => {
    expect(isCommonPassword("Password1")).toBe(true);
    expect(isCommonPassword(PASSWORD)).toBe(false);
    const { email, first, viewer } = await memberInTwoBrowsers("pw_common");
    await expect(
      changePassword(viewer, browser(first), { currentPassword: PASSWORD, newPassword: "iloveyou123" }),
    ).rejects.toMatchObject({ fieldErrors: { newPassword: [COMMON_PASSWORD] } });
    await expect(signIn(email)).resolves.toContain("session_token");

    const signUp = await callAuthApi(
      "/sign-up/email",
      { name: "x", email: "common@account.example", password: "qwertyuiop", username: "pw_common_api" },
      freshIp(),
    );
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
    expect(await mailTo("common@account.example")).toEqual([]);
  });
});

describe("sessions", () => {
  it("lists the member's sessions with this one marked, and signs another out", async () => {
    const { first, second, viewer } = await memberInTwoBrowsers("sess_owner");
    const sessions = await listMemberSessions(viewer, browser(first));
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current).map((s) => s.id)).toEqual([viewer.session_id]);
    const other = sessions.find((s) => !s.current);
    await revokeMemberSession(viewer, browser(first), other?.id as string);
    expect(await viewerOf(second)).toBeNull();
    expect(await viewerOf(first)).not.toBeNull();
  });

  it("a stranger cannot end another member's session", async () => {
    const owner = await memberInTwoBrowsers("sess_victim");
    const stranger = await memberInTwoBrowsers("sess_stranger");
    const victimSession = owner.viewer.session_id;
    await expect(revokeMemberSession(stranger.viewer, browser(stranger.first), victimSession)).rejects.toBeInstanceOf(
      NotFound,
    );
    await revokeOtherMemberSessions(stranger.viewer, browser(stranger.first));
    expect(await viewerOf(owner.first)).not.toBeNull();
    expect(await viewerOf(owner.second)).not.toBeNull();
    expect(await viewerOf(stranger.second)).toBeNull();
  });
});

describe("changing the e-mail address", () => {
  it("changes it only once the link sent to the new address is opened, and the profile follows", async () => {
    const { first, viewer } = await memberInTwoBrowsers("mail_mover");
    const newEmail = "mail_mover_new@account.example";
    await requestEmailChange(viewer, browser(first), newEmail);
    const [message] = await mailTo(newEmail);
    const link = message?.text.match(/https?:\/\/\S+\/settings\/account\/confirm-email\?\S+/)?.[0];
    expect(link).toBeTruthy();
    const [before] = await db.select().from(schema.user).where(eq(schema.user.id, viewer.id));
    expect(before?.email).toBe(viewer.email);

    await confirmEmailLink(viewer, browser(first), new URL(link as string).searchParams.get("token") as string);
    const [after] = await db.select().from(schema.user).where(eq(schema.user.id, viewer.id));
    const [profile] = await db.select().from(schema.profiles).where(eq(schema.profiles.id, viewer.id));
    expect(after?.email).toBe(newEmail);
    expect(profile?.email).toBe(newEmail);
  });

  it("sends a fresh confirmation link to an unconfirmed address, and opening it confirms the address", async () => {
    const { first, viewer } = await memberInTwoBrowsers("mail_unconfirmed");
    await db.update(schema.user).set({ emailVerified: false }).where(eq(schema.user.id, viewer.id));
    const unconfirmed = (await viewerOf(first)) as Viewer;
    expect(unconfirmed.email_verified).toBe(false);
    await sendVerificationLink(unconfirmed, browser(first));
    const link = (await mailTo(viewer.email))
      .map((m) => m.text.match(/https?:\/\/\S+\/settings\/account\/confirm-email\?\S+/)?.[0])
      .find(Boolean);
    expect(link).toBeTruthy();
    await confirmEmailLink(unconfirmed, browser(first), new URL(link as string).searchParams.get("token") as string);
    expect((await viewerOf(first))?.email_verified).toBe(true);
  });

  it("refuses a forged link and changes nothing", async () => {
    const { first, viewer } = await memberInTwoBrowsers("mail_forged");
    await expect(confirmEmailLink(viewer, browser(first), "eyJhbGciOiJIUzI1NiJ9.e30.forged")).rejects.toBeInstanceOf(
      Invalid,
    );
    const [row] = await db.select().from(schema.user).where(eq(schema.user.id, viewer.id));
    expect(row?.email).toBe(viewer.email);
  });
});

describe("deleteAccount", () => {
  it("refuses a wrong password (so nobody deletes another's account with their own) and deletes with the right one", async () => {
    const owner = await memberInTwoBrowsers("del_owner");
    const other = await memberInTwoBrowsers("del_other");
    // Someone at the owner's open browser, typing a password that is not the owner's.
    await expect(deleteAccount(owner.viewer, browser(owner.first), "not-the-password")).rejects.toMatchObject({
      fieldErrors: { password: [WRONG_PASSWORD] },
    });
    expect(await viewerOf(owner.first)).not.toBeNull();

    const headers = await deleteAccount(owner.viewer, browser(owner.first), PASSWORD);
    expect(headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    expect(await viewerOf(owner.second)).toBeNull();
    await expect(signIn(owner.email)).rejects.toBeInstanceOf(Invalid);
    // The other member is untouched.
    expect(await viewerOf(other.first)).toMatchObject({ id: other.viewer.id });
  });
});
