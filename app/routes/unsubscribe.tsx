/**
 * The unsubscribe link of every notification e-mail (issue 17): works signed out, the signed token
 * names the member. Opening the link changes nothing (mail scanners fetch links): the page asks, and
 * its button posts here. A mail client's one-click unsubscribe (RFC 8058: a POST of
 * `List-Unsubscribe=One-Click` to the link) does it directly.
 */
import { CheckCircle2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthCard } from "~/features/auth/components/auth-card";
import { unsubscribeFromNotificationEmails } from "~/features/notifications/notification-preferences.server";
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from "~/features/notifications/notification-preferences-schema";
import { verifyUnsubscribeToken } from "~/features/notifications/unsubscribe-token.server";
import { failure } from "~/lib/action-result.server";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | Muddle" },
  { name: "robots", content: "noindex, nofollow" },
];

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").trim();

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return { token, valid: (await verifyUnsubscribeToken("notifications", token)) !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? tokenOf(request)).trim();
  try {
    const done = await unsubscribeFromNotificationEmails(token, context.clientIp);
    if (!done) return data({ ok: false as const, formError: UNSUBSCRIBE_LINK_INVALID }, { status: 400 });
    return { ok: true as const, formError: null };
  } catch (error) {
    return failure(error);
  }
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.ok) {
    return (
      <div className="py-4 sm:py-10">
        <AuthCard title="Unsubscribed" subtitle="Muddle notification e-mails">
          <div className="space-y-5 text-center">
            <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
            <p role="status">{UNSUBSCRIBED}</p>
            <p className="text-sm text-muted">
              You can turn them back on under{" "}
              <Link to="/settings/notifications" className="font-medium text-accent underline-offset-4 hover:underline">
                Settings → Notifications
              </Link>
              .
            </p>
          </div>
        </AuthCard>
      </div>
    );
  }
  const error = actionData ? actionData.formError : loaderData.valid ? null : UNSUBSCRIBE_LINK_INVALID;
  return (
    <div className="py-4 sm:py-10">
      <AuthCard title="Unsubscribe" subtitle="Muddle notification e-mails">
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
          <Form method="post" className="flex flex-col gap-5">
            <p className="text-center">
              Stop e-mails about comments, likes, followers and shared collections? In-app notifications stay on.
            </p>
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Unsubscribing..." : "Unsubscribe"}
            </Button>
          </Form>
        )}
      </AuthCard>
    </div>
  );
}
