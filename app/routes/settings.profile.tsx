import { requireViewer } from "~/features/auth/session.server";
import type { Route } from "./+types/settings.profile";

export const meta: Route.MetaFunction = () => [
  { title: "Profile settings | Muddle" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { username: viewer.username, email: viewer.email, firstName: viewer.first_name, lastName: viewer.last_name };
}

export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  const rows = [
    ["Username", `@${loaderData.username}`],
    ["Email", loaderData.email],
    ["Name", [loaderData.firstName, loaderData.lastName].filter(Boolean).join(" ") || "—"],
  ];
  return (
    <section
      aria-labelledby="profile-settings-title"
      className="rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="profile-settings-title" className="text-2xl font-semibold">
        Profile
      </h2>
      <dl className="mt-4 divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-4 py-3">
            <dt className="text-muted">{label}</dt>
            <dd className="col-span-2 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
