/** Part 2 §2 bar navigation: desktop tiles and a thumb-reachable bottom bar on phones. */

import { Link, useLocation } from "react-router";
import { BookOpen, FolderHeart, Users, Wine } from "~/components/ui/icons/icons";
import { barSection } from "./bar-section";

const items = [
  { to: "/bar", label: "My Bar", icon: Wine },
  { to: "/bar/recipes", label: "Recipes", icon: BookOpen },
  { to: "/bar/community", label: "Community", icon: Users },
  { to: "/bar/collections", label: "Collections", icon: FolderHeart },
];

export function BarNav() {
  const { pathname } = useLocation();
  const section = barSection(pathname);
  const current = (to: string) => (section !== to ? undefined : pathname === to ? "page" : "true");
  return (
    <>
      <nav aria-label="Bar" className="mb-8 hidden md:block print:hidden">
        <ul className="grid grid-cols-4 gap-3">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={current(to)}
                className={`flex items-center gap-3 rounded-(--radius-card) border px-4 py-3 font-medium transition ${
                  section === to
                    ? "border-accent bg-accent-soft text-accent"
                    : "border-line bg-surface hover:bg-surface-2"
                }`}
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav
        aria-label="Bar (mobile)"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 backdrop-blur md:hidden print:hidden"
      >
        <ul className="grid grid-cols-4">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={current(to)}
                className={`flex flex-col items-center gap-1 py-2.5 text-xs font-medium ${section === to ? "text-accent" : "text-muted"}`}
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
