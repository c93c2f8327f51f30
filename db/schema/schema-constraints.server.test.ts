/** The database itself refuses duplicates and impossible rows, whatever the application does. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { setupTestDatabase } from "../../test/database";

setupTestDatabase();

async function member(username: string) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${id}@example.com` });
  await db.insert(schema.profiles).values({ id, username, slug: username.toLowerCase() });
  return id;
}

async function recipe(userId: string, slug: string) {
  const [row] = await db.insert(schema.recipes).values({ user_id: userId, slug, name: slug }).returning();
  if (!row) throw new Error("recipe not created");
  return row.id;
}

async function expectUniqueViolation(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isUniqueViolation(error), String(error)).toBe(true);
}

async function expectRefused(write: Promise<unknown>) {
  await expect(write).rejects.toThrow();
}

describe("schema constraints", () => {
  it("usernames are unique whatever their case", async () => {
    await member("Mixer_One");
    const id = randomUUID();
    await db.insert(schema.user).values({ id, name: "x", email: `${id}@example.com` });
    await expectUniqueViolation(db.insert(schema.profiles).values({ id, username: "mixer_one", slug: "mixer_one-2" }));
  });

  it("usernames must match the allowed format", async () => {
    const id = randomUUID();
    await db.insert(schema.user).values({ id, name: "x", email: `${id}@example.com` });
    await expectRefused(db.insert(schema.profiles).values({ id, username: "no spaces", slug: "no-spaces" }));
  });

  it("one like, one save and one rating per member and recipe, ratings 1 to 5", async () => {
    const author = await member("author_a");
    const fan = await member("fan_a");
    const recipeId = await recipe(author, "negroni");
    await db.insert(schema.recipe_likes).values({ recipe_id: recipeId, user_id: fan });
    await expectUniqueViolation(db.insert(schema.recipe_likes).values({ recipe_id: recipeId, user_id: fan }));
    await db.insert(schema.recipe_saves).values({ recipe_id: recipeId, user_id: fan });
    await expectUniqueViolation(db.insert(schema.recipe_saves).values({ recipe_id: recipeId, user_id: fan }));
    await db.insert(schema.recipe_ratings).values({ recipe_id: recipeId, user_id: fan, rating: 5 });
    await expectUniqueViolation(
      db.insert(schema.recipe_ratings).values({ recipe_id: recipeId, user_id: fan, rating: 4 }),
    );
    const other = await member("fan_b");
    await expectRefused(db.insert(schema.recipe_ratings).values({ recipe_id: recipeId, user_id: other, rating: 6 }));
    await expectRefused(db.insert(schema.recipe_ratings).values({ recipe_id: recipeId, user_id: other, rating: 0 }));
  });

  it("a recipe slug is unique per author, not across authors", async () => {
    const a = await member("author_b");
    const b = await member("author_c");
    await recipe(a, "daiquiri");
    await expectUniqueViolation(recipe(a, "daiquiri"));
    await expect(recipe(b, "daiquiri")).resolves.toBeTruthy();
  });

  it("one follow per pair, and nobody follows themselves", async () => {
    const a = await member("follower_a");
    const b = await member("followed_b");
    await db.insert(schema.followers).values({ follower_id: a, following_id: b });
    await expectUniqueViolation(db.insert(schema.followers).values({ follower_id: a, following_id: b }));
    await expectRefused(db.insert(schema.followers).values({ follower_id: a, following_id: a }));
  });

  it("collection slugs are unique across the site", async () => {
    const a = await member("collector_a");
    const b = await member("collector_b");
    await db.insert(schema.collections).values({ user_id: a, name: "Tiki", slug: "tiki" });
    await expectUniqueViolation(db.insert(schema.collections).values({ user_id: b, name: "Tiki", slug: "tiki" }));
  });

  it("ingredient names are unique among shared entries and per member, case-insensitively; bar items are unique", async () => {
    const [gin] = await db
      .insert(schema.ingredients)
      .values({ name: "London Dry Gin", category: "gin", unit_type: "volume", shared: true })
      .returning();
    await expectUniqueViolation(db.insert(schema.ingredients).values({ name: "london dry gin", shared: true }));
    const owner = await member("bar_owner");
    const other = await member("bar_other");
    // Two members may each keep a private entry of one name, but not two of their own.
    await db.insert(schema.ingredients).values({ name: "Yuzu Sake", created_by: owner });
    await db.insert(schema.ingredients).values({ name: "yuzu sake", created_by: other });
    await expectUniqueViolation(db.insert(schema.ingredients).values({ name: "YUZU SAKE", created_by: owner }));
    await db.insert(schema.bar_inventory).values({ user_id: owner, ingredient_id: gin!.id });
    await expectUniqueViolation(db.insert(schema.bar_inventory).values({ user_id: owner, ingredient_id: gin!.id }));
  });

  it("deleting a member removes their profile, recipes and activity", async () => {
    const a = await member("leaving_a");
    const b = await member("staying_b");
    const recipeId = await recipe(a, "gimlet");
    await db.insert(schema.recipe_likes).values({ recipe_id: recipeId, user_id: b });
    await db.insert(schema.followers).values({ follower_id: b, following_id: a });
    await db.delete(schema.user).where(eq(schema.user.id, a));
    expect(await db.select().from(schema.recipes).where(eq(schema.recipes.id, recipeId))).toHaveLength(0);
    expect(await db.select().from(schema.recipe_likes).where(eq(schema.recipe_likes.recipe_id, recipeId))).toHaveLength(
      0,
    );
    expect(await db.select().from(schema.followers).where(eq(schema.followers.following_id, a))).toHaveLength(0);
    expect(await db.select().from(schema.profiles).where(eq(schema.profiles.id, b))).toHaveLength(1);
  });
});
