/** The link in the newsletter's confirmation e-mail (double opt-in): "Subscribed" once the button is pressed. */
import { EmailLinkPage } from "~/features/auth/components/email-link-page";
import { newsletterLinkAction, newsletterLinkLoader } from "~/features/newsletter/newsletter-link.server";
import { confirmNewsletterSubscription } from "~/features/newsletter/newsletter-mutations.server";
import { NEWSLETTER_LINK_INVALID } from "~/features/newsletter/newsletter-schema";
import { verifyNewsletterConfirmToken } from "~/features/newsletter/newsletter-token.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/newsletter.confirm";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Confirm Your Subscription"),
    description: "Confirm your subscription to the Muddle newsletter.",
  });

export function loader({ request }: Route.LoaderArgs) {
  return newsletterLinkLoader(request, verifyNewsletterConfirmToken);
}

export function action({ request }: Route.ActionArgs) {
  return newsletterLinkAction(request, confirmNewsletterSubscription);
}

export default function ConfirmNewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EmailLinkPage
      title="Confirm your subscription"
      subtitle="One click and the Muddle newsletter is on its way"
      token={loaderData.token}
      valid={loaderData.valid}
      invalidMessage={NEWSLETTER_LINK_INVALID}
      buttonLabel="Confirm subscription"
      busyLabel="Confirming..."
      result={actionData}
      done={{
        title: "Subscribed",
        subtitle: "Muddle newsletter",
        text: "You're subscribed to the Muddle newsletter: new drinks, seasonal ideas and the community's favourites, once a week.",
      }}
    />
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
