import { data, Form, Link, useNavigation } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { signUpMember } from "~/features/auth/auth-mutations.server";
import { guestPage } from "~/features/auth/auth-pages.server";
import { SignupSchema, safeRedirect } from "~/features/auth/auth-schema";
import { AuthCard, NoScriptError } from "~/features/auth/components/auth-card";
import { CheckInbox } from "~/features/auth/components/check-inbox";
import { useErrorToast } from "~/features/auth/components/use-error-toast";
import { rememberPendingSignUp } from "~/features/auth/pending-sign-up.server";
import { pageTitle, sitePageMeta } from "~/features/seo/seo-meta";
import { failure, invalidInput } from "~/lib/action-result.server";
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "~/lib/constants";
import { developmentOutbox } from "~/lib/email.server";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = (args) =>
  sitePageMeta(args, {
    title: pageTitle("Sign Up"),
    description: "Join Muddle: create and share cocktail recipes, keep your home bar and follow fellow mixologists.",
  });

export function loader({ request }: Route.LoaderArgs) {
  return guestPage(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = SignupSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return invalidInput(parsed.error, "Please check the highlighted fields");
  try {
    // Verify first: the same answer whether or not the address already has an account (issue 11).
    const redirectTo = form.get("redirectTo");
    const { sentTo } = await signUpMember(
      parsed.data,
      request,
      context.clientIp,
      typeof redirectTo === "string" ? safeRedirect(redirectTo) : null,
    );
    return data(
      { ok: true as const, sentTo, outbox: developmentOutbox() },
      { headers: { "Set-Cookie": await rememberPendingSignUp(sentTo) } },
    );
  } catch (error) {
    return failure(error);
  }
}

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  useErrorToast(failed);
  const carry = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  const errors = failed?.fieldErrors ?? {};
  const sent = actionData?.ok ? actionData : null;

  return (
    <div className="py-4 sm:py-10">
      <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Sign Up" }]} />
      <AuthCard title="Join Muddle" subtitle="Create an account to share recipes and build your bar">
        <NoScriptError message={failed?.formError} />
        {sent ? (
          <CheckInbox email={sent.sentTo} outbox={sent.outbox} />
        ) : (
          <Form method="post" className="space-y-4" replace>
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <Field
              label="Username"
              name="username"
              autoComplete="username"
              required
              minLength={USERNAME_MIN}
              maxLength={USERNAME_MAX}
              pattern="[A-Za-z0-9_\-]+"
              hint={`${USERNAME_MIN}–${USERNAME_MAX} letters, numbers, underscores or hyphens`}
              errors={errors.username}
            />
            <Field label="Email" name="email" type="email" autoComplete="email" required errors={errors.email} />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN}
              hint={`At least ${PASSWORD_MIN} characters`}
              errors={errors.password}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" name="firstName" autoComplete="given-name" errors={errors.firstName} />
              <Field label="Last name" name="lastName" autoComplete="family-name" errors={errors.lastName} />
            </div>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Creating account..." : "Create Account"}
            </Button>
          </Form>
        )}
        <p className="mt-6 text-center text-sm text-muted">
          Already have an account?{" "}
          <Link to={`/login${carry}`} className="font-medium text-accent underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </AuthCard>
    </div>
  );
}
