/** /moderation (issue 21): the moderators' area — the queue, the log and (admins) the team. */
import { NavLink, Outlet } from "react-router";
import { requireModeratorViewer } from "~/features/moderation/moderation-access.server";
import { MODERATION_LOG_PATH, MODERATION_PATH, MODERATION_TEAM_PATH } from "~/features/moderation/moderation-paths";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/moderation";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Moderation");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireModeratorViewer(request);
  return { admin: viewer.role === "admin" };
}

export default function ModerationLayout({ loaderData }: Route.ComponentProps) {
  const tabs = [
    { to: MODERATION_PATH, label: "Queue", end: true },
    { to: MODERATION_LOG_PATH, label: "Log", end: false },
    ...(loaderData.admin ? [{ to: MODERATION_TEAM_PATH, label: "Team", end: false }] : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Moderation</h1>
        <nav aria-label="Moderation">
          <ul className="flex gap-1">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  className={({ isActive }) =>
                    `block rounded-full px-4 py-2 text-sm font-medium ${isActive ? "bg-accent-soft text-accent" : "hover:bg-surface-2"}`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
