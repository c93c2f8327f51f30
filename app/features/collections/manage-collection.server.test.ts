/**
 * The collection management page (/bar/collections/{slug}, part 2 §2, §4, §5, §6) and its recipe
 * search (/bar/collections/{slug}/recipes), called as the browser calls them, with real session
 * cookies: only the owner is answered; a stranger and a member it is shared with get the same 404 as
 * a missing collection, for the page and for every action; a guest is sent to sign in.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { action, loader } from "~/routes/bar.collections.$slug";
import { loader as recipeSearch } from "~/routes/bar.collections.$slug.recipes";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createCollection, updateCollection } from "./collection-mutations.server";
import {
  ALREADY_SHARED,
  COLLECTION_NOT_FOUND,
  EMAIL_REQUIRED,
  MESSAGES,
  SHARE_WITH_SELF,
  UNKNOWN_RECIPES,
  USER_NOT_FOUND,
} from "./collection-schema";
import { shareCollection } from "./collection-sharing.server";
import type { PickableRecipe } from "./collection-types";

setupTestDatabase();

const ORIGIN = "http://localhost:3000";
const { collections, collection_recipes, shared_collections, profiles } = schema;

type Member = { id: string; email: string; cookie: string };
let owner: Member;
let stranger: Member;
let sharee: Member;
let slug: string;
let collectionId: string;
let negroni: string;
let gimlet: string;
let draft: string;
let strangersRecipe: string;

/** What a loader or action answered: a Response (redirect, JSON), `data()` with its status, or a plain object. */
type Answer = { status: number; body: Record<string, unknown>; location: string | null; cookie: string | null };
async function read(pending: Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await pending;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    const body = text && result.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : {};
    return {
      status: result.status,
      body,
      location: result.headers.get("Location"),
      cookie: result.headers.get("Set-Cookie"),
    };
  }
  const value = result as { type?: string; data?: Record<string, unknown>; init?: { status?: number } | null };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data ?? {}, location: null, cookie: null };
  }
  return { status: 200, body: result as Record<string, unknown>, location: null, cookie: null };
}

const args = (request: Request, at: string) => ({ request, params: { slug: at }, context: {} }) as never;
const headersOf = (member: Member | null) => (member ? { Cookie: member.cookie } : undefined);

function page(member: Member | null, query = "", at = slug) {
  const request = new Request(`${ORIGIN}/bar/collections/${at}${query}`, { headers: headersOf(member) });
  return read(loader(args(request, at)));
}

function search(member: Member | null, term = "", at = slug) {
  const query = term ? `?${new URLSearchParams({ search: term })}` : "";
  const request = new Request(`${ORIGIN}/bar/collections/${at}/recipes${query}`, { headers: headersOf(member) });
  return read(recipeSearch(args(request, at)));
}

function post(member: Member | null, fields: [string, string][], at = slug) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const request = new Request(`${ORIGIN}/bar/collections/${at}`, { method: "POST", body, headers: headersOf(member) });
  return read(action(args(request, at)));
}

/** Each intent as its form posts it, with the fetcher's marker. */
const INTENTS: Record<string, [string, string][]> = {
  "set-visibility": [["visibility", "public"]],
  share: [["email", "nobody@example.com"]],
  unshare: [["memberId", randomUUID()]],
  "set-recipes": [["recipeId", randomUUID()]],
  delete: [],
};
const intent = (name: string): [string, string][] => [["intent", name], ...(INTENTS[name] ?? []), ["via", "fetcher"]];

async function member(username: string, ip: string): Promise<Member> {
  const { cookie, email } = await signUpConfirmed({ username, email: `${username}@example.com` }, ip);
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, username));
  if (!row) throw new Error(`no profile for ${username}`);
  return { id: row.id, email, cookie };
}

async function recipe(author: { id: string }, name: string, status: "published" | "draft" = "published") {
  const input = RecipeInput.parse({ name, ingredients: [{ name: "Gin" }] });
  return (await createRecipe(author, { ...input, visibility: "public" }, { status })).id;
}

/** The recipes in the collection, by id, sorted. */
async function members(): Promise<string[]> {
  const rows = await db
    .select({ id: collection_recipes.recipe_id })
    .from(collection_recipes)
    .where(eq(collection_recipes.collection_id, collectionId));
  return rows.map((r) => r.id).sort();
}

async function stored() {
  const [row] = await db
    .select({ is_public: collections.is_public, slug: collections.slug })
    .from(collections)
    .where(eq(collections.id, collectionId));
  return row;
}

async function isSharedWith(memberId: string) {
  const rows = await db
    .select()
    .from(shared_collections)
    .where(and(eq(shared_collections.collection_id, collectionId), eq(shared_collections.user_id, memberId)));
  return rows.length > 0;
}

beforeAll(async () => {
  owner = await member("curator", "10.81.0.1");
  stranger = await member("prowler", "10.81.0.2");
  sharee = await member("guestlist", "10.81.0.3");
  negroni = await recipe(owner, "Negroni");
  gimlet = await recipe(owner, "Gimlet");
  draft = await recipe(owner, "Unfinished Sour", "draft");
  strangersRecipe = await recipe(stranger, "Prowler's Punch");
  ({ id: collectionId, slug } = await createCollection(owner, { name: "Aperitivo Hour", visibility: "private" }));
  await shareCollection(owner, collectionId, sharee.email);
}, 60_000);

describe("who may open the management page", () => {
  it("the owner loads it with its audience, the people it is shared with and its recipes", async () => {
    const { status, body } = await page(owner);
    expect(status).toBe(200);
    expect(body.collection).toMatchObject({ name: "Aperitivo Hour", visibility: "private", recipe_count: 0 });
    const sharedWith = (body.collection as { shared_with: { username: string }[] }).shared_with;
    expect(sharedWith.map((p) => p.username)).toEqual(["guestlist"]);
    expect(JSON.stringify(sharedWith)).not.toContain("@example.com");
    expect(body.recipes).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("a stranger and a member it is shared with get the not-found view, as for a missing slug", async () => {
    for (const viewer of [stranger, sharee]) {
      expect(await page(viewer)).toMatchObject({ status: 404, body: { collection: null } });
    }
    expect(await page(owner, "", "no-such-collection")).toMatchObject({ status: 404, body: { collection: null } });
  });

  it("a guest is sent to sign in and brought back", async () => {
    const { status, location } = await page(null);
    expect(status).toBe(302);
    expect(location).toBe(`/login?${new URLSearchParams({ redirectTo: `/bar/collections/${slug}` })}`);
  });

  it("the recipe search answers the owner only", async () => {
    const { status, body } = await search(owner);
    expect(status).toBe(200);
    // Published recipes only: the draft is not offered.
    expect((body.recipes as PickableRecipe[]).map((r) => r.name)).toEqual(["Gimlet", "Negroni"]);
    for (const viewer of [stranger, sharee]) {
      expect(await search(viewer)).toMatchObject({ status: 404, body: { error: COLLECTION_NOT_FOUND } });
    }
    expect((await search(null)).location).toMatch(/^\/login\?/);
  });
});

describe("nobody but the owner may act on it", () => {
  for (const name of Object.keys(INTENTS)) {
    it(`"${name}" from a stranger or a shared-with member answers 404 and changes nothing`, async () => {
      for (const viewer of [stranger, sharee]) {
        expect(await post(viewer, intent(name))).toMatchObject({
          status: 404,
          body: { ok: false, formError: COLLECTION_NOT_FOUND },
        });
      }
      expect(await stored()).toEqual({ is_public: false, slug });
      expect(await isSharedWith(sharee.id)).toBe(true);
    });

    it(`"${name}" from a guest is sent to sign in`, async () => {
      const { status, location } = await post(null, intent(name));
      expect(status).toBe(302);
      expect(location).toMatch(/^\/login\?redirectTo=/);
    });
  }
});

describe("Manage Collection Recipes", () => {
  const setRecipes = (ids: string[], via = true) =>
    post(owner, [
      ["intent", "set-recipes"],
      ...ids.map((id): [string, string] => ["recipeId", id]),
      ...(via ? [["via", "fetcher"] as [string, string]] : []),
    ]);

  it("saves the chosen set, and the page and the search show it", async () => {
    expect(await setRecipes([negroni, gimlet])).toMatchObject({
      status: 200,
      body: { ok: true, message: MESSAGES.collectionsUpdated },
    });
    expect(await members()).toEqual([negroni, gimlet].sort());
    const { body } = await page(owner);
    expect((body.recipes as { total: number }).total).toBe(2);
    const found = (await search(owner, "negr")).body.recipes as PickableRecipe[];
    expect(found).toEqual([expect.objectContaining({ id: negroni, name: "Negroni", selected: true })]);
  });

  it("another member's recipe or an unknown id is refused with a clear message, and nothing changes", async () => {
    for (const ids of [[negroni, strangersRecipe], [randomUUID()], ["not-a-uuid"]]) {
      const { status, body } = await setRecipes(ids);
      expect(status).toBe(400);
      expect(body).toMatchObject({ ok: false, formError: UNKNOWN_RECIPES });
    }
    expect(await members()).toEqual([negroni, gimlet].sort());
  });

  it("removing one keeps the rest; a plain post comes back to the page with a flash toast", async () => {
    const { status, location, cookie } = await setRecipes([gimlet], false);
    expect(status).toBe(302);
    expect(location).toBe(`/bar/collections/${slug}`);
    expect(cookie).toContain("muddle-toast=");
    expect(await members()).toEqual([gimlet]);
  });

  it("without JavaScript the page lists the picker, keeping chosen recipes a search leaves out", async () => {
    const { body } = await page(owner, "?dialog=recipes&search=negr");
    expect(body.picker).toMatchObject({
      search: "negr",
      recipes: [expect.objectContaining({ id: negroni, selected: false })],
      chosenElsewhere: [gimlet],
    });
    expect((await page(owner)).body.picker).toBeNull();
  });

  it("a draft is never offered and cannot be slipped in by a stranger", async () => {
    expect((await search(owner, "Unfinished")).body.recipes).toEqual([]);
    expect(
      (
        await post(stranger, [
          ["intent", "set-recipes"],
          ["recipeId", draft],
        ])
      ).status,
    ).toBe(404);
    expect(await members()).toEqual([gimlet]);
  });
});

describe("sharing by e-mail address", () => {
  const share = (email: string) =>
    post(owner, [
      ["intent", "share"],
      ["email", email],
      ["via", "fetcher"],
    ]);
  const emailError = (message: string) => ({
    status: 400,
    body: { ok: false, fieldErrors: { email: [message] } },
  });

  it("says what is wrong on the field: blank, unknown, themself, already shared", async () => {
    expect(await share("   ")).toMatchObject(emailError(EMAIL_REQUIRED));
    expect(await share("nobody-here@example.com")).toMatchObject(emailError(USER_NOT_FOUND));
    expect(await share(owner.email)).toMatchObject(emailError(SHARE_WITH_SELF));
    expect(await share(sharee.email.toUpperCase())).toMatchObject(emailError(ALREADY_SHARED));
  });

  it("shares with a member, who still cannot manage it", async () => {
    expect(await share(stranger.email)).toMatchObject({ status: 200, body: { ok: true, message: MESSAGES.shared } });
    expect(await isSharedWith(stranger.id)).toBe(true);
    expect((await page(owner)).body.collection).toMatchObject({
      shared_with: [
        expect.objectContaining({ username: "guestlist" }),
        expect.objectContaining({ username: "prowler" }),
      ],
    });
    expect((await page(stranger)).status).toBe(404);
  });

  it("removes the sharing; a plain post comes back to the share panel", async () => {
    const { status, location, cookie } = await post(owner, [
      ["intent", "unshare"],
      ["memberId", stranger.id],
    ]);
    expect(status).toBe(302);
    expect(location).toBe(`/bar/collections/${slug}?dialog=share`);
    expect(cookie).toContain("muddle-toast=");
    expect(await isSharedWith(stranger.id)).toBe(false);
    expect(await isSharedWith(sharee.id)).toBe(true);
  });
});

describe("visibility, renaming and deleting", () => {
  it("the Public/Private tile sets the audience it posts and answers the spec's toast", async () => {
    const set = (visibility: string) =>
      post(owner, [
        ["intent", "set-visibility"],
        ["visibility", visibility],
        ["via", "fetcher"],
      ]);
    expect(await set("public")).toMatchObject({ body: { ok: true, message: MESSAGES.nowPublic } });
    expect((await stored())?.is_public).toBe(true);
    expect(await set("private")).toMatchObject({ body: { ok: true, message: MESSAGES.nowPrivate } });
    expect((await stored())?.is_public).toBe(false);
    expect(await set("everyone")).toMatchObject({ status: 400, body: { ok: false } });
  });

  it("an unknown intent is refused", async () => {
    expect(await post(owner, [["intent", "launch"]])).toMatchObject({
      status: 400,
      body: { formError: "Unknown action" },
    });
  });

  it("after a rename the old address leads to the new one, for the owner only", async () => {
    await updateCollection(owner, collectionId, {
      name: "Aperitivo Club",
      description: undefined,
      visibility: "private",
    });
    const renamed = (await stored())?.slug as string;
    expect(renamed).not.toBe(slug);
    const { status, location } = await page(owner, "?page=1", slug);
    expect(status).toBe(302);
    expect(location).toBe(`/bar/collections/${renamed}?page=1`);
    expect((await page(stranger, "", slug)).status).toBe(404);
    expect((await page(sharee, "", slug)).status).toBe(404);
    slug = renamed;
  });

  it("delete removes it and returns to My Collections with the spec's toast", async () => {
    const { status, location, cookie } = await post(owner, [["intent", "delete"]]);
    expect(status).toBe(302);
    expect(location).toBe("/bar/collections");
    expect(cookie).toContain("muddle-toast=");
    expect(await stored()).toBeUndefined();
    expect(await members()).toEqual([]);
    expect((await page(owner)).status).toBe(404);
  });
});
