/** Reads of a member's own bar. Every query is scoped to the member asking. */
import { count, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";

export async function countBarItems(memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schema.bar_inventory)
    .where(eq(schema.bar_inventory.user_id, memberId));
  return row?.n ?? 0;
}
