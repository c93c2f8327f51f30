import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { RESET_LINK_INVALID, ResetPasswordSchema, ResetTokenSchema } from "~/features/auth/auth-schema";
import { AuthCard, NoScriptError } from "~/features/auth/components/auth-card";
import { useErrorToast } from "~/features/auth/components/use-error-toast";
import { resetPassword } from "~/features/auth/password-reset.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import { failure, invalidInput } from "~/lib/action-result.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/constants";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Reset Password"),
    description: "Choose a new password for your Muddle account.",
  });

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // better-auth's own link format reports a bad token as ?error=INVALID_TOKEN.
  if (params.has("error") || !params.get("token")?.trim()) return { token: "" };
  const token = ResetTokenSchema.safeParse(params.get("token"));
  // A malformed token (a NUL, a control character) is a bad request: the page says the link is invalid.
  return token.success ? { token: token.data } : data({ token: "" }, { status: 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = ResetPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error);
  try {
    await resetPassword(parsed.data.token, parsed.data.password);
  } catch (error) {
    return failure(error);
  }
  const headers = { "Set-Cookie": await toastHeader({ type: "success", message: "Password updated successfully" }) };
  return redirect("/login", { headers });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const busy = useNavigation().state === "submitting";
  useErrorToast(actionData);
  const errors = actionData?.fieldErrors ?? {};
  const linkInvalid = !token || Boolean(errors.token) || actionData?.formError === RESET_LINK_INVALID;

  return (
    <div className="py-4 sm:py-10">
      <Breadcrumb
        items={[{ label: "Home", to: "/" }, { label: "Sign In", to: "/login" }, { label: "Reset Password" }]}
      />
      <AuthCard title="Choose a new password" subtitle="Pick a password you don't use anywhere else">
        {linkInvalid ? (
          <div className="space-y-4 text-center">
            <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
              {RESET_LINK_INVALID}
            </p>
            <Link to="/forgot-password" className="font-medium text-accent underline-offset-4 hover:underline">
              Request a new reset link
            </Link>
          </div>
        ) : (
          <>
            <NoScriptError message={actionData?.formError} />
            <Form method="post" className="space-y-4" replace>
              <input type="hidden" name="token" value={token} />
              <Field
                label="New Password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
                hint={`At least ${PASSWORD_MIN} characters`}
                errors={errors.password}
              />
              <Field
                label="Confirm New Password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                required
                errors={errors.confirmPassword}
              />
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? "Updating..." : "Update Password"}
              </Button>
            </Form>
          </>
        )}
      </AuthCard>
    </div>
  );
}

export function headers() {
  // The token is in this page's address: keep it out of caches and Referer headers.
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}
