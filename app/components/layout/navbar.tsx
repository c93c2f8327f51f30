/** Part 1 §2 top navigation: links for guests or members, avatar menu, slide-in menu on small screens. */

import { Link, NavLink, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Martini, Search } from "~/components/ui/icons/icons";
import { barSection } from "~/features/bar/components/bar-section";
import { NotificationBell, useUnreadNotifications } from "~/features/notifications/components/notification-bell";
import { SiteSearchBox } from "~/features/search/components/site-search-box";
import { APP_NAME } from "~/lib/constants";
import { AccountMenu } from "./account-menu";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme";

// Issue 19: the search field stays in the first JavaScript: a visitor may type into it at once (a lazy field lost
// what was typed before it hydrated, and without JavaScript it was not the combobox). The account menu loads
// apart (account-menu.tsx).

export type NavViewer = {
  id: string;
  username: string;
  profile_picture_url: string | null;
  /** The bell's count as the page was read (issue 17). */
  unread_notifications?: number;
  /** A moderator or admin: the menus offer Moderation (issue 21). */
  moderator?: boolean;
} | null;

export type NavItem = { to: string; label: string };

export function navItems(viewer: NavViewer): NavItem[] {
  const common = [
    { to: "/recipes", label: "Recipes" },
    { to: "/collections", label: "Collections" },
  ];
  // Guests read the feed at /community (part 2 §6); members read it inside their bar.
  if (!viewer) return [...common, { to: "/community", label: "Community" }];
  return [...common, { to: "/bar/community", label: "Community" }, { to: "/bar", label: "My Bar" }];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition hover:bg-surface-2 ${isActive ? "text-accent" : "text-ink"}`;

/** Login and Sign Up links carry the page the visitor is on, so they come back to it. */
export function useAuthLink() {
  const { pathname, search } = useLocation();
  return (path: "/login" | "/signup") => {
    const onAuthPage = pathname === "/login" || pathname === "/signup";
    const from = onAuthPage ? new URLSearchParams(search).get("redirectTo") : `${pathname}${search}`;
    return from && from !== "/" ? `${path}?${new URLSearchParams({ redirectTo: from })}` : path;
  };
}

export function Navbar({ viewer }: { viewer: NavViewer }) {
  const items = navItems(viewer);
  const authLink = useAuthLink();
  const { pathname } = useLocation();
  const unread = useUnreadNotifications(viewer?.unread_notifications ?? 0, viewer !== null);
  // My Bar stays lit on its own subpages (build, shopping list), not on the bar's other sections.
  const isActive = (item: NavItem, routerActive: boolean) =>
    item.to === "/bar" ? barSection(pathname) === "/bar" : routerActive;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur print:hidden">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-(--container-content) items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="mr-4 flex items-center gap-2 font-display text-2xl font-semibold text-ink">
          <Martini className="size-6 text-accent" aria-hidden />
          {APP_NAME}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/bar"}
                className={({ isActive: routerActive }) => linkClass({ isActive: isActive(item, routerActive) })}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <SiteSearchBox id="nav-search" className="ml-auto hidden w-52 lg:block xl:w-64" />
        <div className="flex items-center gap-1 max-lg:ml-auto">
          {/* Between the phone menu and room for the field: a link to the search page. */}
          <Link
            to="/search"
            aria-label="Open search"
            className="hidden size-10 items-center justify-center rounded-full hover:bg-surface-2 md:inline-flex lg:hidden"
          >
            <Search className="size-5" aria-hidden />
          </Link>
          <ThemeToggle signedIn={viewer !== null} />
          {viewer ? <NotificationBell unread={unread} /> : null}
          {viewer ? (
            <AccountMenu viewer={viewer} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <NavLink to={authLink("/login")} className={linkClass}>
                Login
              </NavLink>
              <Link to={authLink("/signup")} className={buttonClasses({ size: "sm" })}>
                Sign Up
              </Link>
            </div>
          )}
          <MobileMenu items={items} viewer={viewer} unread={unread} />
        </div>
      </nav>
    </header>
  );
}
