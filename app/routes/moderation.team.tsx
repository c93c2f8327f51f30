/** /moderation/team (issue 21): admins grant and remove the moderator role. */
import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form-controls";
import { requireAdminViewer } from "~/features/moderation/moderation-access.server";
import { listTeam, setModerator } from "~/features/moderation/roles.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { failure } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import type { Route } from "./+types/moderation.team";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Moderation team");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminViewer(request);
  return { team: await listTeam(viewer) };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdminViewer(request);
  const form = await request.formData();
  const username = String(form.get("username") ?? "").trim();
  const grant = form.get("intent") === "grant";
  if (!username) return data({ ok: false, formError: "Enter a username", fieldErrors: {} }, { status: 400 });
  try {
    const member = await setModerator(viewer, username, grant);
    return {
      ok: true,
      message: grant ? `@${member.username} is now a moderator` : `@${member.username} is no longer a moderator`,
    };
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    throw error;
  }
}

export default function ModerationTeam({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="team-title" className="rounded-(--radius-card) border border-line bg-surface p-4">
        <h2 id="team-title" className="text-lg font-semibold">
          Moderators and admins
        </h2>
        <ul className="mt-3 flex flex-col divide-y divide-line">
          {loaderData.team.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-3 py-2">
              <span>
                @{member.username} <span className="text-sm text-muted">{member.role}</span>
              </span>
              {member.role === "moderator" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="username" value={member.username} />
                  <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                    Remove role
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted">
          Admins come from ADMIN_EMAILS or <code>npm run user:role -- email admin</code>.
        </p>
      </section>
      <Form method="post" className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-surface p-4">
        <input type="hidden" name="intent" value="grant" />
        <h2 className="text-lg font-semibold">Add a moderator</h2>
        <div>
          <label htmlFor="team-username" className="mb-1.5 block text-sm font-medium">
            Username
          </label>
          <input id="team-username" name="username" required className={inputClass} autoComplete="off" />
        </div>
        {actionData && "formError" in actionData && actionData.formError ? (
          <p role="alert" className="text-sm text-danger">
            {actionData.formError}
          </p>
        ) : null}
        {actionData && "message" in actionData ? (
          <p role="status" className="text-sm text-success">
            {actionData.message}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={busy}>
            Make moderator
          </Button>
        </div>
      </Form>
    </div>
  );
}
