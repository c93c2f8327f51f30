/**
 * The account menu's trigger in the navigation (part 1 §2). Issue 19: the menu itself (a Radix dropdown,
 * avatar-menu.tsx) is not in the page's first JavaScript. The server and the first browser render show a plain
 * button; after hydration the menu's chunk loads and takes its place. A press before then is remembered and opens
 * the menu as soon as it is there, like the phone menu, so no click is lost on a slow connection or a busy machine
 * (a lazy menu rendered on the server would stay dehydrated until its chunk came, and React drops clicks on it).
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Avatar } from "~/components/ui/avatar";
import { useHydrated } from "~/lib/use-hydrated";
import type { NavViewer } from "./navbar";

const loadMenu = () => import("./avatar-menu");
const AvatarMenu = lazy(loadMenu);

export function AccountMenu({ viewer }: { viewer: NonNullable<NavViewer> }) {
  const hydrated = useHydrated();
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (hydrated) void loadMenu();
  }, [hydrated]);
  const placeholder = (
    <button
      type="button"
      className="rounded-full"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setPressed(true)}
    >
      <Avatar src={viewer.profile_picture_url} name={viewer.username} />
    </button>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AvatarMenu viewer={viewer} defaultOpen={pressed} />
    </Suspense>
  );
}
