/**
 * POST /settings/profile/picture (part 2 §5, issue 14): a multipart `file` stores a new profile
 * picture; a url-encoded `intent=remove` removes it. The page's script asks for JSON ({ ok } or
 * { error, fieldErrors }); a plain form post (no JavaScript) is redirected back with the toast.
 */
import { redirect } from "react-router";
import { removeProfilePicture, setProfilePicture } from "~/features/profiles/profile-settings-mutations.server";
import {
  PICTURE_REMOVE_FAILED,
  PICTURE_REMOVED,
  PICTURE_UPDATE_FAILED,
  PICTURE_UPDATED,
} from "~/features/profiles/profile-settings-schema";
import { endpointDone, endpointFailed, endpointMember } from "~/features/profiles/settings-endpoint.server";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import { AppError, Invalid } from "~/lib/errors";
import type { Route } from "./+types/settings.profile.picture";

const BACK = "/settings/profile";

export function loader() {
  return redirect(BACK);
}

export async function action({ request }: Route.ActionArgs) {
  // Who is asking comes first, so a guest cannot make us read 5 MB.
  await endpointMember(request, BACK);
  // Settings need aal2 for a member with two-factor sign-in on, here as on the pages.
  const viewer = await requireSettingsViewer(request);
  const upload = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const [done, failed] = upload ? [PICTURE_UPDATED, PICTURE_UPDATE_FAILED] : [PICTURE_REMOVED, PICTURE_REMOVE_FAILED];
  try {
    if (upload) {
      await setProfilePicture(viewer, request);
    } else {
      const form = await request.formData();
      if (form.get("intent") !== "remove") throw new Invalid("Unknown action");
      await removeProfilePicture(viewer);
    }
  } catch (error) {
    if (!(error instanceof AppError)) console.error(`${failed} (member ${viewer.id})`, error);
    return endpointFailed(request, BACK, failed, error instanceof AppError ? error : null);
  }
  return endpointDone(request, BACK, done);
}
