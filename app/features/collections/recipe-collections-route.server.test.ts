/**
 * The "Add to Collection" dialog's endpoint (/bar/recipes/{recipeId}/collections, part 2 §2, §4, §5),
 * called as the browser calls it, with a real session cookie: only the recipe's author is answered,
 * only their own collections can be chosen, and a collection made there is private and holds the recipe.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { action, loader } from "~/routes/bar.recipes.$recipeId.collections";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createCollection } from "./collection-mutations.server";
import { MESSAGES, NAME_REQUIRED, UNKNOWN_COLLECTIONS } from "./collection-schema";
import type { PickableCollection } from "./collection-types";

setupTestDatabase();

const ORIGIN = "http://localhost:3000";
const { collections, collection_recipes, profiles } = schema;

type Member = { id: string; cookie: string };
let author: Member;
let stranger: Member;
let recipeId: string;
let summer: string;
let winter: string;
let strangers: string;

/** What a loader or action answered: `data()` carries its status; a plain object is a 200. */
type Answer = { status: number; body: Record<string, unknown> };
function read(result: unknown): Answer {
  const value = result as { type?: string; data?: Record<string, unknown>; init?: { status?: number } | null };
  if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: value.data ?? {} };
  return { status: 200, body: result as Record<string, unknown> };
}

const path = (id: string) => `/bar/recipes/${id}/collections`;
const args = (request: Request, id: string) => ({ request, params: { recipeId: id }, context: {} }) as never;

async function get(member: Member | null, id = recipeId): Promise<Answer> {
  const headers = member ? { Cookie: member.cookie } : undefined;
  return read(await loader(args(new Request(`${ORIGIN}${path(id)}`, { headers }), id)));
}

async function post(member: Member, fields: [string, string][], id = recipeId): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const request = new Request(`${ORIGIN}${path(id)}`, { method: "POST", body, headers: { Cookie: member.cookie } });
  return read(await action(args(request, id)));
}

const save = (member: Member, ids: string[], id = recipeId) =>
  post(member, [["intent", "save"], ...ids.map((c): [string, string] => ["collectionId", c])], id);

async function member(username: string, ip: string): Promise<Member> {
  const { cookie } = await signUpConfirmed({ username, email: `${username}@example.com` }, ip);
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, username));
  if (!row) throw new Error(`no profile for ${username}`);
  return { id: row.id, cookie };
}

/** The collections holding the recipe, by name. */
async function holding(id = recipeId): Promise<string[]> {
  const rows = await db
    .select({ name: collections.name })
    .from(collection_recipes)
    .innerJoin(collections, eq(collections.id, collection_recipes.collection_id))
    .where(eq(collection_recipes.recipe_id, id));
  return rows.map((r) => r.name).sort();
}

beforeAll(async () => {
  author = await member("collector", "10.79.0.1");
  stranger = await member("snooper", "10.79.0.2");
  const input = RecipeInput.parse({ name: "Daiquiri", ingredients: [{ name: "White rum" }, { name: "Lime juice" }] });
  recipeId = (await createRecipe(author, { ...input, visibility: "public" })).id;
  summer = (await createCollection(author, { name: "Summer", visibility: "public" })).id;
  winter = (await createCollection(author, { name: "Winter", visibility: "private" })).id;
  strangers = (await createCollection(stranger, { name: "Snooper's picks", visibility: "public" })).id;
}, 60_000);

describe("the Add to Collection endpoint", () => {
  it("lists the author's own collections with their audience, none chosen yet", async () => {
    const { status, body } = await get(author);
    expect(status).toBe(200);
    const listed = body.collections as PickableCollection[];
    expect(listed.map((c) => [c.name, c.visibility, c.selected]).sort()).toEqual([
      ["Summer", "public", false],
      ["Winter", "private", false],
    ]);
  });

  it("saves the chosen set, then applies only the difference", async () => {
    expect(await save(author, [summer, winter])).toEqual({
      status: 200,
      body: { ok: true, message: MESSAGES.collectionsUpdated },
    });
    expect(await holding()).toEqual(["Summer", "Winter"]);
    const listed = (await get(author)).body.collections as PickableCollection[];
    expect(listed.every((c) => c.selected)).toBe(true);

    expect((await save(author, [winter])).status).toBe(200);
    expect(await holding()).toEqual(["Winter"]);
  });

  it("another member is told the recipe does not exist, on GET and on every POST", async () => {
    const notFound = { ok: false, formError: "Recipe not found", fieldErrors: {} };
    expect(await get(stranger)).toEqual({ status: 404, body: notFound });
    expect(await save(stranger, [strangers])).toEqual({ status: 404, body: notFound });
    expect(
      await post(stranger, [
        ["intent", "create"],
        ["name", "Stolen"],
      ]),
    ).toEqual({ status: 404, body: notFound });
    expect(await holding()).toEqual(["Winter"]);
    const mine = await db.select({ id: collections.id }).from(collections).where(eq(collections.user_id, stranger.id));
    expect(mine).toHaveLength(1);
  });

  it("an unknown recipe is not found, and a guest is sent to sign in", async () => {
    expect((await get(author, randomUUID())).status).toBe(404);
    expect((await get(author, "not-a-uuid")).status).toBe(404);
    const guest = await loader(args(new Request(`${ORIGIN}${path(recipeId)}`), recipeId)).catch((e: unknown) => e);
    expect(guest).toBeInstanceOf(Response);
    expect((guest as Response).status).toBe(302);
    expect((guest as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("saving someone else's collection is refused with a message and changes nothing", async () => {
    expect(await save(author, [summer, strangers])).toEqual({
      status: 400,
      body: { ok: false, formError: UNKNOWN_COLLECTIONS, fieldErrors: {} },
    });
    expect((await save(author, ["not-a-uuid"])).status).toBe(400);
    expect(await holding()).toEqual(["Winter"]);
    const theirs = await db.select().from(collection_recipes).where(eq(collection_recipes.collection_id, strangers));
    expect(theirs).toEqual([]);
  });

  it("creates a private collection with no description, holding the recipe", async () => {
    const { status, body } = await post(author, [
      ["intent", "create"],
      ["name", "  Tiki Night  "],
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      message: MESSAGES.createdWithRecipe,
      collection: { name: "Tiki Night", visibility: "private", selected: true },
    });
    const id = (body.collection as PickableCollection).id;
    const [row] = await db
      .select({
        is_public: collections.is_public,
        followers_only: collections.followers_only,
        description: collections.description,
      })
      .from(collections)
      .where(and(eq(collections.id, id), eq(collections.user_id, author.id)));
    expect(row).toEqual({ is_public: false, followers_only: false, description: null });
    expect(await holding()).toEqual(["Tiki Night", "Winter"]);
    const listed = (await get(author)).body.collections as PickableCollection[];
    expect(listed.find((c) => c.id === id)).toMatchObject({ selected: true, visibility: "private" });
  });

  it("a blank name is refused with the spec's message", async () => {
    const { status, body } = await post(author, [
      ["intent", "create"],
      ["name", "   "],
    ]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, fieldErrors: { name: [NAME_REQUIRED] } });
    expect(await holding()).toEqual(["Tiki Night", "Winter"]);
  });
});
