/**
 * POST /settings/theme (issue 14): saves `theme` (light | dark) on the signed-in member's profile,
 * from the navbar toggle and the profile page. JSON for scripts; a plain form post (no JavaScript)
 * goes back to /settings/profile, which then renders in the new theme.
 */
import { redirect } from "react-router";
import { setTheme } from "~/features/profiles/profile-settings-mutations.server";
import { THEME_SAVE_FAILED } from "~/features/profiles/profile-settings-schema";
import { endpointDone, endpointFailed, endpointMember } from "~/features/profiles/settings-endpoint.server";
import { AppError } from "~/lib/errors";
import type { Route } from "./+types/settings.theme";

const BACK = "/settings/profile";

export function loader() {
  return redirect(BACK);
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await endpointMember(request, BACK);
  const form = await request.formData();
  try {
    const theme = await setTheme(viewer, String(form.get("theme") ?? ""));
    return endpointDone(request, BACK, null, { theme });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return endpointFailed(request, BACK, THEME_SAVE_FAILED, error);
  }
}
