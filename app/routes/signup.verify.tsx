/**
 * The link from the sign-up e-mail (issue 11, verify-first sign-up): confirms the address, signs the
 * new member in (in the browser that signed up) and continues to the page they were going to, with the spec's welcome toast.
 */
import { Link, redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { confirmSignUp } from "~/features/auth/auth-mutations.server";
import { continueSignedIn } from "~/features/auth/auth-pages.server";
import { safeRedirect } from "~/features/auth/auth-schema";
import { AuthCard } from "~/features/auth/components/auth-card";
import { forgetPendingSignUp } from "~/features/auth/pending-sign-up.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/signup.verify";

const SIGN_UP_LINK_INVALID =
  "This link is invalid or has expired. Sign in with your email and password and we'll send you a new one.";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Confirm Your Email"),
    description: "Confirm your e-mail address to finish signing up to Muddle.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = params.get("redirectTo");
  const result = await confirmSignUp((params.get("token") ?? "").trim(), request);
  if (result.status === "signed-in") {
    result.headers.append("Set-Cookie", await forgetPendingSignUp());
    return continueSignedIn(result.headers, redirectTo, "Account created successfully!");
  }
  if (result.status === "confirmed") {
    // Opened again after it signed the member in: the address is confirmed, so signing in works.
    const login = redirectTo ? `/login?${new URLSearchParams({ redirectTo: safeRedirect(redirectTo) })}` : "/login";
    const headers = {
      "Set-Cookie": await toastHeader({ type: "success", message: "Your email is confirmed. Please sign in." }),
    };
    throw redirect(login, { headers });
  }
  return null;
}

export default function ConfirmSignUpPage() {
  return (
    <div className="py-4 sm:py-10">
      <Breadcrumb
        items={[{ label: "Home", to: "/" }, { label: "Sign Up", to: "/signup" }, { label: "Confirm Email" }]}
      />
      <AuthCard title="Confirm your email" subtitle="One step left to finish creating your account">
        <div className="space-y-4 text-center">
          <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
            {SIGN_UP_LINK_INVALID}
          </p>
          <Link to="/login" className="font-medium text-accent underline-offset-4 hover:underline">
            Sign in
          </Link>
        </div>
      </AuthCard>
    </div>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
