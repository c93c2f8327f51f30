/** Part 2 §2 Settings → Privacy (/settings/privacy). */
import { useEffect } from "react";
import toast from "react-hot-toast";
import { data, redirect, useNavigation } from "react-router";
import { PrivacySettingsForm } from "~/features/privacy/components/privacy-settings-form";
import { getPrivacySettings, savePrivacySettings } from "~/features/privacy/privacy-settings.server";
import {
  PRIVACY_LOAD_FAILED,
  PRIVACY_SAVE_FAILED,
  PRIVACY_SAVED,
  PrivacySettingsInput,
} from "~/features/privacy/privacy-settings-schema";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/settings.privacy";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Privacy settings");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  try {
    return { settings: await getPrivacySettings(viewer), loadError: null };
  } catch (error) {
    console.error(`Failed to load privacy settings of ${viewer.id}`, error);
    return { settings: null, loadError: PRIVACY_LOAD_FAILED };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireSettingsViewer(request);
  const parsed = PrivacySettingsInput.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error, PRIVACY_SAVE_FAILED);
  try {
    await savePrivacySettings(viewer, parsed.data);
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Failed to save privacy settings of ${viewer.id}`, error);
    return data<ActionFailure>({ ok: false, formError: PRIVACY_SAVE_FAILED, fieldErrors: {} }, { status: 500 });
  }
  const headers = { "Set-Cookie": await toastHeader({ type: "success", message: PRIVACY_SAVED }) };
  return redirect("/settings/privacy", { headers });
}

export default function PrivacySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, loadError } = loaderData;
  const saving = useNavigation().state === "submitting";

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "privacy-load" });
  }, [loadError]);
  useEffect(() => {
    if (actionData?.formError) toast.error(actionData.formError, { id: "privacy-save" });
  }, [actionData]);

  return (
    <section
      aria-labelledby="privacy-settings-title"
      className="rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="privacy-settings-title" className="text-2xl font-semibold">
        Privacy
      </h2>
      <p className="mt-1 mb-6 text-muted">Choose who sees your profile, recipes and collections.</p>
      {settings ? (
        <PrivacySettingsForm settings={settings} fieldErrors={actionData?.fieldErrors ?? {}} saving={saving} />
      ) : (
        <p role="alert" className="text-danger">
          {loadError}
        </p>
      )}
    </section>
  );
}
