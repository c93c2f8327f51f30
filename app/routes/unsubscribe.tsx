/**
 * The unsubscribe link of every notification e-mail (issue 17): works signed out, the signed token
 * names the member. Opening the link changes nothing (mail scanners fetch links): the page asks, and
 * its button posts here. A mail client's one-click unsubscribe (RFC 8058: a POST of
 * `List-Unsubscribe=One-Click` to the link) does it directly.
 */
import { data, Link } from "react-router";
import { EmailLinkPage } from "~/features/auth/components/email-link-page";
import { unsubscribeFromNotificationEmails } from "~/features/notifications/notification-preferences.server";
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED } from "~/features/notifications/notification-preferences-schema";
import { verifyUnsubscribeToken } from "~/features/notifications/unsubscribe-token.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import { failure } from "~/lib/action-result.server";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Unsubscribe from E-mails"),
    description: "Stop receiving this kind of notification e-mail from Muddle.",
  });

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
  return (
    <EmailLinkPage
      title="Unsubscribe"
      subtitle="Muddle notification e-mails"
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={UNSUBSCRIBE_LINK_INVALID}
      question="Stop e-mails about comments, likes, followers and shared collections? In-app notifications stay on."
      buttonLabel="Unsubscribe"
      busyLabel="Unsubscribing..."
      result={actionData}
      done={{
        title: "Unsubscribed",
        subtitle: "Muddle notification e-mails",
        text: UNSUBSCRIBED,
        next: (
          <p className="text-sm text-muted">
            You can turn them back on under{" "}
            <Link to="/settings/notifications" className="font-medium text-accent underline-offset-4 hover:underline">
              Settings → Notifications
            </Link>
            .
          </p>
        ),
      }}
    />
  );
}
