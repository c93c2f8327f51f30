/**
 * The e-mails about a member's account: the reset link, the sign-up confirmation link, and the
 * notice to an owner whose address someone tried to sign up with. Each kind has a quiet cap per
 * account (RATE_LIMITS): over it nothing is sent, and whoever asked gets the same answer as always.
 */
import { type EmailMessage, sendEmail } from "~/lib/email.server";
import { env } from "~/lib/env.server";
import { type RateLimitRule, withinRateLimit } from "~/lib/rate-limit.server";

type Recipient = { email: string; name?: string | null };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One message in plain text and HTML from paragraphs; `link` becomes the HTML's button. */
function compose(to: Recipient, subject: string, parts: { before: string[]; link: [string, string]; after: string[] }) {
  const greeting = to.name ? `Hi ${to.name},` : "Hi,";
  const [label, href] = parts.link;
  const text = [greeting, "", ...parts.before.flatMap((p) => [p, ""]), href, "", ...parts.after.flatMap((p) => [p, ""])]
    .concat(["Cheers,", "The Muddle team"])
    .join("\n");
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
${paragraphs(parts.before)}
<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>
<p>If the button doesn't work, copy this address into your browser:<br>${escapeHtml(href)}</p>
${paragraphs(parts.after)}
<p>Cheers,<br>The Muddle team</p>`;
  return { to: to.email, subject, text, html } satisfies EmailMessage;
}

export function pageLink(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return `${env().PUBLIC_URL}${path}?${query}`;
}

/** The forgot-password e-mail. The link opens our /reset-password page. */
export function resetPasswordEmail(user: Recipient, link: string) {
  return compose(user, "Reset your Muddle password", {
    before: [
      "Someone (hopefully you) asked to reset the password of your Muddle account.",
      "Open this link to choose a new password. It works once and expires in 1 hour:",
    ],
    link: ["Choose a new password", link],
    after: ["If you didn't ask for this, you can ignore this e-mail: your password stays the same."],
  });
}

/** The sign-up confirmation: the link signs the new member in (routes/signup.verify.tsx). */
export function confirmSignUpEmail(user: Recipient, link: string) {
  return compose(user, "Finish creating your Muddle account", {
    before: [
      "Thanks for joining Muddle! Open this link to confirm your e-mail address and finish creating your account. It expires in 24 hours:",
    ],
    link: ["Finish creating my account", link],
    after: ["If you didn't sign up for Muddle, you can ignore this e-mail: no account is created without it."],
  });
}

/** Settings → Account (issue 17): confirming the address, or a new one, of a signed-in member. */
export function confirmAddressEmail(user: Recipient, link: string) {
  return compose(user, "Confirm your email address for Muddle", {
    before: ["Open this link to confirm that this is your email address on Muddle. It expires in 24 hours:"],
    link: ["Confirm my email address", link],
    after: ["If you didn't ask for this, you can ignore this e-mail: nothing changes without it."],
  });
}

/** Sent instead of a confirmation when the address already has an account (no enumeration). */
export function signUpAttemptNoticeEmail(user: Recipient) {
  const signIn = `${env().PUBLIC_URL}/login`;
  const reset = `${env().PUBLIC_URL}/forgot-password`;
  return compose(user, "Someone tried to sign up with your address", {
    before: [
      "Someone tried to create a Muddle account with your address. If it was you, sign in or reset your password:",
      `Sign in: ${signIn}`,
    ],
    link: ["Reset your password", reset],
    after: ["If it wasn't you, you can ignore this e-mail: your account is unchanged and nobody was signed in."],
  });
}

// E-mails go out in the background: waiting for the mail server only when an account exists would
// let response times reveal who is a member. Kept here so tests and shutdown can wait for them.
const inFlight = new Set<Promise<void>>();

/**
 * Sends `message` in the background unless the account is over its quiet cap for this kind of
 * e-mail (`rule`, keyed by the normalised address). Never throws and never tells the caller.
 */
export function sendAccountEmail(rule: RateLimitRule, message: EmailMessage): void {
  const address = message.to.trim().toLowerCase();
  const job = (async () => {
    if (!(await withinRateLimit(rule, address))) return;
    await sendEmail(message);
  })()
    .catch((error) => console.error(`Could not send "${message.subject}" to ${message.to}:`, error))
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/** Resolves once every account e-mail started so far has been sent or skipped. */
export async function accountEmailsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}
