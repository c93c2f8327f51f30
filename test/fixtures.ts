/** Rows the integration tests need again and again, written straight to the test's own database. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";

const { ingredients, bar_inventory } = schema;

/** A member (auth user and profile) without a password, for feature functions that take an actor. */
/**
 * A member with a confirmed address who joined two days ago: past the new-member limits (issue 21).
 * `{ joined: new Date() }` makes a new member.
 */
export async function createMember(
  username: string,
  { joined = new Date(Date.now() - 2 * 86_400_000), verified = true }: { joined?: Date; verified?: boolean } = {},
): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insert(schema.user)
    .values({ id, name: username, email: `${username}@example.com`, emailVerified: verified, createdAt: joined });
  await db.insert(schema.profiles).values({ id, username, slug: username.toLowerCase() });
  return { id };
}

/** Confirms a member's address as their e-mailed link would (sign-in requires it, issue 11). */
export async function confirmEmail(email: string): Promise<void> {
  await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.email, email.toLowerCase()));
}

export async function ingredientId(name: string): Promise<string> {
  const [row] = await db.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.name, name));
  if (!row) throw new Error(`No ingredient named ${name}`);
  return row.id;
}

/** A shared catalogue ingredient; `parent` names the generic it is a variant of. */
export async function createIngredient(
  name: string,
  options: { category?: string; parent?: string; abv?: number; unitType?: "volume" | "weight" | "unit" } = {},
): Promise<string> {
  const [row] = await db
    .insert(ingredients)
    .values({
      name,
      category: options.category ?? "other",
      unit_type: options.unitType ?? "volume",
      abv: options.abv ?? null,
      parent_id: options.parent ? await ingredientId(options.parent) : null,
      shared: true,
    })
    .returning({ id: ingredients.id });
  return row?.id as string;
}

/** Puts these catalogue ingredients in the member's bar at this quantity (setting it if already there). */
export async function stockBar(memberId: string, names: string[], quantity = 1) {
  for (const name of names) {
    await db
      .insert(bar_inventory)
      .values({ user_id: memberId, ingredient_id: await ingredientId(name), quantity })
      .onConflictDoUpdate({ target: [bar_inventory.user_id, bar_inventory.ingredient_id], set: { quantity } });
  }
}
