import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE_SECONDS,
  consentCookieString,
  decodeConsentCookie,
  encodeConsentCookie,
  NECESSARY_ONLY,
  parseConsentForm,
  remainingConsentSeconds,
} from "./cookie-consent-schema";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("parseConsentForm", () => {
  it("'Necessary Only' stores only necessary, whatever boxes are ticked", () => {
    const parsed = parseConsentForm(
      form([
        ["intent", "necessary"],
        ["analytics", "true"],
      ]),
    );
    expect(parsed).toEqual({ ok: true, value: { choice: NECESSARY_ONLY, returnTo: undefined } });
  });

  it("'Accept All' accepts every category", () => {
    const parsed = parseConsentForm(
      form([
        ["intent", "all"],
        ["returnTo", "/recipes?page=2"],
      ]),
    );
    expect(parsed).toEqual({ ok: true, value: { choice: ACCEPT_ALL, returnTo: "/recipes?page=2" } });
  });

  it("'Save choices' stores exactly the ticked boxes; an unticked box is not sent", () => {
    const parsed = parseConsentForm(
      form([
        ["intent", "choose"],
        ["analytics", "true"],
      ]),
    );
    expect(parsed.ok && parsed.value.choice).toEqual({ preferences: false, analytics: true, marketing: false });
  });

  it("refuses a category we do not have, a value that is not true or false, and a repeated field", () => {
    expect(parseConsentForm(form([["tracking", "true"]])).ok).toBe(false);
    expect(parseConsentForm(form([["analytics", "yes"]]))).toEqual({
      ok: false,
      error: "analytics: Must be true or false",
    });
    expect(parseConsentForm(form([["intent", "everything"]])).ok).toBe(false);
    expect(
      parseConsentForm(
        form([
          ["analytics", "true"],
          ["analytics", "false"],
        ]),
      ).ok,
    ).toBe(false);
  });

  it("necessary cannot be switched off", () => {
    expect(parseConsentForm(form([["necessary", "false"]]))).toEqual({
      ok: false,
      error: "necessary: Necessary cookies are always on",
    });
    expect(parseConsentForm(form([["necessary", "true"]])).ok).toBe(true);
  });
});

describe("the consent cookie's value", () => {
  it("lists necessary, then each accepted category, and reads back the same", () => {
    const choice = { preferences: true, analytics: false, marketing: true };
    expect(encodeConsentCookie(NECESSARY_ONLY)).toBe("necessary");
    expect(encodeConsentCookie(choice)).toBe("necessary.preferences.marketing");
    expect(decodeConsentCookie("necessary.preferences.marketing")).toEqual(choice);
    expect(decodeConsentCookie(encodeConsentCookie(ACCEPT_ALL))).toEqual(ACCEPT_ALL);
  });

  it("anything we did not write counts as no choice", () => {
    for (const value of ["", "analytics", "necessary.tracking", "necessary.analytics.analytics", "yes", null]) {
      expect(decodeConsentCookie(value)).toBeNull();
    }
  });

  it("is kept for 365 days, SameSite=Lax, on every path, Secure only under https", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookieString(NECESSARY_ONLY, CONSENT_MAX_AGE_SECONDS, false)).toBe(
      "muddle-cookie-consent=necessary; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    expect(consentCookieString(ACCEPT_ALL, 60, true)).toMatch(/; SameSite=Lax; Secure$/);
  });
});

describe("remainingConsentSeconds", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");
  it("counts 365 days from when the choice was made", () => {
    expect(remainingConsentSeconds({ updated_at: "2026-06-01T12:00:00Z" }, now)).toBe(CONSENT_MAX_AGE_SECONDS);
    expect(remainingConsentSeconds({ updated_at: "2026-05-31T12:00:00Z" }, now)).toBe(CONSENT_MAX_AGE_SECONDS - 86_400);
  });

  it("asks again once they have passed, or when the time is missing or unreadable", () => {
    expect(remainingConsentSeconds({ updated_at: "2025-06-01T11:59:59Z" }, now)).toBeNull();
    expect(remainingConsentSeconds({}, now)).toBeNull();
    expect(remainingConsentSeconds({ updated_at: "last spring" }, now)).toBeNull();
  });
});
