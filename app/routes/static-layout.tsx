import { Outlet, useMatches } from "react-router";
import type { StaticPageHandle } from "~/features/static-pages/static-page";

/** Part 2 §2 "Static pages": FAQ, how-to, legal and support pages share one readable prose column. */
export default function StaticLayout() {
  const matches = useMatches();
  const wide = matches.some((m) => (m.handle as StaticPageHandle | undefined)?.staticWide);
  return (
    <div
      className={`mx-auto w-full min-w-0 py-2 text-base leading-7 text-ink sm:py-6 sm:text-[1.0625rem] sm:leading-8 ${wide ? "max-w-5xl" : "max-w-3xl"}`}
    >
      <Outlet />
    </div>
  );
}
