/** Part 2 §2 /settings/profile (issue 14): picture, theme and the profile form. */
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import toast from "react-hot-toast";
import { data, redirect, useFetcher } from "react-router";
import { ProfilePictureField } from "~/features/profiles/components/profile-picture-field";
import { type ProfileActionResult, ProfileSettingsForm } from "~/features/profiles/components/profile-settings-form";
import { ThemeChoice } from "~/features/profiles/components/theme-choice";
import { updateProfile } from "~/features/profiles/profile-settings-mutations.server";
import { getProfileSettings, type ProfileSettings } from "~/features/profiles/profile-settings-queries.server";
import {
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  type ProfileSettingsFields,
  ProfileSettingsSchema,
} from "~/features/profiles/profile-settings-schema";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { requireSettingsViewer } from "~/features/two-factor/second-factor.server";
import { errorHeaders } from "~/lib/action-result.server";
import { AppError, Invalid } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/settings.profile";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Profile settings");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireSettingsViewer(request);
  const profile = await getProfileSettings(viewer.id);
  if (!profile) throw new Response("Not found", { status: 404 });
  return { profile, email: viewer.email };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireSettingsViewer(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ProfileSettingsSchema });
  if (submission.status !== "success") {
    return data<ProfileActionResult>(
      { ...submission.reply(), ok: false, formError: PROFILE_UPDATE_FAILED },
      { status: 400 },
    );
  }
  try {
    await updateProfile(viewer, submission.value);
  } catch (error) {
    if (!(error instanceof AppError)) console.error(`Profile update by ${viewer.id} failed`, error);
    const known = error instanceof AppError ? error : null;
    const fieldErrors = Object.fromEntries(
      Object.entries(known instanceof Invalid ? known.fieldErrors : {}).filter((entry): entry is [string, string[]] =>
        Boolean(entry[1]?.length),
      ),
    );
    // Bad input reads "Error updating profile" beside its field messages; a 429 says when to retry.
    const formError = known && !(known instanceof Invalid) ? known.message : PROFILE_UPDATE_FAILED;
    return data<ProfileActionResult>(
      { ...submission.reply({ formErrors: [formError], fieldErrors }), ok: false, formError },
      { status: known?.status ?? 500, headers: known ? errorHeaders(known) : undefined },
    );
  }
  if (formData.get("via") === "fetcher") {
    // Without the typed values: the form starts again from what was stored (tidied links).
    const { initialValue: _typed, ...reply } = submission.reply();
    return { ...reply, ok: true, message: PROFILE_UPDATED } satisfies ProfileActionResult;
  }
  const headers = { "Set-Cookie": await toastHeader({ type: "success", message: PROFILE_UPDATED }) };
  return redirect("/settings/profile", { headers });
}

/** The fetcher's answer becomes its toast as it arrives (docs/architecture.md, toasts). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const result = (await serverAction()) as ProfileActionResult;
  if (result?.ok && result.message) toast.success(result.message);
  else if (result?.formError) toast.error(result.formError, { id: "profile-settings-error" });
  return result;
}

function formValues(profile: ProfileSettings): ProfileSettingsFields {
  const links = profile.social_links ?? {};
  return {
    username: profile.username,
    expertise_level: (profile.expertise_level ?? undefined) as ProfileSettingsFields["expertise_level"],
    first_name: profile.first_name ?? "",
    last_name: profile.last_name ?? "",
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    website: links.website ?? "",
    twitter: links.twitter ?? "",
    instagram: links.instagram ?? "",
    facebook: links.facebook ?? "",
    youtube: links.youtube ?? "",
  };
}

export default function ProfileSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, email } = loaderData;
  const fetcher = useFetcher<ProfileActionResult>();
  const defaultValue = useMemo(() => formValues(profile), [profile]);
  // A save that changed what is stored (a tidied link, a new username) starts the form afresh from it.
  const version = JSON.stringify(defaultValue);
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ") || profile.username;
  return (
    <section
      aria-labelledby="profile-settings-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) sm:p-6"
    >
      <h2 id="profile-settings-title" className="text-2xl font-semibold">
        Profile
      </h2>
      <p className="mt-1 text-sm break-words text-muted">This is how other members see you. Signed in as {email}.</p>
      <div className="mt-6 grid gap-6 border-b border-line pb-6 lg:grid-cols-[1fr_auto]">
        <ProfilePictureField url={profile.profile_picture_url} name={name} />
        <ThemeChoice saved={profile.theme} />
      </div>
      <div className="mt-6">
        <ProfileSettingsForm
          key={version}
          defaultValue={defaultValue}
          fetcher={fetcher}
          lastResult={(actionData as ProfileActionResult | undefined) ?? null}
        />
      </div>
    </section>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
