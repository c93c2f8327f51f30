/** Part 1 §2: the phone menu's panel (Radix dialog), loaded when the menu is first opened (issue 19): see mobile-menu.tsx. */

import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Form, NavLink } from "react-router";
import { X } from "~/components/ui/icons/icons";
import { badgeText, bellLabel } from "~/features/notifications/components/notification-bell";
import { SiteSearchBox } from "~/features/search/components/site-search-box";
import { type NavItem, type NavViewer, useAuthLink } from "./navbar";

export default function MobileMenuPanel({
  items,
  viewer,
  unread = 0,
  open,
  setOpen,
  trigger,
}: {
  items: NavItem[];
  viewer: NavViewer;
  unread?: number;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button (mobile-menu.tsx): focus goes back to it when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const authLink = useAuthLink();
  const close = () => setOpen(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-xl px-4 py-3 text-base font-medium hover:bg-surface-2 ${isActive ? "text-accent" : ""}`;
  const links: NavItem[] = viewer
    ? [
        ...items,
        { to: "/notifications", label: "Notifications" },
        { to: `/${viewer.username}`, label: "Your Profile" },
        { to: "/settings/profile", label: "Settings" },
        ...(viewer.moderator ? [{ to: "/moderation", label: "Moderation" }] : []),
      ]
    : [...items, { to: authLink("/login"), label: "Login" }, { to: authLink("/signup"), label: "Sign Up" }];

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface p-4 text-ink shadow-xl"
          // The button is outside Radix (no Dialog.Trigger): give focus back to it, as Radix would.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-display text-xl font-semibold">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-2"
              aria-label="Close menu"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <SiteSearchBox id="mobile-search" className="mb-4" stretchList onNavigate={close} />
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {links.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/bar"}
                    className={linkClass}
                    onClick={close}
                    aria-label={item.to === "/notifications" ? bellLabel(unread) : undefined}
                  >
                    {item.label}
                    {item.to === "/notifications" && unread > 0 ? (
                      <span
                        aria-hidden
                        className="ml-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-ink"
                      >
                        {badgeText(unread)}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {viewer ? (
            <Form method="post" action="/logout" className="mt-auto" onSubmit={close}>
              <button
                type="submit"
                className="w-full rounded-xl border border-line px-4 py-3 text-left font-medium hover:bg-surface-2"
              >
                Sign Out
              </button>
            </Form>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
