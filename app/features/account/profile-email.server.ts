/** profiles.email mirrors the account's confirmed address (part 2 §3, issue 17). */
import { eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";

export async function syncProfileEmail(memberId: string): Promise<void> {
  const [row] = await db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, memberId));
  if (row) await db.update(schema.profiles).set({ email: row.email }).where(eq(schema.profiles.id, memberId));
}
