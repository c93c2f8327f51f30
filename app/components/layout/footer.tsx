import { Link } from "react-router";
import { openCookieSettings } from "~/features/cookie-consent/components/cookie-banner";
import { APP_NAME } from "~/lib/constants";

/** Part 1 §2: copyright with the current year and the three policy links; hidden under /bar. */
export function Footer() {
  return (
    <footer className="border-t border-line bg-surface print:hidden">
      <div className="mx-auto flex max-w-(--container-content) flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:px-6">
        <p>
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          <Link to="/lists" className="hover:text-ink">
            Lists
          </Link>
          <Link to="/faq" className="hover:text-ink">
            FAQ
          </Link>
          <Link to="/privacy-policy" className="hover:text-ink">
            Privacy Policy
          </Link>
          <Link to="/terms-of-service" className="hover:text-ink">
            Terms of Service
          </Link>
          {/* Issue 14: reopens the cookie banner, shown or not. */}
          <button type="button" onClick={openCookieSettings} className="hover:text-ink">
            Cookie settings
          </button>
        </nav>
      </div>
    </footer>
  );
}
