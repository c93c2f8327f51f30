/** The signed-in member's avatar menu in the navigation (part 1 §2), loaded apart from the page (issue 19). */
import { DropdownMenu } from "radix-ui";
import { Link, useSubmit } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import type { NavViewer } from "./navbar";

/** `defaultOpen`: the member pressed the placeholder button before this chunk arrived (account-menu.tsx). */
export default function AvatarMenu({ viewer, defaultOpen }: { viewer: NonNullable<NavViewer>; defaultOpen: boolean }) {
  const submit = useSubmit();
  const itemClass = "block cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-highlighted:bg-surface-2";
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="rounded-full" aria-label="Account menu">
        <Avatar src={viewer.profile_picture_url} name={viewer.username} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-line bg-surface p-1.5 text-ink shadow-(--shadow-card)"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted">@{viewer.username}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={`/${viewer.username}`}>Your Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings/profile">Settings</Link>
          </DropdownMenu.Item>
          {viewer.moderator ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/moderation">Moderation</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => submit(null, { method: "post", action: "/logout" })}>
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
