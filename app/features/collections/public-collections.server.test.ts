/**
 * Issue 15, the public collection pages: /collections, /collections/{slug}, its drink menu and the
 * reactions endpoint, called as the server calls them (real session cookies), for an anonymous visitor,
 * a stranger, a member the collection is shared with, and its owner.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { flushViews } from "~/features/views/view-counter.server";
import { db, schema } from "~/lib/db.server";
import { action as reactionsAction } from "~/routes/api.site.collections.$collectionId.reactions";
import { action as viewsAction } from "~/routes/api.site.views";
import { loader as listLoader } from "~/routes/collections._index";
import { loader as pageLoader, meta as pageMeta } from "~/routes/collections.$slug";
import { action as menuAction, loader as menuLoader } from "~/routes/collections.$slug.menu";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember, stockBar } from "../../../test/fixtures";
import { createCollection, updateCollection } from "./collection-mutations.server";
import { setCollectionRecipes } from "./collection-recipe-choices.server";
import { MESSAGES } from "./collection-schema";
import { shareCollection } from "./collection-sharing.server";
import { SIGN_IN_TO_LIKE } from "./components/collection-reactions";

setupTestDatabase();

type Who = "anonymous" | "stranger" | "sharee" | "owner";
const cookies: Record<Who, string> = { anonymous: "", stranger: "", sharee: "", owner: "" };
const owner = { id: "" };
const ids = { public: "", private: "", publicSlug: "", privateSlug: "" };

/** What a route answered: a status, its data, and where a redirect leads. */
// biome-ignore lint/suspicious/noExplicitAny: four routes' answers, read field by field as the page would
type Answer = { status: number; data?: any; location?: string | null; response?: Response };

async function settle(run: () => Promise<unknown>): Promise<Answer> {
  try {
    const result = await run();
    if (result instanceof Response) {
      return { status: result.status, location: result.headers.get("location"), response: result };
    }
    // data(value, { status }) from a loader or action
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: unknown; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, data: wrapped.data };
    }
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("location"), response: thrown };
    }
    throw thrown;
  }
}

function request(path: string, who: Who, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookies[who]) headers.set("cookie", cookies[who]);
  return new Request(`http://localhost:3000${path}`, { ...init, headers });
}

const context = { clientIp: "198.51.100.15" };

function get(loader: (args: never) => unknown, path: string, who: Who, params: Record<string, string> = {}) {
  return settle(async () => loader({ request: request(path, who), params, context } as never));
}

function post(
  action: (args: never) => unknown,
  path: string,
  who: Who,
  fields: Record<string, string>,
  params: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams(fields);
  const req = request(path, who, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
  return settle(async () => action({ request: req, params, context } as never));
}

const page = (slug: string, who: Who, query = "") => get(pageLoader, `/collections/${slug}${query}`, who, { slug });
const menu = (slug: string, who: Who) => get(menuLoader, `/collections/${slug}/menu`, who, { slug });
const list = (query: string, who: Who = "anonymous") => get(listLoader, `/collections${query}`, who);

function react(collectionId: string, who: Who, intent: string) {
  return post(
    reactionsAction,
    `/api/site/collections/${collectionId}/reactions`,
    who,
    { intent },
    { collectionId },
    { accept: "application/json" },
  );
}

async function memberId(username: string) {
  const [row] = await db
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(eq(schema.profiles.username, username));
  return row?.id as string;
}

async function recipe(name: string, ingredients: string[], state: { status: "published" | "draft"; private?: true }) {
  const input = RecipeInput.parse({
    name,
    ingredients: ingredients.map((n) => ({ name: n, quantity: 1, unit: "oz" })),
  });
  const { id } = await createRecipe(owner, input);
  await setRecipeStatus(owner, id, state.status);
  await setRecipeVisibility(owner, id, state.private ? "private" : "public");
  return id;
}

beforeAll(async () => {
  const members = [
    ["owner", "menu_host"],
    ["sharee", "menu_friend"],
    ["stranger", "menu_stranger"],
  ] as const;
  for (const [i, [who, username]] of members.entries()) {
    ({ cookie: cookies[who] } = await signUpConfirmed(
      { username, email: `${username}@example.com` },
      `10.15.0.${i + 1}`,
    ));
  }
  owner.id = await memberId("menu_host");

  await createIngredient("Menu Gin");
  await createIngredient("Menu Absinthe");
  await stockBar(owner.id, ["Menu Gin"]);
  const highball = await recipe("Gin Highball", ["Menu Gin"], { status: "published" });
  const drip = await recipe("Absinthe Drip", ["Menu Absinthe", "Menu Gin"], { status: "published" });
  const secret = await recipe("Secret Sour", ["Menu Gin"], { status: "published", private: true });
  const draft = await recipe("Draft Fizz", ["Menu Gin"], { status: "draft" });

  const open = await createCollection(owner, {
    name: "Summer Sips",
    description: "Long drinks.",
    visibility: "public",
  });
  await setCollectionRecipes(owner, open.id, [highball, drip, secret, draft]);
  const hidden = await createCollection(owner, { name: "Hidden Stash", visibility: "private" });
  await setCollectionRecipes(owner, hidden.id, [highball, drip]);
  await shareCollection(owner, hidden.id, "menu_friend@example.com");
  Object.assign(ids, { public: open.id, private: hidden.id, publicSlug: open.slug, privateSlug: hidden.slug });

  // 23 more public collections (and one private) to page through, written straight to the database.
  const bulk = await createMember("bulk_curator");
  await db.insert(schema.collections).values([
    ...Array.from({ length: 23 }, (_, n) => ({
      user_id: bulk.id,
      name: `Paging Punch ${String(n + 1).padStart(2, "0")}`,
      slug: `paging-punch-${n + 1}`,
      created_at: new Date(Date.UTC(2024, 0, n + 1)),
    })),
    { user_id: bulk.id, name: "Paging Punch Private", slug: "paging-punch-private", is_public: false },
  ]);
});

describe("the public list /collections", () => {
  it("counts only public collections and pages them ten at a time (23 → 3 pages)", async () => {
    for (const who of ["anonymous", "owner"] as const) {
      const first = await list("?search=Paging+Punch", who);
      expect(first.data).toMatchObject({ total: 23, pageCount: 3 });
      expect(first.data.items).toHaveLength(10);
      expect(first.data.items.map((c: { name: string }) => c.name)).not.toContain("Paging Punch Private");
    }
    const last = await list("?search=Paging+Punch&page=3");
    expect(last.data.items).toHaveLength(3);
    expect(last.data.items.every((c: { visibility: string }) => c.visibility === "public")).toBe(true);
  });

  it("sends a page past the end to the last page, keeping the search", async () => {
    const past = await list("?search=Paging+Punch&page=9");
    expect(past.status).toBe(302);
    expect(past.location).toBe("/collections?search=Paging+Punch&page=3");
  });

  it("lists the owner's public collection but never their private one, even to them", async () => {
    for (const who of ["anonymous", "stranger", "sharee", "owner"] as const) {
      const all = await list("", who);
      expect(all.data.total).toBe(24);
      const names = [];
      for (let n = 1; n <= all.data.pageCount; n++) {
        names.push(...(await list(`?page=${n}`, who)).data.items.map((c: { name: string }) => c.name));
      }
      expect(names).toContain("Summer Sips");
      expect(names).not.toContain("Hidden Stash");
    }
  });

  it("narrows by name and counts on the card only the recipes everyone may see", async () => {
    const found = await list("?search=summer");
    expect(found.data.total).toBe(1);
    expect(found.data.items[0]).toMatchObject({ name: "Summer Sips", recipe_count: 2, owner_username: "menu_host" });
    const none = await list("?search=no+such+thing");
    expect(none.data).toMatchObject({ total: 0, pageCount: 1, items: [] });
  });
});

describe("a collection's page", () => {
  it("answers 404 for a private collection to a guest and a stranger, the same as for one that never existed", async () => {
    const never = await page("never-was", "anonymous");
    expect(never).toMatchObject({ status: 404, data: { found: false } });
    for (const who of ["anonymous", "stranger"] as const) {
      expect(await page(ids.privateSlug, who)).toEqual(never);
    }
  });

  it("shows a private collection to the member it is shared with and to its owner", async () => {
    const shared = await page(ids.privateSlug, "sharee");
    expect(shared.status).toBe(200);
    expect(shared.data.collection).toMatchObject({ name: "Hidden Stash", visibility: "private", is_owner: false });
    const own = await page(ids.privateSlug, "owner");
    expect(own.data.collection).toMatchObject({ is_owner: true });
  });

  it("neither lists nor counts recipes the viewer may not see (private, draft)", async () => {
    for (const who of ["anonymous", "stranger", "sharee"] as const) {
      const { data } = await page(ids.publicSlug, who);
      expect(data.collection.recipe_count).toBe(2);
      expect(data.recipes.total).toBe(2);
      expect(data.recipes.items.map((r: { name: string }) => r.name).sort()).toEqual(["Absinthe Drip", "Gin Highball"]);
    }
    const own = await page(ids.publicSlug, "owner");
    expect(own.data.recipes.total).toBe(4);
  });

  it("carries ItemList structured data of public recipes only, and only on a public collection", async () => {
    const owned = await page(ids.publicSlug, "owner");
    const tags = pageMeta({ data: owned.data } as never) as Record<string, unknown>[];
    type ItemList = { "@type": string; itemListElement: { url: string }[] };
    const itemList = tags
      .map((t) => t["script:ld+json"] as ItemList | undefined)
      .find((j) => j?.["@type"] === "ItemList");
    expect(itemList).toMatchObject({ name: "Summer Sips", description: "Long drinks.", numberOfItems: 2 });
    expect(itemList?.itemListElement.map((e) => e.url).sort()).toEqual([
      expect.stringMatching(/\/recipes\/menu_host\/absinthe-drip$/),
      expect.stringMatching(/\/recipes\/menu_host\/gin-highball$/),
    ]);
    expect(tags).toContainEqual({ name: "robots", content: "index, follow" });

    const hidden = await page(ids.privateSlug, "owner");
    const hiddenTags = pageMeta({ data: hidden.data } as never) as Record<string, unknown>[];
    expect(hiddenTags.some((t) => "script:ld+json" in t)).toBe(false);
    expect(hiddenTags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("counts a view once per visitor a day, and not the owner's own", async () => {
    const counted = await createCollection(owner, { name: "View Counter", visibility: "public" });
    const views = async () => {
      const [row] = await db
        .select({ n: schema.collections.view_count })
        .from(schema.collections)
        .where(eq(schema.collections.id, counted.id));
      return row?.n;
    };
    // Issue 19: the page request writes nothing; its beacon counts the view once the page has loaded,
    // and the batch is written every few seconds (flushed here rather than waited for).
    for (const who of ["stranger", "stranger", "owner", "anonymous", "anonymous"] as const) {
      await page(counted.slug, who);
      expect((await post(viewsAction, "/api/site/views", who, { kind: "collection", id: counted.id }, {})).status).toBe(
        204,
      );
    }
    await flushViews();
    expect(await views()).toBe(2);
  });
});

describe("the reactions endpoint", () => {
  it("answers 404 for a private collection to a stranger, and asks a guest to sign in to like", async () => {
    const guest = await react(ids.private, "anonymous", "like");
    expect(guest.status).toBe(401);
    expect(await guest.response?.json()).toEqual({ error: SIGN_IN_TO_LIKE });
    expect((await react(ids.private, "anonymous", "share")).status).toBe(404);
    expect((await react(ids.private, "stranger", "like")).status).toBe(404);
    expect((await react(ids.private, "stranger", "share")).status).toBe(404);
    expect((await react("not-a-uuid", "stranger", "like")).status).toBe(404);
  });

  it("stores a like from the sharee and the owner, toggles it, and the page reads it back", async () => {
    const liked = await react(ids.private, "sharee", "like");
    expect(liked.status).toBe(200);
    expect(await liked.response?.json()).toEqual({ intent: "like", liked: true, likes_count: 1 });
    await react(ids.private, "sharee", "like"); // twice is still one like
    const byOwner = await react(ids.private, "owner", "like");
    expect(await byOwner.response?.json()).toMatchObject({ likes_count: 2 });
    const unliked = await react(ids.private, "sharee", "unlike");
    expect(await unliked.response?.json()).toEqual({ intent: "unlike", liked: false, likes_count: 1 });

    expect((await page(ids.privateSlug, "owner")).data.collection).toMatchObject({ likes_count: 1, liked: true });
    expect((await page(ids.privateSlug, "sharee")).data.collection).toMatchObject({ likes_count: 1, liked: false });
  });

  it("counts a completed share of a collection the sharer may see", async () => {
    const shared = await react(ids.private, "sharee", "share");
    expect(shared.status).toBe(200);
    expect(await shared.response?.json()).toMatchObject({ intent: "share", shares_count: 1 });
  });
});

describe("the drink menu", () => {
  const menuPath = () => `/collections/${ids.publicSlug}/menu`;
  const setBarOnly = (who: Who, on: boolean, via = "fetcher") =>
    post(
      menuAction,
      menuPath(),
      who,
      { intent: "bar-only", ...(on ? { barOnly: "on" } : {}), ...(via ? { via } : {}) },
      { slug: ids.publicSlug },
    );
  const names = async (who: Who) =>
    (await menu(ids.publicSlug, who)).data.menu.items.map((i: { name: string }) => i.name).sort();

  it("answers 404 for a private collection's menu to a guest and a stranger, 200 to the sharee and owner", async () => {
    for (const who of ["anonymous", "stranger"] as const) {
      expect(await menu(ids.privateSlug, who)).toMatchObject({ status: 404, data: { found: false } });
    }
    for (const who of ["sharee", "owner"] as const) {
      const shown = await menu(ids.privateSlug, who);
      expect(shown.status).toBe(200);
      expect(shown.data.menu.items).toHaveLength(2);
      expect(shown.data.qrSvg).toMatch(/^<svg[^>]*viewBox/);
      expect(shown.data.url).toMatch(new RegExp(`/collections/${ids.privateSlug}/menu$`));
    }
  });

  it("lists what the viewer may see, with the ingredient line capitalised", async () => {
    const { data } = await menu(ids.publicSlug, "anonymous");
    expect(data.menu.items.map((i: { name: string }) => i.name).sort()).toEqual(["Absinthe Drip", "Gin Highball"]);
    expect(data.menu.items.find((i: { name: string }) => i.name === "Absinthe Drip")).toMatchObject({
      href: "/recipes/menu_host/absinthe-drip",
      ingredients: "Menu Absinthe, Menu Gin",
    });
    expect(data.total).toBe(2);
  });

  it("lets only the owner switch it to what their bar can make, and then filters it for everyone", async () => {
    for (const who of ["sharee", "stranger"] as const) {
      expect((await setBarOnly(who, true)).status).toBe(404);
    }
    const guest = await setBarOnly("anonymous", true);
    expect(guest.status).toBe(302);
    expect(guest.location).toMatch(/^\/login\?redirectTo=/);
    expect(await names("anonymous")).toEqual(["Absinthe Drip", "Gin Highball"]);

    expect((await setBarOnly("owner", true)).data).toMatchObject({ ok: true, message: MESSAGES.menuFollowsBar });
    for (const who of ["anonymous", "stranger", "sharee"] as const) expect(await names(who)).toEqual(["Gin Highball"]);
    const own = await menu(ids.publicSlug, "owner");
    expect(own.data.menu.collection).toMatchObject({ is_owner: true, menu_bar_only: true });
    // The owner's note: three of their four shown; the Absinthe Drip needs a bottle the bar lacks.
    expect([own.data.menu.items.length, own.data.total]).toEqual([3, 4]);

    const plain = await setBarOnly("owner", false, "");
    expect(plain.status).toBe(302);
    expect(plain.location).toBe(menuPath());
    expect(plain.response?.headers.get("set-cookie")).toContain("muddle-toast");
    expect(await names("anonymous")).toEqual(["Absinthe Drip", "Gin Highball"]);
  });
});

describe("a renamed collection", () => {
  it("moves its old address to the new one for viewers who may see it, and tells no one else", async () => {
    const moving = await createCollection(owner, { name: "Winter Warmers", visibility: "public" });
    await updateCollection(owner, moving.id, {
      name: "Cold Night Warmers",
      description: undefined,
      visibility: "public",
    });
    const moved = await page(moving.slug, "anonymous", "?page=1");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/collections/cold-night-warmers?page=1");
    const movedMenu = await menu(moving.slug, "anonymous");
    expect(movedMenu).toMatchObject({ status: 301, location: "/collections/cold-night-warmers/menu" });

    await updateCollection(owner, ids.private, {
      name: "Hidden Stash Two",
      description: undefined,
      visibility: "private",
    });
    expect(await page(ids.privateSlug, "stranger")).toMatchObject({ status: 404, data: { found: false } });
    expect(await page(ids.privateSlug, "sharee")).toMatchObject({
      status: 301,
      location: "/collections/hidden-stash-two",
    });
  });
});
