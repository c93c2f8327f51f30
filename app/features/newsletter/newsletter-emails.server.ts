/**
 * The newsletter's own e-mails (double opt-in). Every one carries an unsubscribe link that works
 * without signing in (signed token, notifications' helper, list "newsletter") and the List-Unsubscribe
 * headers, so even the confirmation e-mail lets a stranger's address be taken off for good.
 */
import { escapeUTF8 as e } from "entities";
import { listUnsubscribeHeaders, signUnsubscribeToken } from "~/features/notifications/unsubscribe-token.server";
import type { EmailMessage } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { NEWSLETTER_CONFIRM_HOURS, signNewsletterConfirmToken } from "./newsletter-token.server";

function link(path: string, token: string): string {
  const url = new URL(path, env().PUBLIC_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

export async function newsletterUnsubscribeUrl(email: string): Promise<string> {
  return link("/newsletter/unsubscribe", await signUnsubscribeToken("newsletter", email));
}

type Parts = { before: string[]; action?: [label: string, href: string]; after?: string[] };

async function compose(email: string, subject: string, { before, action, after = [] }: Parts) {
  const unsubscribe = await newsletterUnsubscribeUrl(email);
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${e(line)}</p>`).join("\n");
  const text = [
    "Hi,",
    "",
    ...before.flatMap((line) => [line, ""]),
    ...(action ? [action[1], ""] : []),
    ...after.flatMap((line) => [line, ""]),
    "Cheers,",
    "The Muddle team",
    "",
    `Unsubscribe: ${unsubscribe}`,
  ].join("\n");
  const html = `<p>Hi,</p>
${paragraphs(before)}
${action ? `<p><a href="${e(action[1])}">${e(action[0])}</a></p>` : ""}
${paragraphs(after)}
<p>Cheers,<br>The Muddle team</p>
<p style="font-size:12px;color:#666"><a href="${e(unsubscribe)}">Unsubscribe</a></p>`;
  return { to: email, subject, text, html, headers: listUnsubscribeHeaders(unsubscribe) } satisfies EmailMessage;
}

/** The double opt-in link: the address is subscribed only once it is followed. */
export async function newsletterConfirmEmail(email: string): Promise<EmailMessage> {
  const confirm = link("/newsletter/confirm", await signNewsletterConfirmToken(email));
  return compose(email, "Confirm your Muddle newsletter subscription", {
    before: [
      "Someone (hopefully you) asked to receive the Muddle newsletter at this address: new drinks, seasonal ideas and the community's favourites, once a week.",
      `Open this link to confirm. It expires in ${NEWSLETTER_CONFIRM_HOURS} hours:`,
    ],
    action: ["Confirm my subscription", confirm],
    after: ["If you didn't ask for this, ignore this e-mail: nothing is sent to this address without the link."],
  });
}

/** Sent instead of a new confirmation when the address is already subscribed (same answer on the page). */
export function newsletterAlreadySubscribedEmail(email: string): Promise<EmailMessage> {
  return compose(email, "You're already subscribed to the Muddle newsletter", {
    before: [
      "Someone asked to subscribe this address to the Muddle newsletter. It is already subscribed, so nothing changed.",
      "If you would rather not receive it, use the unsubscribe link below.",
    ],
  });
}
