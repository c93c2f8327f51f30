/**
 * The unsubscribe link of every newsletter e-mail: works signed out. The button posts here; so does a
 * mail client's one-click unsubscribe (RFC 8058, `List-Unsubscribe=One-Click` with the token in the URL).
 */
import { EmailLinkPage } from "~/features/auth/components/email-link-page";
import { newsletterLinkAction, newsletterLinkLoader } from "~/features/newsletter/newsletter-link.server";
import { unsubscribeFromNewsletter } from "~/features/newsletter/newsletter-mutations.server";
import { NEWSLETTER_UNSUBSCRIBE_LINK_INVALID } from "~/features/newsletter/newsletter-schema";
import { verifyUnsubscribeToken } from "~/features/notifications/unsubscribe-token.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/newsletter.unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Unsubscribe from the Newsletter"),
    description: "Stop receiving the Muddle newsletter.",
  });

export function loader({ request }: Route.LoaderArgs) {
  return newsletterLinkLoader(request, (token: string) => verifyUnsubscribeToken("newsletter", token));
}

export function action({ request }: Route.ActionArgs) {
  return newsletterLinkAction(request, unsubscribeFromNewsletter);
}

export default function UnsubscribeNewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EmailLinkPage
      title="Unsubscribe"
      subtitle="Stop receiving the Muddle newsletter at this address"
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={NEWSLETTER_UNSUBSCRIBE_LINK_INVALID}
      buttonLabel="Unsubscribe"
      busyLabel="Unsubscribing..."
      result={actionData}
      done={{
        title: "Unsubscribed",
        subtitle: "Muddle newsletter",
        text: "You won't receive the Muddle newsletter any more. Changed your mind? Subscribe again from the home page.",
      }}
    />
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
