import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { revokeMemberSession, revokeOtherMemberSessions } from "~/features/account/account-security.server";
import { signInMember, signOutMember } from "~/features/auth/auth-mutations.server";
import { setTheme, updateProfile } from "~/features/profiles/profile-settings-mutations.server";
import { ProfileSettingsSchema } from "~/features/profiles/profile-settings-schema";
import { db, schema } from "~/lib/db.server";
import { formRequest, signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { getViewer, sessionCacheKey, type Viewer } from "./session.server";
import { forgetAllViewers, VIEWER_CACHE_TTL_MS } from "./viewer-cache.server";

setupTestDatabase();

afterEach(() => {
  vi.useRealTimers();
  forgetAllViewers();
});

let ipCounter = 0;
const freshIp = () => `10.71.0.${++ipCounter}`;

const page = (cookie: string, path = "/recipes") =>
  new Request(`http://localhost:3000${path}`, { headers: { cookie } });
const write = (cookie: string, path = "/settings/profile") =>
  new Request(`http://localhost:3000${path}`, { method: "POST", headers: { cookie } });

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function member(username: string) {
  const { email, cookie } = await signUpConfirmed({ username, email: `${username}@viewers.example` }, freshIp());
  const viewer = (await getViewer(page(cookie))) as Viewer;
  expect(viewer).toMatchObject({ username });
  return { email, cookie, viewer };
}

async function secondBrowser(email: string) {
  return cookieOf(await signInMember({ email, password: "correct-horse-battery" }, formRequest("/login"), freshIp()));
}

/** Another instance ends the session: the row goes, and this instance is not told. */
async function revokedElsewhere(viewer: Viewer) {
  await db.delete(schema.session).where(eq(schema.session.id, viewer.session_id));
}

describe("page views reuse a session lookup", () => {
  it("gives every loader of a page, and the next pages, the same member without reading the session again", async () => {
    const { cookie, viewer } = await member("reuse_one");
    const [root, route] = await Promise.all([getViewer(page(cookie, "/")), getViewer(page(cookie, "/"))]);
    expect(root).toBe(route);
    expect(root).toEqual(viewer);
    // Proof that the database was not asked: the session row is gone, the page still knows the member.
    await revokedElsewhere(viewer);
    expect(await getViewer(page(cookie))).toEqual(viewer);
  });

  it("stops trusting a session revoked on another instance once VIEWER_CACHE_TTL_MS has passed", async () => {
    const { cookie, viewer } = await member("reuse_bound");
    await revokedElsewhere(viewer);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + VIEWER_CACHE_TTL_MS + 1 });
    expect(await getViewer(page(cookie))).toBeNull();
  });

  it("checks the database on every write request, so an action never acts for a revoked session", async () => {
    const { cookie, viewer } = await member("reuse_write");
    await revokedElsewhere(viewer);
    expect(await getViewer(write(cookie))).toBeNull();
  });

  it("answers without a lookup when there is no session cookie, and never shares one member between cookies", async () => {
    const { cookie, viewer } = await member("reuse_keys");
    expect(await getViewer(page("muddle-cookie-consent=necessary"))).toBeNull();
    const forged = cookie.replace(/=([^.;]*)\./, "=forged$1.");
    expect(forged).not.toBe(cookie);
    expect(await getViewer(page(forged))).toBeNull();
    expect(await getViewer(page(`${cookie}; muddle-theme=dark`))).toEqual(viewer);
  });
});

describe("what this instance changes, page views see at once", () => {
  it("signing out ends the session for the very next page", async () => {
    const { cookie } = await member("forget_signout");
    await signOutMember(write(cookie, "/logout"));
    expect(await getViewer(page(cookie))).toBeNull();
  });

  it("revoking one other session, or all of them, ends them for the next page", async () => {
    const { email, cookie, viewer } = await member("forget_revoke");
    const [second, third] = [await secondBrowser(email), await secondBrowser(email)];
    const secondViewer = (await getViewer(page(second))) as Viewer;
    expect(await getViewer(page(third))).toMatchObject({ id: viewer.id });

    await revokeMemberSession((await getViewer(write(cookie))) as Viewer, write(cookie), secondViewer.session_id);
    expect(await getViewer(page(second))).toBeNull();
    expect(await getViewer(page(third))).toMatchObject({ id: viewer.id });

    await revokeOtherMemberSessions((await getViewer(write(cookie))) as Viewer, write(cookie));
    expect(await getViewer(page(third))).toBeNull();
    expect(await getViewer(page(cookie))).toMatchObject({ id: viewer.id });
  });

  it("a profile edit and a theme show on the next page, even when a page was read while the write ran", async () => {
    const { cookie } = await member("forget_profile");
    const actor = (await getViewer(write(cookie))) as Viewer;
    // Another tab loads a page between the action's session check and its write.
    expect(await getViewer(page(cookie))).toMatchObject({ first_name: null, theme: null });
    await updateProfile(actor, ProfileSettingsSchema.parse({ username: "forget_profile", first_name: "Ada" }));
    await setTheme(actor, "dark");
    expect(await getViewer(page(cookie))).toMatchObject({ first_name: "Ada", theme: "dark" });
  });

  it("a change better-auth makes to the user (here two-factor turned on) shows on the next page", async () => {
    const { cookie, viewer } = await member("forget_user");
    expect(viewer.two_factor_enabled).toBe(false);
    const { auth } = await import("~/lib/auth.server");
    const context = await auth().$context;
    await context.internalAdapter.updateUser(viewer.id, { twoFactorEnabled: true });
    expect(await getViewer(page(cookie))).toMatchObject({ two_factor_enabled: true });
  });
});

describe("sessionCacheKey", () => {
  it("holds every better-auth cookie and nothing else, in a stable order", () => {
    const a = sessionCacheKey("muddle-theme=dark; better-auth.session_token=abc.def; better-auth.dont_remember=x");
    const b = sessionCacheKey("better-auth.dont_remember=x; better-auth.session_token=abc.def");
    expect(a).toBe(b);
    expect(a).toContain("better-auth.session_token=abc.def");
    expect(sessionCacheKey("__Secure-better-auth.session_token=abc.def; better-auth.session_token=zzz")).toContain(
      "better-auth.session_token=zzz",
    );
  });

  it("is null without a session cookie", () => {
    expect(sessionCacheKey(null)).toBeNull();
    expect(sessionCacheKey("better-auth.dont_remember=x; muddle-cookie-consent=necessary")).toBeNull();
  });
});
