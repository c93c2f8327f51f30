/** The notification switches, and the one-click unsubscribe that works without signing in. */
import { signJWT } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { action as settingsAction } from "~/routes/settings.notifications";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { getNotificationPreferences, saveNotificationPreferences } from "./notification-preferences.server";
import { UNSUBSCRIBE_LINK_INVALID } from "./notification-preferences-schema";
import { signUnsubscribeToken } from "./unsubscribe-token.server";

setupTestDatabase();

let member: { id: string };
let counter = 0;
beforeEach(async () => {
  counter += 1;
  member = await createMember(`unsub${counter}`);
});

/** A POST to /unsubscribe as a mail client or the page's button sends it: no cookie, no session. */
function post(url: string, body: Record<string, string>) {
  return unsubscribeAction({
    request: new Request(url, { method: "POST", body: new URLSearchParams(body) }),
    params: {},
    context: { clientIp: `192.0.2.${counter}`, cspNonce: "" },
  } as unknown as Parameters<typeof unsubscribeAction>[0]);
}

async function answer(result: unknown): Promise<{ status: number; ok: boolean; formError: string | null }> {
  const shaped = result as { data?: unknown; init?: { status?: number } };
  const body = (shaped.data ?? result) as { ok: boolean; formError: string | null };
  return { status: shaped.init?.status ?? 200, ok: body.ok, formError: body.formError };
}

describe("notification preferences", () => {
  it("saves the seven switches as a whole and reads them back", async () => {
    const chosen = { ...DEFAULT_NOTIFICATION_PREFERENCES, recipe_likes: false, push_notifications: false };
    await saveNotificationPreferences(member, chosen);
    expect(await getNotificationPreferences(member)).toEqual(chosen);
  });
});

describe("saving from /settings/notifications", () => {
  const save = (cookie: string | null) =>
    settingsAction({
      request: new Request("http://localhost:3000/settings/notifications", {
        method: "POST",
        body: new URLSearchParams({ email_notifications: "on" }),
        headers: cookie ? { cookie } : {},
      }),
      params: {},
      context: { clientIp: "192.0.2.200", cspNonce: "" },
    } as unknown as Parameters<typeof settingsAction>[0]).catch((thrown: unknown) => thrown);

  it("saves a signed-in member's own switches and answers with the saved toast", async () => {
    const { cookie } = await signUpConfirmed({ username: "prefsaver", email: "prefsaver@example.com" }, "192.0.2.201");
    const answer = (await save(cookie)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/settings/notifications");
    const [row] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.email, "prefsaver@example.com"));
    const saved = await getNotificationPreferences({ id: row?.id ?? "" });
    expect(saved).toMatchObject({ email_notifications: true, recipe_comments: false, new_followers: false });
  });

  it("sends a guest to sign in and a session short of two-factor assurance to confirm it first; nothing saved", async () => {
    const guest = (await save(null)) as Response;
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/login/);

    // Signed in before turning two-factor sign-in on: the session is aal1.
    const { cookie } = await signUpConfirmed({ username: "prefaal1", email: "prefaal1@example.com" }, "192.0.2.202");
    await db.update(schema.user).set({ twoFactorEnabled: true }).where(eq(schema.user.email, "prefaal1@example.com"));
    const stepUp = (await save(cookie)) as Response;
    expect(stepUp.status).toBe(302);
    expect(stepUp.headers.get("Location")).toMatch(/^\/settings\/verify/);
    const [row] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.email, "prefaal1@example.com"));
    expect(await getNotificationPreferences({ id: row?.id ?? "" })).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});

describe("unsubscribe from notification e-mails", () => {
  it("turns Email Notifications off from the link's button without signing in, and nothing else", async () => {
    const token = await signUnsubscribeToken("notifications", member.id);
    const page = await unsubscribeLoader({
      request: new Request(`http://localhost:3000/unsubscribe?token=${token}`),
    } as unknown as Parameters<typeof unsubscribeLoader>[0]);
    expect(page.valid).toBe(true);
    // Opening the link changes nothing (mail scanners open links).
    expect((await getNotificationPreferences(member)).email_notifications).toBe(true);

    expect(await answer(await post("http://localhost:3000/unsubscribe", { token }))).toMatchObject({ ok: true });
    expect(await getNotificationPreferences(member)).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      email_notifications: false,
    });
  });

  it("does it at once for a mail client's one-click POST (RFC 8058) with the token in the address", async () => {
    const token = await signUnsubscribeToken("notifications", member.id);
    const result = await post(`http://localhost:3000/unsubscribe?token=${token}`, {
      "List-Unsubscribe": "One-Click",
    });
    expect(await answer(result)).toMatchObject({ ok: true });
    expect((await getNotificationPreferences(member)).email_notifications).toBe(false);
  });

  it("refuses a forged token with a clear message and changes nothing", async () => {
    const otherKey = await signJWT({ sub: member.id, list: "notifications" }, "someone-elses-secret-0123456789abcdef");
    const good = await signUnsubscribeToken("notifications", member.id);
    const [head, , signature] = good.split(".");
    const alteredBody = Buffer.from(JSON.stringify({ sub: "someone-else", list: "notifications" })).toString(
      "base64url",
    );
    const newsletterToken = await signUnsubscribeToken("newsletter", member.id);
    for (const token of [otherKey, `${head}.${alteredBody}.${signature}`, newsletterToken, "not-a-token", ""]) {
      expect(await answer(await post("http://localhost:3000/unsubscribe", { token }))).toEqual({
        status: 400,
        ok: false,
        formError: UNSUBSCRIBE_LINK_INVALID,
      });
    }
    expect((await getNotificationPreferences(member)).email_notifications).toBe(true);
  });

  it("refuses an expired token with the same message and changes nothing", async () => {
    const expired = await signUnsubscribeToken("notifications", member.id, -60);
    const page = await unsubscribeLoader({
      request: new Request(`http://localhost:3000/unsubscribe?token=${expired}`),
    } as unknown as Parameters<typeof unsubscribeLoader>[0]);
    expect(page.valid).toBe(false);
    expect(await answer(await post("http://localhost:3000/unsubscribe", { token: expired }))).toMatchObject({
      status: 400,
      formError: UNSUBSCRIBE_LINK_INVALID,
    });
    expect((await getNotificationPreferences(member)).email_notifications).toBe(true);
  });
});
