/**
 * Issue 19, no write per read: views counted in memory and written in batches, against the real database.
 * The page loaders write nothing; the beacon route queues; a flush stores each visitor once a day, never the
 * author's own view, never a view of something the visitor may not see; shutdown writes what is waiting.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createCollection } from "~/features/collections/collection-mutations.server";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { action as beaconAction, loader as beaconLoader } from "~/routes/api.site.views";
import { loader as recipePageLoader } from "~/routes/recipes.$username.$recipeSlug";
import { shutdown } from "../../../server/prepare";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { flushViews, ViewCounter } from "./view-counter.server";

setupTestDatabase();

const author = { id: "" };
const stranger = { id: "" };
const follower = { id: "" };
const ids = { published: "", draft: "", followersOnly: "", publicCollection: "", privateCollection: "" };
let strangerCookie = "";

const guest = { memberId: null, ip: "203.0.113.20", userAgent: "Browser" };
const as = (member: { id: string }) => ({ memberId: member.id, ip: "203.0.113.21", userAgent: "Browser" });
const counter = (maxPending = 100) => new ViewCounter({ intervalMs: 60_000, maxPending });

async function recipe(name: string) {
  const input = RecipeInput.parse({ name, ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] });
  return (await createRecipe(author, input)).id;
}

async function published(name: string) {
  const id = await recipe(name);
  await setRecipeStatus(author, id, "published");
  return id;
}

async function recipeViews(id: string) {
  const [row] = await db.select({ n: schema.recipes.view_count }).from(schema.recipes).where(eq(schema.recipes.id, id));
  return row?.n;
}

async function collectionViews(id: string) {
  const [row] = await db
    .select({ n: schema.collections.view_count })
    .from(schema.collections)
    .where(eq(schema.collections.id, id));
  return row?.n;
}

beforeAll(async () => {
  author.id = (await createMember("views_author")).id;
  follower.id = (await createMember("views_follower")).id;
  const signedUp = await signUpConfirmed({ username: "views_stranger", email: "views_stranger@example.com" }, "ip-v");
  strangerCookie = signedUp.cookie;
  const [profile] = await db
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(eq(schema.profiles.username, "views_stranger"));
  stranger.id = profile?.id as string;
  await followMember(follower, "views_author");

  ids.published = await published("Batched Negroni");
  ids.draft = await recipe("Unpublished Sour");
  ids.followersOnly = await published("Followers Fizz");
  await setRecipeVisibility(author, ids.followersOnly, "followers");
  ids.publicCollection = (await createCollection(author, { name: "Counted Shelf", visibility: "public" })).id;
  ids.privateCollection = (await createCollection(author, { name: "Hidden Shelf", visibility: "private" })).id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the page request", () => {
  it("writes no view: opening a recipe page leaves its count and the batch as they were", async () => {
    const id = await published("Loader Old Fashioned");
    const request = new Request("http://localhost:3000/recipes/views_author/loader-old-fashioned", {
      headers: { cookie: strangerCookie },
    });
    const page = await recipePageLoader({
      request,
      params: { username: "views_author", recipeSlug: "loader-old-fashioned" },
      context: { clientIp: "203.0.113.30" },
    } as never);
    expect(page.recipe.id).toBe(id);
    expect(await flushViews()).toEqual({ recipe: 0, collection: 0 });
    expect(await recipeViews(id)).toBe(0);
    const stored = await db.select().from(schema.recipe_views).where(eq(schema.recipe_views.recipe_id, id));
    expect(stored).toEqual([]);
  });
});

describe("a batch", () => {
  it("counts each visitor once, never the author, in one write per kind", async () => {
    const views = counter();
    expect(views.count("recipe", ids.published, guest)).toBe("queued");
    expect(views.count("recipe", ids.published, guest)).toBe("duplicate");
    expect(views.count("recipe", ids.published, as(stranger))).toBe("queued");
    expect(views.count("recipe", ids.published, as(author))).toBe("queued");
    expect(views.count("collection", ids.publicCollection, guest)).toBe("queued");
    expect(views.count("collection", ids.publicCollection, as(author))).toBe("queued");
    expect(views.size).toBe(5);

    expect(await views.flush()).toEqual({ recipe: 2, collection: 1 });
    expect(views.size).toBe(0);
    expect(await recipeViews(ids.published)).toBe(2);
    expect(await collectionViews(ids.publicCollection)).toBe(1);
  });

  it("counts a visitor once a day across flushes, and again on another day", async () => {
    const id = await published("Daily Daiquiri");
    const views = counter();
    views.count("recipe", id, as(stranger));
    expect(await views.flush()).toEqual({ recipe: 1, collection: 0 });
    views.count("recipe", id, as(stranger));
    expect(await views.flush()).toEqual({ recipe: 0, collection: 0 });
    expect(await recipeViews(id)).toBe(1);

    // Yesterday's row does not hold back today's view.
    await db.update(schema.recipe_views).set({ day: "2000-01-01" }).where(eq(schema.recipe_views.recipe_id, id));
    views.count("recipe", id, as(stranger));
    expect(await views.flush()).toEqual({ recipe: 1, collection: 0 });
    expect(await recipeViews(id)).toBe(2);
  });

  it("counts nothing the visitor may not see, and the rest of the batch all the same", async () => {
    const views = counter();
    views.count("recipe", "00000000-0000-4000-8000-000000000000", guest); // no such recipe
    views.count("recipe", ids.draft, as(stranger)); // someone else's draft
    views.count("recipe", ids.followersOnly, guest); // followers only: not for guests
    views.count("recipe", ids.followersOnly, as(stranger)); // nor for a member who does not follow
    views.count("recipe", ids.followersOnly, as(follower)); // but for a follower
    views.count("collection", ids.privateCollection, as(stranger)); // private
    views.count("collection", "00000000-0000-4000-8000-000000000001", guest);
    expect(await views.flush()).toEqual({ recipe: 1, collection: 0 });
    expect(await recipeViews(ids.draft)).toBe(0);
    expect(await recipeViews(ids.followersOnly)).toBe(1);
    expect(await collectionViews(ids.privateCollection)).toBe(0);
  });

  it("holds at most its bound in memory: more distinct views are dropped, and the number logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const id = await published("Bounded Bramble");
    const views = counter(2);
    expect(views.count("recipe", id, { ...guest, ip: "198.51.100.1" })).toBe("queued");
    expect(views.count("recipe", id, { ...guest, ip: "198.51.100.2" })).toBe("queued");
    expect(views.count("recipe", id, { ...guest, ip: "198.51.100.3" })).toBe("dropped");
    expect(views.count("recipe", id, { ...guest, ip: "198.51.100.4" })).toBe("dropped");
    expect(views.count("recipe", id, { ...guest, ip: "198.51.100.1" })).toBe("duplicate");
    expect(views.size).toBe(2);
    expect(await views.flush()).toEqual({ recipe: 2, collection: 0 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Views: 2 not counted"));
    // Room again once written.
    expect(views.count("recipe", id, { ...guest, ip: "198.51.100.3" })).toBe("queued");
  });

  it("is written by its timer without anyone asking", async () => {
    const id = await published("Timed Tom Collins");
    const views = new ViewCounter({ intervalMs: 20, maxPending: 10 });
    views.count("recipe", id, guest);
    await expect.poll(() => recipeViews(id), { timeout: 10_000 }).toBe(1);
    expect(views.size).toBe(0);
  });
});

describe("POST /api/site/views", () => {
  it("answers 204, never cached, and the view is counted by the next flush (once per visitor)", async () => {
    const id = await published("Beacon Boulevardier");
    for (const cookie of ["", "", strangerCookie, strangerCookie]) {
      const response = await beacon({ kind: "recipe", id }, cookie);
      expect(response.status).toBe(204);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await recipeViews(id)).toBe(0);
    expect(await flushViews()).toEqual({ recipe: 2, collection: 0 });
    expect(await recipeViews(id)).toBe(2);
  });

  it("refuses what is not a view of a recipe or collection, and anything but POST", async () => {
    expect((await beacon({ kind: "profile", id: ids.published })).status).toBe(400);
    expect((await beacon({ kind: "recipe", id: "not-a-uuid" })).status).toBe(400);
    expect((await beacon({ kind: "recipe" })).status).toBe(400);
    const get = beaconLoader();
    expect(get.status).toBe(405);
    expect(get.headers.get("cache-control")).toBe("private, no-store");
    expect(await flushViews()).toEqual({ recipe: 0, collection: 0 });
  });
});

describe("shutdown", () => {
  it("writes the views still waiting before the database closes", async () => {
    const id = await published("Last Word");
    expect((await beacon({ kind: "collection", id: ids.publicCollection })).status).toBe(204);
    expect((await beacon({ kind: "recipe", id })).status).toBe(204);
    const before = await collectionViews(ids.publicCollection);
    await shutdown();
    expect(await recipeViews(id)).toBe(1);
    expect(await collectionViews(ids.publicCollection)).toBe((before ?? 0) + 1);
  });
});

/** The beacon as a browser sends it: a form body, the visitor's cookie (if signed in) and browser. */
function beacon(fields: Record<string, string>, cookie = "") {
  return beaconAction({
    request: new Request("http://localhost:3000/api/site/views", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Browser", cookie },
    }),
    params: {},
    context: { clientIp: "203.0.113.40" },
  } as never);
}
