/** Sign-in's second step for a member with two-factor sign-in on (issue 17): the code, then on. */
import { redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { continueSignedIn } from "~/features/auth/auth-pages.server";
import { safeRedirect } from "~/features/auth/auth-schema";
import { getViewer } from "~/features/auth/session.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import { SecondFactorCard } from "~/features/two-factor/components/second-factor-form";
import { completeSignIn, pendingSignInAccount, SignInExpired } from "~/features/two-factor/second-factor.server";
import { SecondFactorInput, SIGN_IN_TIMED_OUT } from "~/features/two-factor/two-factor-schema";
import { failure, invalidInput } from "~/lib/action-result.server";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/login.two-factor";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Two-factor sign-in"),
    description: "Enter the code from your authenticator app to finish signing in to Muddle.",
  });

/** Back to /login (keeping where the member was going), saying why. */
async function signInAgain(redirectTo: string, message: string) {
  const headers = { "Set-Cookie": await toastHeader({ type: "error", message }) };
  return redirect(`/login?${new URLSearchParams({ redirectTo })}`, { headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getViewer(request)) throw redirect(redirectTo);
  if (!(await pendingSignInAccount(request))) throw await signInAgain(redirectTo, SIGN_IN_TIMED_OUT);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const parsed = SecondFactorInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidInput(parsed.error);
  try {
    const headers = await completeSignIn({ request, clientIp: context.clientIp }, parsed.data);
    return continueSignedIn(headers, redirectTo, "Welcome back!");
  } catch (error) {
    if (error instanceof SignInExpired) return signInAgain(redirectTo, error.message);
    return failure(error);
  }
}

export default function LoginTwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <div className="pt-4 sm:pt-10">
        <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Sign In", to: "/login" }, { label: "Two-factor" }]} />
      </div>
      <SecondFactorCard
        title="Two-factor sign-in"
        subtitle="Enter the code from your authenticator app to finish signing in"
        submitLabel="Verify"
        redirectTo={loaderData.redirectTo}
        actionData={actionData}
      />
    </>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
