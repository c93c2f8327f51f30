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
