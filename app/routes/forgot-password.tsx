import { Form, Link, redirect, useNavigation } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ForgotPasswordSchema, RESET_LINK_SENT } from "~/features/auth/auth-schema";
import { AuthCard, NoScriptError } from "~/features/auth/components/auth-card";
import { useErrorToast } from "~/features/auth/components/use-error-toast";
import { requestPasswordReset } from "~/features/auth/password-reset.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import { failure, invalidInput } from "~/lib/action-result.server";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Forgot Password"),
    description: "Forgot your Muddle password? Ask for a link to choose a new one.",
  });

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has("sent") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error);
  try {
    await requestPasswordReset(parsed.data.email, request, context.clientIp);
  } catch (error) {
    return failure(error);
  }
  // The same answer whether or not the address has an account.
  const headers = { "Set-Cookie": await toastHeader({ type: "success", message: RESET_LINK_SENT }) };
  return redirect("/forgot-password?sent", { headers });
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  useErrorToast(actionData);
  const errors = actionData?.fieldErrors ?? {};

  return (
    <div className="py-4 sm:py-10">
      <Breadcrumb
        items={[{ label: "Home", to: "/" }, { label: "Sign In", to: "/login" }, { label: "Forgot Password" }]}
      />
      <AuthCard title="Forgot your password?" subtitle="Enter your email and we'll send you a link to choose a new one">
        <NoScriptError message={actionData?.formError} />
        {loaderData.sent ? (
          <p className="mb-4 rounded-xl border border-line bg-surface-2 px-4 py-3 text-sm text-ink">
            {RESET_LINK_SENT}
          </p>
        ) : null}
        <Form method="post" className="space-y-4" replace>
          <Field label="Email" name="email" type="email" autoComplete="email" required errors={errors.email} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send reset link"}
          </Button>
        </Form>
        <p className="mt-6 text-center text-sm text-muted">
          Remembered it?{" "}
          <Link to="/login" className="font-medium text-accent underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      </AuthCard>
    </div>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
