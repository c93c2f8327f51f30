/**
 * Part 2 §2 and §4 cookie banner (issue 14): at the bottom of every page until a choice is stored,
 * rendered by the root layout only when the server found none (no flash for a returning visitor).
 * A real form, so it works without JavaScript; with it, the choice applies at once and is sent in
 * the background. Not a modal: it sticks to the bottom of the window while the page scrolls and
 * takes its own place after the footer, so it never hides the end of a page. "Cookie settings"
 * in the footer reopens it.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CONSENT_ENDPOINT, rememberLocally, restoreLocalChoice, sendChoice } from "../consent-storage";
import { type ConsentChoice, OPTIONAL_CATEGORIES, type OptionalCategory } from "../cookie-consent-values";

// The form's schema (zod) loads after the page, not with it (issue 19); the banner asks for it as it mounts.
const loadSchema = () => import("../cookie-consent-schema");

const OPEN_EVENT = "muddle:cookie-settings";

/** Opens the banner from anywhere (the footer's "Cookie settings"), whether or not it is showing. */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

const LABELS: Record<OptionalCategory, string> = {
  preferences: "Preferences",
  analytics: "Analytics",
  marketing: "Marketing",
};

const checkboxClass = "size-4 shrink-0 accent-accent";

export function CookieBanner({ stored, aboveBarNav }: { stored: ConsentChoice | null; aboveBarNav: boolean }) {
  const { pathname, search } = useLocation();
  // A choice made on this page wins over the loader's, which is only refreshed by the next load.
  const [saved, setSaved] = useState<ConsentChoice | null>(null);
  const [reopened, setReopened] = useState(false);
  const region = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const current = saved ?? stored;

  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setReopened(true);
      // Reopened at the foot of the page: move focus into it, so keyboard users land on the choices.
      requestAnimationFrame(() => region.current?.focus());
    };
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);

  useEffect(() => {
    if (stored === null) {
      void loadSchema();
      void restoreLocalChoice().then((local) => {
        if (local) setSaved(local);
      });
    }
  }, [stored]);

  if (!reopened && current !== null) return null;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    void loadSchema().then(({ parseConsentForm }) => {
      const parsed = parseConsentForm(form);
      if (!parsed.ok) return;
      const { choice } = parsed.value;
      setSaved(choice);
      setReopened(false);
      rememberLocally(choice);
      opener.current?.focus();
      opener.current = null;
      void sendChoice(form, choice);
    });
  }

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      className={`sticky bottom-0 z-40 border-t border-line bg-surface shadow-[0_-8px_24px_-12px_rgb(31_26_23/0.25)] outline-none print:hidden ${
        aboveBarNav ? "max-md:bottom-16" : ""
      }`}
    >
      <form
        method="post"
        action={CONSENT_ENDPOINT}
        onSubmit={onSubmit}
        className="mx-auto flex max-w-(--container-content) flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-end lg:justify-between lg:gap-8"
      >
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        <div className="min-w-0">
          <h2 id="cookie-banner-title" className="font-display text-lg font-semibold">
            Cookies on Muddle
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted">
            Necessary cookies keep you signed in and remember this choice. Nothing else runs unless you allow it.{" "}
            <Link to="/privacy-policy#cookies" className="font-medium text-accent underline underline-offset-2">
              Privacy Policy
            </Link>
          </p>
          <fieldset className="mt-3">
            <legend className="sr-only">Cookie categories</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              <label className="inline-flex items-center gap-2">
                <input type="checkbox" defaultChecked disabled className={checkboxClass} />
                Necessary <span className="text-muted">(always on)</span>
              </label>
              {OPTIONAL_CATEGORIES.map((category) => (
                <label key={category} className="inline-flex cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    name={category}
                    value="true"
                    defaultChecked={current?.[category] ?? false}
                    className={checkboxClass}
                  />
                  {LABELS[category]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {/* On a phone the two answers share the bottom row, in thumb reach; "Save choices" spans the row above. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:shrink-0 lg:flex-nowrap">
          <button
            type="submit"
            name="intent"
            value="choose"
            className={buttonClasses({ variant: "secondary", className: "col-span-2" })}
          >
            Save choices
          </button>
          <button type="submit" name="intent" value="necessary" className={buttonClasses()}>
            Necessary Only
          </button>
          <button type="submit" name="intent" value="all" className={buttonClasses()}>
            Accept All
          </button>
        </div>
      </form>
    </section>
  );
}
