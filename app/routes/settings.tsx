import { NavLink, Outlet } from "react-router";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import type { Route } from "./+types/settings";

/** Any page here without its own meta is still members-only: noindex, no card. */
export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Settings");

/** Signed in, and at aal2 when two-factor sign-in is on (an aal1 session goes to /settings/verify first). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSettingsViewer(request);
  return null;
}

const sections = [
  { to: "/settings/profile", label: "Profile" },
  { to: "/settings/privacy", label: "Privacy" },
  { to: "/settings/taste", label: "Taste" },
  { to: "/settings/notifications", label: "Notifications" },
  { to: "/settings/account", label: "Account" },
  { to: "/settings/moderation", label: "Moderation" },
  { to: "/settings/api", label: "API" },
];

/** Part 2 §2 settings layout: a side menu (Profile, Privacy, Notifications, Account; Taste, issue 23; Moderation, issue 21; API, issue 22). */
export default function SettingsLayout() {
  return (
    <div className="grid gap-8 md:grid-cols-[220px_1fr]">
      <nav aria-label="Settings" className="min-w-0">
        <h1 className="mb-4 text-3xl font-semibold">Settings</h1>
        {/* On a phone the sections sit two to a row, all in view; beside the page from md up. */}
        <ul className="grid grid-cols-2 gap-1 md:flex md:flex-col">
          {sections.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                className={({ isActive }) =>
                  `block whitespace-nowrap rounded-xl px-4 py-2.5 text-center font-medium md:text-left ${isActive ? "bg-accent-soft text-accent" : "hover:bg-surface-2"}`
                }
              >
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
