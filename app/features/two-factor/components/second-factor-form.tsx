/**
 * The code step (issue 17): a 6-digit code from the authenticator app, with a switch to "Use a backup
 * code instead". Used by /login/two-factor and by "Confirm it's you" (/settings/verify).
 */
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { AuthCard, NoScriptError } from "~/features/auth/components/auth-card";
import { useErrorToast } from "~/features/auth/components/use-error-toast";

type Failure = { formError?: string | null; fieldErrors?: Record<string, string[] | undefined> } | undefined;

/** The page's card: title, the code form, and the action's error as a toast (or in the page without scripts). */
export function SecondFactorCard({
  title,
  subtitle,
  submitLabel,
  redirectTo,
  actionData,
}: {
  title: string;
  subtitle: string;
  submitLabel: string;
  redirectTo: string;
  actionData: Failure;
}) {
  const busy = useNavigation().state === "submitting";
  useErrorToast(actionData);
  return (
    <div className="py-4 sm:py-10">
      <AuthCard title={title} subtitle={subtitle}>
        <NoScriptError message={actionData?.formError} />
        <SecondFactorForm
          redirectTo={redirectTo}
          errors={actionData?.fieldErrors?.code}
          busy={busy}
          submitLabel={submitLabel}
        />
      </AuthCard>
    </div>
  );
}

function SecondFactorForm({
  redirectTo,
  errors,
  busy,
  submitLabel,
}: {
  redirectTo: string;
  errors?: string[];
  busy: boolean;
  submitLabel: string;
}) {
  const [method, setMethod] = useState<"totp" | "backup">("totp");
  // The message about the other kind of code is not repeated under the new field.
  const [answered, setAnswered] = useState<string[] | undefined>(undefined);
  const toggle = () => {
    setAnswered(errors);
    setMethod((current) => (current === "totp" ? "backup" : "totp"));
  };

  const totp = method === "totp";
  return (
    <Form method="post" className="space-y-4" replace>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="method" value={method} />
      <Field
        // A new field for the other kind of code; autoFocus puts the keyboard in it after the switch.
        key={method}
        label={totp ? "Authentication code" : "Backup code"}
        hint={
          totp
            ? "The 6-digit code your authenticator app shows for Muddle."
            : "One of the backup codes you saved when you turned on two-factor sign-in. Each works once."
        }
        name="code"
        required
        autoFocus
        autoComplete={totp ? "one-time-code" : "off"}
        inputMode={totp ? "numeric" : "text"}
        maxLength={totp ? 7 : 11}
        spellCheck={false}
        errors={errors !== answered ? errors : undefined}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Checking..." : submitLabel}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={toggle} className="font-medium text-accent underline-offset-4 hover:underline">
          {totp ? "Use a backup code instead" : "Use your authenticator app instead"}
        </button>
      </p>
    </Form>
  );
}
