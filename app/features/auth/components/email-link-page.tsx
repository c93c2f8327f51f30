/**
 * A page an e-mailed link opens (newsletter confirm and unsubscribe, notification unsubscribe). Opening
 * a link changes nothing: mail scanners fetch links, so the change waits for the button (a POST). Works
 * signed out and without JavaScript.
 */

import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { CircleCheck } from "~/components/ui/icons/icons";
import { AuthCard } from "./auth-card";

type Props = {
  title: string;
  subtitle: string;
  token: string;
  /** The token's signature and age were checked when the page loaded. */
  valid: boolean;
  invalidMessage: string;
  /** What the button will do, asked above it. */
  question?: string;
  buttonLabel: string;
  busyLabel: string;
  /** After the button: what happened, or the refusal. */
  result: { ok: true } | { ok: false; formError: string | null } | undefined;
  done: { title: string; subtitle: string; text: string; next?: ReactNode };
};

const linkClass = "font-medium text-accent underline-offset-4 hover:underline";

export function EmailLinkPage(props: Props) {
  const busy = useNavigation().state === "submitting";
  if (props.result?.ok) {
    return (
      <div className="py-4 sm:py-10">
        <AuthCard title={props.done.title} subtitle={props.done.subtitle}>
          <div className="space-y-5 text-center">
            <CircleCheck className="mx-auto size-10 text-success" aria-hidden />
            <p role="status">{props.done.text}</p>
            {props.done.next ?? (
              <Link to="/recipes" className={linkClass}>
                Browse recipes
              </Link>
            )}
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
            <Link to="/" className={linkClass}>
              Go to the home page
            </Link>
          </div>
        ) : (
          <Form method="post" className="flex flex-col gap-5">
            {props.question ? <p className="text-center">{props.question}</p> : null}
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
