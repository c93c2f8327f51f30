/**
 * "Confirm it's you" (issue 17, part 1 §4): a member with two-factor sign-in on whose session is only
 * aal1 (signed in here before turning 2FA on elsewhere) enters a code to reach /settings.
 */
import { redirect } from "react-router";
import { safeRedirect } from "~/features/auth/auth-schema";
import { requireViewer } from "~/features/auth/session.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import { SecondFactorCard } from "~/features/two-factor/components/second-factor-form";
import { stepUpSession } from "~/features/two-factor/second-factor.server";
import { SecondFactorInput } from "~/features/two-factor/two-factor-schema";
import { failure, invalidInput } from "~/lib/action-result.server";
import type { Route } from "./+types/settings-verify";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Confirm it's you"),
    description: "Confirm it is you before changing your Muddle settings.",
  });

function destination(value: FormDataEntryValue | string | null) {
  const to = safeRedirect(value, "/settings");
  return to.startsWith("/settings/verify") ? "/settings" : to;
}

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const redirectTo = destination(new URL(request.url).searchParams.get("redirectTo"));
  if (!viewer.two_factor_enabled || viewer.aal === "aal2") throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await request.formData();
  const parsed = SecondFactorInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidInput(parsed.error);
  try {
    await stepUpSession(viewer, { request, clientIp: context.clientIp }, parsed.data);
  } catch (error) {
    return failure(error);
  }
  return redirect(destination(form.get("redirectTo")));
}

export default function ConfirmItsYouPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondFactorCard
      title="Confirm it's you"
      subtitle="Your account has two-factor sign-in on. Enter a code from your authenticator app to open your settings."
      submitLabel="Confirm"
      redirectTo={loaderData.redirectTo}
      actionData={actionData}
    />
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
