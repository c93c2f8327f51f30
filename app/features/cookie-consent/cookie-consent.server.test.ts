import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CookieConsent } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { TooManyRequests } from "~/lib/errors";
import { action, loader } from "~/routes/api.site.cookie-consent";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { readConsentCookie, storedCookieConsent } from "./cookie-consent.server";
import { saveCookieConsent } from "./cookie-consent-mutations.server";
import { ACCEPT_ALL, NECESSARY_ONLY } from "./cookie-consent-schema";

setupTestDatabase();

const ENDPOINT = "http://localhost:3000/api/site/cookie-consent";
const callAction = (request: Request) =>
  action({ request, params: {}, context: {} } as unknown as Parameters<typeof action>[0]) as Promise<Response>;

function post(fields: [string, string][], { cookie, json = true }: { cookie?: string; json?: boolean } = {}) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const headers = new Headers(json ? { Accept: "application/json" } : { Accept: "text/html" });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(ENDPOINT, { method: "POST", body, headers });
}

async function profileConsent(id: string): Promise<CookieConsent | null> {
  const [row] = await db
    .select({ cookie_consent: schema.profiles.cookie_consent })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, id));
  return row?.cookie_consent ?? null;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => vi.restoreAllMocks());

describe("saveCookieConsent", () => {
  it("the first save sets consented_at and updated_at; a second keeps consented_at and moves updated_at", async () => {
    const member = await createMember("consent_saver");
    const first = await saveCookieConsent(member, NECESSARY_ONLY);
    expect(first).toMatchObject({ necessary: true, preferences: false, analytics: false, marketing: false });
    expect(first.consented_at).toBeTruthy();
    expect(first.updated_at).toBe(first.consented_at);

    await tick();
    const second = await saveCookieConsent(member, { preferences: true, analytics: false, marketing: true });
    expect(second).toMatchObject({ preferences: true, analytics: false, marketing: true });
    expect(second.consented_at).toBe(first.consented_at);
    expect(Date.parse(second.updated_at ?? "")).toBeGreaterThan(Date.parse(first.updated_at ?? ""));
    expect(await profileConsent(member.id)).toEqual(second);
  });

  it("a member who keeps changing it is slowed down, and the profile keeps the last allowed save", async () => {
    const member = await createMember("consent_flipper");
    for (let i = 0; i < 20; i++) await saveCookieConsent(member, i % 2 ? ACCEPT_ALL : NECESSARY_ONLY);
    await expect(saveCookieConsent(member, NECESSARY_ONLY)).rejects.toBeInstanceOf(TooManyRequests);
    expect(await profileConsent(member.id)).toMatchObject(ACCEPT_ALL);
  });
});

describe("POST /api/site/cookie-consent", () => {
  let signedIn: { id: string; cookie: string };

  beforeAll(async () => {
    const { email, cookie } = await signUpConfirmed(
      { username: "consent_member", email: "consent@example.com" },
      "10.9.0.1",
    );
    const [user] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
    signedIn = { id: user?.id as string, cookie };
  });

  it("a visitor's 'Necessary Only' sets the cookie for 365 days, SameSite=Lax, on every path", async () => {
    const response = await callAction(post([["intent", "necessary"]]));
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBe(
      "muddle-cookie-consent=necessary; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(await response.json()).toEqual({
      cookieConsent: { necessary: true, ...NECESSARY_ONLY },
      profile: "not-signed-in",
    });
  });

  it("signed in, 'Accept All' lands on the profile with consented_at and updated_at", async () => {
    const response = await callAction(post([["intent", "all"]], { cookie: signedIn.cookie }));
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toBe("saved");
    expect(response.headers.get("Set-Cookie")).toMatch(
      /^muddle-cookie-consent=necessary\.preferences\.analytics\.marketing;/,
    );
    const saved = await profileConsent(signedIn.id);
    expect(saved).toMatchObject({ necessary: true, ...ACCEPT_ALL });
    expect(saved?.consented_at).toBeTruthy();
    expect(saved?.updated_at).toBeTruthy();
  });

  it("without JavaScript the form is sent back to the page it came from (on this site only)", async () => {
    const back = await callAction(
      post(
        [
          ["intent", "choose"],
          ["analytics", "true"],
          ["returnTo", "/recipes?page=2"],
        ],
        { json: false },
      ),
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/recipes?page=2");
    expect(back.headers.get("Set-Cookie")).toMatch(/^muddle-cookie-consent=necessary\.analytics;/);

    const away = await callAction(
      post(
        [
          ["intent", "all"],
          ["returnTo", "//evil.example/"],
        ],
        { json: false },
      ),
    );
    expect(away.headers.get("Location")).toBe("/");
  });

  it("an unknown category or a value that is not true/false is refused with 400, and nothing is stored", async () => {
    const before = await profileConsent(signedIn.id);
    for (const fields of [[["tracking", "true"]], [["analytics", "maybe"]], [["necessary", "false"]]] as [
      string,
      string,
    ][][]) {
      const response = await callAction(post(fields, { cookie: signedIn.cookie }));
      expect(response.status).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    expect(await profileConsent(signedIn.id)).toEqual(before);
  });

  it("a failed profile save (here: too many saves) is only logged, and the cookie is still set", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(async () => {
      for (;;) await saveCookieConsent(signedIn, ACCEPT_ALL);
    }).rejects.toBeInstanceOf(TooManyRequests);
    const response = await callAction(post([["intent", "necessary"]], { cookie: signedIn.cookie }));
    expect(response.status).toBe(200);
    expect((await response.json()).profile).toBe("failed");
    expect(response.headers.get("Set-Cookie")).toMatch(/^muddle-cookie-consent=necessary;/);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("Cookie choice not saved on profile"));
    expect(await profileConsent(signedIn.id)).toMatchObject(ACCEPT_ALL);
  });

  it("answers 405 to anything but POST", async () => {
    expect(loader().status).toBe(405);
  });
});

describe("storedCookieConsent (the root loader's question)", () => {
  const request = (cookie?: string) =>
    new Request("http://localhost:3000/", { headers: cookie ? { Cookie: cookie } : {} });

  it("reads the consent cookie among others", () => {
    expect(readConsentCookie(request("a=1; muddle-cookie-consent=necessary.analytics; b=2"))).toEqual({
      ...NECESSARY_ONLY,
      analytics: true,
    });
    expect(readConsentCookie(request("muddle-cookie-consent=something-else"))).toBeNull();
  });

  it("a signed-in member without the cookie gets the profile's choice, put back in the cookie", async () => {
    const member = await createMember("consent_new_device");
    expect(await storedCookieConsent(request(), member.id)).toEqual({ choice: null, setCookie: null });

    await saveCookieConsent(member, ACCEPT_ALL);
    const stored = await storedCookieConsent(request(), member.id);
    expect(stored.choice).toEqual(ACCEPT_ALL);
    expect(stored.setCookie).toMatch(
      /^muddle-cookie-consent=necessary\.preferences\.analytics\.marketing; Max-Age=3153\d{4}; Path=\/; SameSite=Lax$/,
    );

    // The browser's own cookie wins, and nothing is set again.
    expect(await storedCookieConsent(request("muddle-cookie-consent=necessary"), member.id)).toEqual({
      choice: NECESSARY_ONLY,
      setCookie: null,
    });
  });

  it("a profile choice older than 365 days asks again", async () => {
    const member = await createMember("consent_last_year");
    const old = "2020-01-01T00:00:00.000Z";
    await db
      .update(schema.profiles)
      .set({ cookie_consent: { necessary: true, ...ACCEPT_ALL, consented_at: old, updated_at: old } })
      .where(eq(schema.profiles.id, member.id));
    expect(await storedCookieConsent(request(), member.id)).toEqual({ choice: null, setCookie: null });
  });
});
