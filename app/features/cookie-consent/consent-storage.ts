/**
 * The browser's side of a cookie choice (part 2 §4: saved locally, in a cookie and, signed in, on the
 * profile): the local copy, the cookie written from the page when the server could not be reached, and
 * the request that saves it.
 */
import type { CookieConsent } from "~/lib/constants";
import {
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  choiceOf,
  consentCookieString,
  remainingConsentSeconds,
} from "./cookie-consent-values";

export const CONSENT_ENDPOINT = "/api/site/cookie-consent";

function writeCookie(choice: ConsentChoice, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed string from consentCookieString, and the Cookie Store API is not in every browser we serve.
  document.cookie = consentCookieString(choice, maxAgeSeconds, window.location.protocol === "https:");
}

/** Keeps the choice in local storage with the time it was made. */
export function rememberLocally(choice: ConsentChoice) {
  const stored: CookieConsent = { necessary: true, ...choice, updated_at: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Private browsing may refuse storage; the cookie still holds the choice.
  }
}

/**
 * A browser that lost the cookie but kept the local copy has chosen already: the cookie is put back
 * for what is left of its 365 days, and the choice returned. Null when there is no usable copy.
 * The schema that checks the copy loads here, not with the page (issue 19: zod is not in the first JavaScript).
 */
export async function restoreLocalChoice(): Promise<ConsentChoice | null> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  let value: unknown = null;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  const { StoredConsentSchema } = await import("./cookie-consent-schema");
  const parsed = StoredConsentSchema.safeParse(value);
  if (!parsed.success) return null;
  const secondsLeft = remainingConsentSeconds(parsed.data);
  if (secondsLeft === null) return null;
  const choice = choiceOf(parsed.data);
  writeCookie(choice, secondsLeft);
  return choice;
}

/**
 * Posts the banner's form; the answer sets the cookie (and the profile, signed in). If the request
 * fails the page writes the cookie itself, and the failure is only logged (§8).
 */
export async function sendChoice(form: FormData, choice: ConsentChoice) {
  try {
    const response = await fetch(CONSENT_ENDPOINT, {
      method: "POST",
      body: form,
      headers: { Accept: "application/json" },
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  } catch (error) {
    console.error("Cookie choice not sent; kept in this browser only", error);
    writeCookie(choice, CONSENT_MAX_AGE_SECONDS);
  }
}
