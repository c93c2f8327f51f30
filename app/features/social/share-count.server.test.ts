import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { NotFound, TooManyRequests } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { countRecipeShare, type ShareVisitor } from "./share-count.server";

setupTestDatabase();

async function member(username: string) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(schema.profiles).values({ id, username, slug: username.toLowerCase() });
  return { id };
}

const input = RecipeInput.parse({ name: "Negroni", ingredients: [{ name: "Gin", quantity: 1, unit: "oz" }] });
let author: { id: string };
let published: string;

beforeAll(async () => {
  author = await member("share_author");
  published = (await createRecipe(author, input)).id;
  await setRecipeStatus(author, published, "published");
});

async function shares(id: string) {
  const [row] = await db.select().from(schema.recipes).where(eq(schema.recipes.id, id));
  return row!.shares_count;
}

let addresses = 0;
/** A guest on an address no other test uses. */
const guest = (): ShareVisitor => ({
  memberId: null,
  clientIp: `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}`,
});

async function publishedRecipe(name: string) {
  const id = (await createRecipe(author, { ...input, name })).id;
  await setRecipeStatus(author, id, "published");
  return id;
}

describe("countRecipeShare", () => {
  it("counts a share once per visitor and recipe a day, however often they share, and refuses a flood", async () => {
    const visitor = guest();
    expect(await countRecipeShare(published, visitor)).toEqual({ shares_count: 1 });
    // The rest of the flood cap's minute: quietly not counted, and the sharer still sees the count.
    for (let i = 1; i < 30; i++) expect(await countRecipeShare(published, visitor)).toEqual({ shares_count: 1 });
    // Past 30 a minute from one address: refused outright.
    const refused = await countRecipeShare(published, visitor).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).status).toBe(429);
    expect(await shares(published)).toBe(1);
  });

  it("counts each visitor once, even when many share at once", async () => {
    const recipe = await publishedRecipe("Crowd Negroni");
    await Promise.all(Array.from({ length: 20 }, () => countRecipeShare(recipe, guest())));
    expect(await shares(recipe)).toBe(20);
  });

  it("counts a signed-in member once wherever they share from, and a recipe apart from the others", async () => {
    const recipe = await publishedRecipe("Travelling Negroni");
    const other = await publishedRecipe("Other Negroni");
    const sharer = await member("share_member");
    await countRecipeShare(recipe, { memberId: sharer.id, clientIp: guest().clientIp });
    await countRecipeShare(recipe, { memberId: sharer.id, clientIp: guest().clientIp });
    await countRecipeShare(other, { memberId: sharer.id, clientIp: guest().clientIp });
    expect(await shares(recipe)).toBe(1);
    expect(await shares(other)).toBe(1);
  });

  it("counts again the next day", async () => {
    const recipe = await publishedRecipe("Daily Negroni");
    const visitor = guest();
    await countRecipeShare(recipe, visitor);
    await countRecipeShare(recipe, visitor);
    // A day on: the visitor's window for this recipe has passed.
    await db.execute(
      sql`update request_limits set window_started_at = now() - interval '25 hours' where key like ${`shareOnce/%:${recipe}:%`}`,
    );
    expect(await countRecipeShare(recipe, visitor)).toEqual({ shares_count: 2 });
  });

  it("refuses drafts, private recipes and unknown ids without counting", async () => {
    const draft = (await createRecipe(author, { ...input, name: "Draft Negroni" })).id;
    await expect(countRecipeShare(draft, guest())).rejects.toBeInstanceOf(NotFound);
    expect(await shares(draft)).toBe(0);

    const hidden = await publishedRecipe("Private Negroni");
    await setRecipeVisibility(author, hidden, "private");
    await expect(countRecipeShare(hidden, guest())).rejects.toBeInstanceOf(NotFound);
    expect(await shares(hidden)).toBe(0);

    await expect(countRecipeShare(randomUUID(), guest())).rejects.toBeInstanceOf(NotFound);
    await expect(countRecipeShare("not-a-uuid", guest())).rejects.toBeInstanceOf(NotFound);
  });
});
