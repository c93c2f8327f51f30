/**
 * A quiet reminder, on every page, for a member whose address is not confirmed (issue 17): the site
 * works, but notifications are not e-mailed until it is. Not shown on Settings → Account, which says it there.
 */

import { Link, useLocation } from "react-router";
import { MailWarning } from "~/components/ui/icons/icons";
import { ACCOUNT_SETTINGS_PATH } from "../account-paths";

export function UnverifiedEmailBanner({ verified }: { verified: boolean | undefined }) {
  const { pathname } = useLocation();
  if (verified !== false || pathname.startsWith(ACCOUNT_SETTINGS_PATH)) return null;
  return (
    <aside aria-label="Email not confirmed" className="border-b border-line bg-accent-soft">
      <p className="mx-auto flex max-w-(--container-content) flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2.5 text-sm sm:px-6">
        <MailWarning className="size-4 shrink-0 text-accent" aria-hidden />
        <span>Please confirm your email address so we can send you notifications.</span>
        <Link to={ACCOUNT_SETTINGS_PATH} className="font-medium text-accent underline underline-offset-4">
          Confirm it in Account settings
        </Link>
      </p>
    </aside>
  );
}
