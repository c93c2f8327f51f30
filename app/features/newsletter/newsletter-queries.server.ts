/** Where a member's account address stands with the newsletter (the Newsletter switch's state). */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { NewsletterStatus } from "./newsletter-schema";

export async function memberNewsletterStatus(viewerId: string): Promise<NewsletterStatus> {
  const result = await db.execute<{ status: string }>(sql`
    select s.status from newsletter_subscriptions s
    join "user" u on lower(u.email) = s.email
    where u.id = ${viewerId}`);
  const status = result.rows[0]?.status;
  return status === "subscribed" || status === "pending" ? status : "not_subscribed";
}
