/**
 * The newsletter with double opt-in (issue 17). An address is "pending" until the link in the
 * confirmation e-mail is followed, then "subscribed"; the unsubscribe link in every newsletter
 * e-mail makes it "unsubscribed" without signing in. The home page's box answers the same whether
 * or not the address was known (no probing for subscribers), and its e-mails go out in the
 * background under a quiet cap per address. For members the Newsletter switch follows the address
 * of their account, and `notification_preferences.newsletter` mirrors it.
 */
import { type SQL, sql } from "drizzle-orm";
import { sendAccountEmail } from "~/features/auth/auth-emails.server";
import type { Viewer } from "~/features/auth/session.server";
import { verifyUnsubscribeToken } from "~/features/notifications/unsubscribe-token.server";
import { db, schema } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { newsletterAlreadySubscribedEmail, newsletterConfirmEmail } from "./newsletter-emails.server";
import {
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_UNSUBSCRIBE_LINK_INVALID,
  type NewsletterStatus,
} from "./newsletter-schema";
import { verifyNewsletterConfirmToken } from "./newsletter-token.server";

const { newsletter_subscriptions: subscriptions } = schema;

const normalised = (email: string) => email.trim().toLowerCase();

/** Writes the address's row: `status` for a new row, `onConflict` (SQL over the old row) for a known one. */
async function upsert(email: string, status: string, onConflict: Record<string, SQL>, profileId?: string) {
  const [row] = await db
    .insert(subscriptions)
    .values({ email, status, profile_id: profileId ?? null })
    .onConflictDoUpdate({
      target: subscriptions.email,
      set: { ...onConflict, ...(profileId ? { profile_id: profileId } : {}) },
    })
    .returning({ status: subscriptions.status });
  return row?.status as string;
}

/** Subscribed, unless it was already (pending or unsubscribed addresses wait for the link). */
const pendingUnlessSubscribed = {
  status: sql`case when ${subscriptions.status} = 'subscribed' then 'subscribed' else 'pending' end`,
};

/** The member whose account uses this address keeps `notification_preferences.newsletter` in step. */
async function mirrorOnProfile(email: string, on: boolean) {
  await db.execute(sql`
    update profiles set notification_preferences = notification_preferences || jsonb_build_object('newsletter', ${on}::boolean)
    where id in (select id from "user" where lower(email) = ${email})`);
}

/** The home page's box: stores the address as pending and e-mails the confirmation link. */
export async function requestNewsletterSubscription(input: { email: string }, clientIp: string): Promise<void> {
  await consumeRateLimit("newsletter", clientIp);
  const email = normalised(input.email);
  const status = await upsert(email, "pending", pendingUnlessSubscribed);
  const message =
    status === "subscribed" ? await newsletterAlreadySubscribedEmail(email) : await newsletterConfirmEmail(email);
  sendAccountEmail("newsletterEmail", message);
}

/** The confirmation link: pending becomes subscribed (again following it changes nothing). */
export async function confirmNewsletterSubscription(token: string): Promise<{ email: string }> {
  const email = await verifyNewsletterConfirmToken(token);
  if (!email) throw new Invalid(NEWSLETTER_LINK_INVALID);
  // An address unsubscribed since the link was sent stays so: the old link does not undo that.
  const [row] = await db
    .update(subscriptions)
    .set({
      status: "subscribed",
      confirmed_at: sql`case when ${subscriptions.status} = 'pending' then now() else ${subscriptions.confirmed_at} end`,
    })
    .where(sql`${subscriptions.email} = ${email} and ${subscriptions.status} in ('pending', 'subscribed')`)
    .returning({ email: subscriptions.email });
  if (!row) throw new Invalid(NEWSLETTER_LINK_INVALID);
  await mirrorOnProfile(email, true);
  return { email };
}

/** The unsubscribe link of a newsletter e-mail, signed in or not. */
export async function unsubscribeFromNewsletter(token: string): Promise<{ email: string }> {
  const email = await verifyUnsubscribeToken("newsletter", token);
  if (!email) throw new Invalid(NEWSLETTER_UNSUBSCRIBE_LINK_INVALID);
  await db
    .update(subscriptions)
    .set({ status: "unsubscribed", unsubscribed_at: sql`now()` })
    .where(sql`${subscriptions.email} = ${email} and ${subscriptions.status} <> 'unsubscribed'`);
  await mirrorOnProfile(email, false);
  return { email };
}

type Member = Pick<Viewer, "id" | "email" | "email_verified">;

/**
 * The Newsletter switch of /settings/notifications. On: a verified account address is proven, so it
 * is subscribed at once; an unverified one gets the confirmation e-mail and stays pending. Off:
 * unsubscribed. The caller's save is rate-limited (`settings`); the e-mail has its quiet cap.
 */
export async function setMemberNewsletter(viewer: Member, on: boolean): Promise<NewsletterStatus> {
  const email = normalised(viewer.email);
  let status: NewsletterStatus;
  if (!on) {
    await upsert(email, "unsubscribed", { status: sql`'unsubscribed'`, unsubscribed_at: sql`now()` }, viewer.id);
    status = "not_subscribed";
  } else if (viewer.email_verified) {
    const confirmedAt = sql`case when ${subscriptions.status} = 'subscribed' then ${subscriptions.confirmed_at} else now() end`;
    await db
      .insert(subscriptions)
      .values({ email, status: "subscribed", profile_id: viewer.id, confirmed_at: new Date() })
      .onConflictDoUpdate({
        target: subscriptions.email,
        set: { status: "subscribed", profile_id: viewer.id, confirmed_at: confirmedAt },
      });
    status = "subscribed";
  } else {
    status = (await upsert(email, "pending", pendingUnlessSubscribed, viewer.id)) as NewsletterStatus;
    if (status === "pending") sendAccountEmail("newsletterEmail", await newsletterConfirmEmail(email));
  }
  await mirrorOnProfile(email, status !== "not_subscribed");
  return status;
}
