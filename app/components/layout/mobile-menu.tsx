/**
 * Part 1 §2: on small screens a slide-in menu offers the same links.
 *
 * Issue 19: the button is plain React; the panel (a Radix dialog with the search type-ahead) is a chunk of
 * its own, fetched when the button is pointed at, focused or pressed, and shown once loaded.
 */

import { lazy, Suspense, useRef, useState } from "react";
import { Menu } from "~/components/ui/icons/icons";
import type { NavItem, NavViewer } from "./navbar";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

export function MobileMenu({ items, viewer, unread = 0 }: { items: NavItem[]; viewer: NavViewer; unread?: number }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays out in Radix and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-2 md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            items={items}
            viewer={viewer}
            unread={unread}
            open={open}
            setOpen={setOpen}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
