/**
 * The pages the newsletter's e-mailed links open (confirm, unsubscribe). Opening a link changes
 * nothing: mail scanners fetch links, so the change waits for the button (a POST). Works signed out
 * and without JavaScript.
 */
import { CheckCircle2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthCard } from "~/features/auth/components/auth-card";

type Props = {
  title: string;
  subtitle: string;
  token: string;
  /** The token's signature and age were checked when the page loaded. */
  valid: boolean;
  invalidMessage: string;
  buttonLabel: string;
  busyLabel: string;
  /** After the button: what happened, or the refusal. */
  result: { ok: true } | { ok: false; formError: string | null } | undefined;
  done: { title: string; text: string };
};

export function NewsletterLinkPage(props: Props) {
  const busy = useNavigation().state === "submitting";
  if (props.result?.ok) {
    return (
      <div className="py-4 sm:py-10">
        <AuthCard title={props.done.title} subtitle="Muddle newsletter">
          <div className="space-y-5 text-center">
            <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
            <p role="status">{props.done.text}</p>
            <Link to="/recipes" className="font-medium text-accent underline-offset-4 hover:underline">
              Browse recipes
            </Link>
          </div>
        </AuthCard>
      </div>
    );
  }
  const error = props.result?.ok === false ? props.result.formError : props.valid ? null : props.invalidMessage;
  return (
    <div className="py-4 sm:py-10">
      <AuthCard title={props.title} subtitle={props.subtitle}>
        {error ? (
          <div className="space-y-4 text-center">
            <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
              {error}
            </p>
            <Link to="/" className="font-medium text-accent underline-offset-4 hover:underline">
              Go to the home page
            </Link>
          </div>
        ) : (
          <Form method="post" className="flex flex-col">
            <input type="hidden" name="token" value={props.token} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? props.busyLabel : props.buttonLabel}
            </Button>
          </Form>
        )}
      </AuthCard>
    </div>
  );
}
