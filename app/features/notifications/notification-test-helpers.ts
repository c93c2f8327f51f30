/** Rows for the notification delivery tests: members, a recipe, and outbox rows as events write them. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { NotificationPreferences } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { readOutbox } from "~/lib/email.server";
import { createMember } from "../../../test/fixtures";
import type { NotificationKind } from "./notification-kinds";

export async function recipeOf(ownerId: string, name: string): Promise<string> {
  const id = randomUUID();
  await db.insert(schema.recipes).values({ id, user_id: ownerId, name, slug: name.toLowerCase().replace(/\W+/g, "-") });
  return id;
}

export async function notify(recipientId: string, actorId: string, kind: NotificationKind, recipeId?: string) {
  await db
    .insert(schema.notifications)
    .values({ recipient_id: recipientId, actor_id: actorId, kind, recipe_id: recipeId });
}

export async function setPreferences(memberId: string, changes: Partial<NotificationPreferences>) {
  const [row] = await db
    .select({ preferences: schema.profiles.notification_preferences })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, memberId));
  await db
    .update(schema.profiles)
    .set({ notification_preferences: { ...row?.preferences, ...changes } as NotificationPreferences })
    .where(eq(schema.profiles.id, memberId));
}

export async function unemailed(recipientId: string): Promise<number> {
  const rows = await db
    .select({ emailed: schema.notifications.emailed_at })
    .from(schema.notifications)
    .where(eq(schema.notifications.recipient_id, recipientId));
  return rows.filter((row) => row.emailed === null).length;
}

export async function mailFor(username: string) {
  return (await readOutbox()).filter((message) => message.to === `${username}@example.com`);
}

let counter = 0;
/** A recipe owner and a member who acts on it, with unique names per call. */
export async function ownerAndFan(prefix: string) {
  counter += 1;
  const n = counter;
  const owner = await createMember(`${prefix}owner${n}`);
  const fan = await createMember(`${prefix}fan${n}`);
  const recipe = await recipeOf(owner.id, `Negroni ${prefix}${n}`);
  return { owner, ownerName: `${prefix}owner${n}`, fan, fanName: `${prefix}fan${n}`, recipe };
}
