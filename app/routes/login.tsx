import { Form, Link, redirect, useNavigation } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { SecondFactorRequired, signInMember } from "~/features/auth/auth-mutations.server";
import { continueSignedIn, guestPage } from "~/features/auth/auth-pages.server";
import { LoginSchema, safeRedirect } from "~/features/auth/auth-schema";
import { AuthCard, NoScriptError } from "~/features/auth/components/auth-card";
import { useErrorToast } from "~/features/auth/components/use-error-toast";
import { pageTitle, sitePageMeta } from "~/features/seo/seo-meta";
import { failure, invalidInput } from "~/lib/action-result.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) =>
  sitePageMeta(args, {
    title: pageTitle("Sign In"),
    description: "Sign in to Muddle to save recipes, rate cocktails, keep your home bar and join the community.",
  });

export function loader({ request }: Route.LoaderArgs) {
  return guestPage(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = LoginSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidInput(parsed.error);
  try {
    const headers = await signInMember(parsed.data, request, context.clientIp);
    return continueSignedIn(headers, form.get("redirectTo"), "Welcome back!");
  } catch (error) {
    if (error instanceof SecondFactorRequired) {
      // Two-factor sign-in is on: the code step, carrying the plugin's two_factor cookie and redirectTo.
      const params = new URLSearchParams({ redirectTo: safeRedirect(form.get("redirectTo")) });
      return redirect(`/login/two-factor?${params}`, { headers: error.headers });
    }
    return failure(error);
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  useErrorToast(actionData);
  const carry = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  const errors = actionData?.fieldErrors ?? {};

  return (
    <div className="py-4 sm:py-10">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Sign In" }]} />
      <AuthCard title="Welcome back" subtitle="Sign in to your Muddle account">
        <NoScriptError message={actionData?.formError} />
        <Form method="post" className="space-y-4" replace>
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <Field label="Email" name="email" type="email" autoComplete="email" required errors={errors.email} />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            errors={errors.password}
          />
          <p className="-mt-2 text-right text-sm">
            <Link to="/forgot-password" className="font-medium text-accent underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          </p>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Signing in..." : "Sign In"}
          </Button>
        </Form>
        <p className="mt-6 text-center text-sm text-muted">
          Don't have an account?{" "}
          <Link to={`/signup${carry}`} className="font-medium text-accent underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      </AuthCard>
    </div>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
