/** "Back to …" above a page title: one look everywhere, left out of printouts. */

import { Link } from "react-router";
import { ArrowLeft } from "~/components/ui/icons/icons";

export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-muted hover:text-ink print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
