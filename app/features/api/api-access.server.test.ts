/**
 * The public API's access rules (issue 22): anonymous callers, tokens without the scope, another
 * member's token, expired and revoked tokens. No private, draft, followers-only or hidden data leaves,
 * and nothing is written outside the token's member and scopes.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccountData } from "~/features/account/account-deletion.server";
import { createPost } from "~/features/feed/post-mutations.server";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { storeRecipeImage } from "~/features/recipes/recipe-upload.server";
import { setRecipeSaved } from "~/features/social/recipe-reactions.server";
import type { Visibility } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { callApi, tokenFor } from "./api-test-client";
import { revokeApiToken } from "./token-mutations.server";

setupTestDatabase();

type Member = { id: string; username: string };
async function member(prefix: string): Promise<Member> {
  const username = `${prefix}_${randomUUID().slice(0, 6)}`;
  return { ...(await createMember(username)), username };
}

async function recipe(owner: Member, name: string, visibility: Visibility, publish = true) {
  const input = RecipeInput.parse({ name, visibility, ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] });
  const created = await createRecipe(owner, input);
  if (publish) await setRecipeStatus(owner, created.id, "published");
  return created;
}

/** What a stranger tries to write over someone's recipe. */
const TAKEN_OVER = { name: "Mine now", ingredients: [{ name: "Gin" }] };

let owner: Member;
let follower: Member;
let stranger: Member;
const ids: Record<string, string> = {};
let ownerToken: string;
let followerToken: string;
let strangerToken: string;

beforeAll(async () => {
  owner = await member("api_owner");
  follower = await member("api_fan");
  stranger = await member("api_other");
  await followMember(follower, owner.username);
  ids.public = (await recipe(owner, "Open Sour", "public")).id;
  ids.followers = (await recipe(owner, "Velvet Hour", "followers")).id;
  ids.private = (await recipe(owner, "Closet Fizz", "private")).id;
  ids.draft = (await recipe(owner, "Unfinished Flip", "public", false)).id;
  ids.hidden = (await recipe(owner, "Reported Punch", "public")).id;
  await db.update(schema.recipes).set({ moderation: "hidden" }).where(eq(schema.recipes.id, ids.hidden));
  ownerToken = await tokenFor(owner);
  followerToken = await tokenFor(follower);
  strangerToken = await tokenFor(stranger);
});

describe("who sees which recipe through GET /recipes/{id}", () => {
  const expected: Record<string, Record<"anonymous" | "stranger" | "follower" | "owner", boolean>> = {
    public: { anonymous: true, stranger: true, follower: true, owner: true },
    followers: { anonymous: false, stranger: false, follower: true, owner: true },
    private: { anonymous: false, stranger: false, follower: false, owner: true },
    draft: { anonymous: false, stranger: false, follower: false, owner: true },
    hidden: { anonymous: false, stranger: false, follower: false, owner: true },
  };
  for (const [kind, row] of Object.entries(expected)) {
    for (const [who, sees] of Object.entries(row)) {
      it(`${who} ${sees ? "sees" : "does not see"} a ${kind} recipe`, async () => {
        const token = { anonymous: undefined, stranger: strangerToken, follower: followerToken, owner: ownerToken }[
          who
        ];
        const response = await callApi("GET", `/recipes/${ids[kind]}`, { token });
        expect(response.status).toBe(sees ? 200 : 404);
        if (sees) expect(response.json.id).toBe(ids[kind]);
        else expect(response.json.error).toMatchObject({ type: "not_found", code: "not_found" });
      });
    }
  }
});

describe("who reads which post", () => {
  it("gives a followers-only post to its author's followers alone, and a hidden one to nobody", async () => {
    const open = await createPost(owner, { content: "Open bar tonight." });
    const close = await createPost(owner, { content: "Just for followers: the house sour.", audience: "followers" });
    const pulled = await createPost(owner, { content: "Pulled by moderators." });
    await db
      .update(schema.community_posts)
      .set({ moderation: "hidden" })
      .where(eq(schema.community_posts.id, pulled.id));
    const sees = async (token: string | undefined, id: string) =>
      (await callApi("GET", `/posts/${id}`, { token })).status;
    expect([await sees(undefined, open.id), await sees(undefined, close.id)]).toEqual([200, 404]);
    expect([await sees(strangerToken, close.id), await sees(followerToken, close.id)]).toEqual([404, 200]);
    for (const token of [undefined, strangerToken, followerToken, ownerToken])
      expect(await sees(token, pulled.id)).toBe(404);
    const latest = async (token: string | undefined) =>
      (await callApi("GET", "/posts?tab=discover&limit=100", { token })).json.items.map((p: { id: string }) => p.id);
    expect(await latest(undefined)).toContain(open.id);
    expect(await latest(undefined)).not.toContain(close.id);
    expect(await latest(undefined)).not.toContain(pulled.id);
    const following = await callApi("GET", "/posts?tab=following&limit=100", { token: followerToken });
    expect(following.json.items.map((p: { id: string }) => p.id)).toContain(close.id);
    // A token without posts:read is refused, naming the scope.
    const narrow = await tokenFor(follower, ["recipes:read"]);
    const refused = await callApi("GET", `/posts/${close.id}`, { token: narrow });
    expect([refused.status, refused.headers.get("X-Accepted-Scopes")]).toEqual([403, "posts:read"]);
  });
});

describe("listing", () => {
  it("lists only listed recipes for anyone, whoever asks", async () => {
    for (const token of [undefined, ownerToken, followerToken]) {
      const response = await callApi("GET", "/recipes?limit=100", { token });
      expect(response.status).toBe(200);
      const names = response.json.items.map((r: { name: string }) => r.name);
      expect(names).toContain("Open Sour");
      for (const hidden of ["Velvet Hour", "Closet Fizz", "Unfinished Flip", "Reported Punch"]) {
        expect(names).not.toContain(hidden);
      }
    }
  });

  it("lists the member's own drafts and private recipes on /me/recipes, and nobody else's", async () => {
    const mine = await callApi("GET", "/me/recipes?limit=100", { token: ownerToken });
    expect(mine.json.items.map((r: { name: string }) => r.name).sort()).toEqual(
      ["Closet Fizz", "Open Sour", "Reported Punch", "Unfinished Flip", "Velvet Hour"].sort(),
    );
    const drafts = await callApi("GET", "/me/recipes?status=draft", { token: ownerToken });
    expect(drafts.json.items).toEqual([expect.objectContaining({ name: "Unfinished Flip", status: "draft" })]);
    const theirs = await callApi("GET", "/me/recipes", { token: strangerToken });
    expect(theirs.json.items).toEqual([]);
  });

  it("refuses /me/recipes without a token", async () => {
    const response = await callApi("GET", "/me/recipes");
    expect(response.status).toBe(401);
    expect(response.json.error).toMatchObject({ type: "authentication_error", code: "missing_token" });
    expect(response.headers.get("WWW-Authenticate")).toContain("Bearer");
  });
});

describe("tokens", () => {
  it("refuses a call outside the token's scopes with 403 naming the scope", async () => {
    const readOnly = await tokenFor(owner, ["recipes:read"]);
    const response = await callApi("POST", "/recipes", {
      token: readOnly,
      body: { name: "Nope", ingredients: [{ name: "Gin" }] },
    });
    expect(response.status).toBe(403);
    expect(response.json.error).toMatchObject({ type: "permission_error", code: "insufficient_scope" });
    expect(response.json.error.message).toContain("recipes:write");
    expect(response.headers.get("X-Accepted-Scopes")).toBe("recipes:write");
    const count = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Nope"));
    expect(count).toEqual([]);
  });

  it("needs the scope for public reads too when a token is sent", async () => {
    const barOnly = await tokenFor(owner, ["bar:read"]);
    expect((await callApi("GET", "/recipes", { token: barOnly })).status).toBe(403);
    expect((await callApi("GET", "/recipes")).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const token = await tokenFor(owner, ["recipes:read"]);
    await db
      .update(schema.api_tokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(schema.api_tokens.user_id, owner.id));
    const response = await callApi("GET", "/me/recipes", { token });
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe("token_expired");
    // Every token of the owner expired with that update; give the rest of the file fresh ones.
    ownerToken = await tokenFor(owner);
  });

  it("refuses a revoked token at once", async () => {
    const token = await tokenFor(owner, ["recipes:read"]);
    expect((await callApi("GET", "/me/recipes", { token })).status).toBe(200);
    const [row] = await db
      .select({ id: schema.api_tokens.id })
      .from(schema.api_tokens)
      .where(eq(schema.api_tokens.token_start, token.slice(0, 12)));
    await revokeApiToken(owner, row!.id);
    const after = await callApi("GET", "/me/recipes", { token });
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe("invalid_token");
  });

  it("refuses a token that is malformed, or well formed but unknown", async () => {
    const malformed = await callApi("GET", "/me", { token: "mdl_pat_nope" });
    expect(malformed.status).toBe(401);
    const real = await tokenFor(stranger, ["profile:read"]);
    const forged = `${real.slice(0, -7)}${real.at(-7) === "A" ? "B" : "A"}${real.slice(-6)}`;
    expect((await callApi("GET", "/me", { token: forged })).status).toBe(401);
    expect((await callApi("GET", "/me", { token: "Basic abc", headers: {} })).status).toBe(401);
  });

  it("does not let another member's token change or remove someone's bar item", async () => {
    const added = await callApi("POST", "/bar/items", { token: ownerToken, body: { name: "Campari" } });
    expect(added.status).toBe(201);
    const itemId = added.json.id;
    const patch = await callApi("PATCH", `/bar/items/${itemId}`, { token: strangerToken, body: { quantity: 5 } });
    expect(patch.status).toBe(404);
    expect((await callApi("DELETE", `/bar/items/${itemId}`, { token: strangerToken })).status).toBe(404);
    const bar = await callApi("GET", "/bar", { token: ownerToken });
    expect(bar.json.items).toEqual([expect.objectContaining({ id: itemId, quantity: 1 })]);
  });

  it("does not let another member's token publish, hide or delete someone's recipe", async () => {
    // One they cannot see is not found; one they can see is not theirs to change.
    for (const [method, path, body, status] of [
      ["POST", `/recipes/${ids.draft}/publish`, undefined, 404],
      ["DELETE", `/recipes/${ids.private}`, undefined, 404],
      ["PUT", `/recipes/${ids.public}/visibility`, { visibility: "private" }, 403],
      ["DELETE", `/recipes/${ids.public}`, undefined, 403],
      ["PUT", `/recipes/${ids.private}`, TAKEN_OVER, 404],
      ["PUT", `/recipes/${ids.public}`, TAKEN_OVER, 403],
    ] as const) {
      const response = await callApi(method, path, { token: strangerToken, body });
      expect(response.status, `${method} ${path}`).toBe(status);
    }
    const [draft] = await db
      .select()
      .from(schema.recipes)
      .where(eq(schema.recipes.id, ids.draft as string));
    expect(draft?.status).toBe("draft");
    const kept = await callApi("GET", `/recipes/${ids.public}`);
    expect(kept.status).toBe(200);
    expect(kept.json.content.name).not.toBe(TAKEN_OVER.name);
  });

  it("puts a recipe back as it got it without losing a stored photo or its thumbnail", async () => {
    const photo = await storeRecipeImage(
      owner,
      await sharp({ create: { width: 300, height: 200, channels: 3, background: "#a33" } })
        .png()
        .toBuffer(),
    );
    const input = RecipeInput.parse({
      name: "Photo Sour",
      images: [photo],
      ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }],
    });
    const { id } = await createRecipe(owner, input);
    const got = await callApi("GET", `/recipes/${id}`, { token: ownerToken });
    expect(got.json.content.images[0].url).toMatch(/^http:\/\/.+\/uploads\/recipe-images\//);
    const put = await callApi("PUT", `/recipes/${id}`, {
      token: ownerToken,
      body: { ...got.json.content, description: "Now with a story." },
    });
    expect(put.status).toBe(200);
    const [row] = await db
      .select({ url: schema.recipes.image_url, thumbnail: schema.recipes.thumbnail_url })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, id));
    expect(row).toEqual({ url: photo.url, thumbnail: photo.thumbnail_url });
    for (const url of [photo.url, photo.thumbnail_url]) {
      expect(await storage().get("recipe-images", url.replace("/uploads/recipe-images/", ""))).not.toBeNull();
    }
    expect(put.json.content.description).toBe("Now with a story.");
    // Another member's stored photo cannot be slipped in.
    const strangers = await storeRecipeImage(
      stranger,
      await sharp({ create: { width: 50, height: 50, channels: 3, background: "#333" } })
        .png()
        .toBuffer(),
    );
    const slipped = await callApi("PUT", `/recipes/${id}`, {
      token: ownerToken,
      body: { ...got.json.content, images: [{ url: `http://localhost:3000${strangers.url}` }] },
    });
    expect(slipped.status).toBeGreaterThanOrEqual(400);
    expect((await callApi("GET", `/recipes/${id}`, { token: ownerToken })).json.content.images).toHaveLength(1);
  });

  it("lists a saved recipe only while its author lets the member see it", async () => {
    const followersOnly = ids.followers as string;
    await setRecipeSaved(follower, followersOnly, true);
    const saved = async () =>
      (await callApi("GET", "/me/saved", { token: followerToken })).json.items.map((r: { id: string }) => r.id);
    expect(await saved()).toEqual([ids.followers]);
    await setRecipeVisibility(owner, followersOnly, "private");
    expect(await saved()).toEqual([]);
    await setRecipeVisibility(owner, followersOnly, "followers");
  });

  it("keeps private collections to their owner and another member's out of their hands", async () => {
    const secret = await callApi("POST", "/collections", {
      token: ownerToken,
      body: { name: `Secret shelf ${randomUUID().slice(0, 4)}`, visibility: "private" },
    });
    expect(secret.status).toBe(201);
    const id = secret.json.id;
    expect((await callApi("GET", `/collections/${id}`)).status).toBe(404);
    expect((await callApi("GET", `/collections/${id}`, { token: strangerToken })).status).toBe(404);
    expect((await callApi("GET", `/collections/${id}`, { token: ownerToken })).status).toBe(200);
    const listed = await callApi("GET", "/collections?limit=100");
    expect(listed.json.items.map((c: { id: string }) => c.id)).not.toContain(id);
    const mine = await callApi("GET", "/me/collections", { token: ownerToken });
    expect(mine.json.items.map((c: { id: string }) => c.id)).toContain(id);
    expect(
      (await callApi("PATCH", `/collections/${id}`, { token: strangerToken, body: { name: "Mine now" } })).status,
    ).toBe(404);
    expect((await callApi("DELETE", `/collections/${id}`, { token: strangerToken })).status).toBe(404);
    // A stranger's own collection cannot take the owner's recipe.
    const theirs = await callApi("POST", "/collections", { token: strangerToken, body: { name: "Borrowed" } });
    const borrow = await callApi("PUT", `/collections/${theirs.json.id}/recipes/${ids.public}`, {
      token: strangerToken,
    });
    expect(borrow.status).toBe(422);
    expect((await callApi("GET", `/collections/${id}`, { token: ownerToken })).json.name).toMatch(/^Secret shelf/);
  });

  it("shows the member's own draft inside their collection only to a token that reads recipes", async () => {
    const made = await callApi("POST", "/collections", { token: ownerToken, body: { name: "Drafts shelf" } });
    await callApi("PUT", `/collections/${made.json.id}/recipes/${ids.draft}`, { token: ownerToken });
    const collectionsOnly = await tokenFor(owner, ["collections:read"]);
    const narrow = await callApi("GET", `/collections/${made.json.id}`, { token: collectionsOnly });
    expect(narrow.json).toMatchObject({ recipe_count: 0, recipes: [] });
    const wide = await callApi("GET", `/collections/${made.json.id}`, { token: ownerToken });
    expect(wide.json.recipes.map((r: { id: string }) => r.id)).toEqual([ids.draft]);
  });

  it("revokes every token when the account is deleted", async () => {
    const leaving = await member("api_leaving");
    const token = await tokenFor(leaving, ["profile:read"]);
    expect((await callApi("GET", "/me", { token })).json.username).toBe(leaving.username);
    await deleteAccountData(leaving.id);
    expect((await callApi("GET", "/me", { token })).status).toBe(401);
    const left = await db.select().from(schema.api_tokens).where(eq(schema.api_tokens.user_id, leaving.id));
    expect(left).toEqual([]);
  });
});
