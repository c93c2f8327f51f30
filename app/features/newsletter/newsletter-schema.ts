/** The home page's newsletter box (part 1 §2, §5: email required and of email format). */
import { z } from "zod";

export const NewsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});

/** Whether the newsletter reaches an address: "pending" until the link in the confirmation e-mail is followed. */
export type NewsletterStatus = "subscribed" | "pending" | "not_subscribed";

/** One answer whether or not the address was known, so the box cannot be used to probe for subscribers. */
export const NEWSLETTER_CHECK_INBOX =
  "Almost there! Check your inbox and follow the link to confirm your subscription.";

/** The e-mailed links refused (forged, altered, expired, or no longer applicable). */
export const NEWSLETTER_LINK_INVALID =
  "This link is invalid or has expired. Subscribe again from the home page to get a new one.";
export const NEWSLETTER_UNSUBSCRIBE_LINK_INVALID =
  "This unsubscribe link is invalid or has expired. Use the link in a newer newsletter e-mail, or sign in and turn the Newsletter switch off in your notification settings.";
