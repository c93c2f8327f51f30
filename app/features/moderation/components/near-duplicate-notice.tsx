/** Issue 21: the author's notice that their published recipe matches another member's (never a block). */
import { Link } from "react-router";
import { Info } from "~/components/ui/icons/icons";
import type { NearDuplicate } from "../near-duplicates.server";

export function NearDuplicateNotice({ original }: { original: NearDuplicate }) {
  return (
    <aside
      aria-label="Similar recipe"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-(--radius-card) border border-accent/40 bg-accent-soft px-4 py-3 text-sm"
    >
      <Info className="size-4 shrink-0 text-accent" aria-hidden />
      <span>
        This looks like{" "}
        <Link to={original.path} className="font-semibold text-accent underline underline-offset-4">
          {original.name}
        </Link>{" "}
        by @{original.username}: publish it as a variant? Say what you changed in its description, and credit the
        original.
      </span>
    </aside>
  );
}
