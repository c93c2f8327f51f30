/**
 * Issue 15 "The server decides": who may see and change a collection, for anonymous, stranger,
 * follower, shared-with and owner, through the feature functions every page, dialog and endpoint uses.
 * The route modules' own checks are proved beside them (manage-collection, public-collections and
 * recipe-collections-route tests).
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { savePrivacySettings } from "~/features/privacy/privacy-settings.server";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { DEFAULT_PRIVACY_SETTINGS, type Visibility } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { countCollectionShare, recordCollectionView, setCollectionLiked } from "./collection-engagement.server";
import {
  createCollection,
  deleteCollection,
  setCollectionVisibility,
  setMenuBarOnly,
  updateCollection,
} from "./collection-mutations.server";
import { listPickableCollections, listPickableRecipes } from "./collection-picker-queries.server";
import {
  getCollectionPage,
  getManagedCollection,
  listCollectionRecipes,
  listFeaturedCollections,
  listMyCollections,
  listPublicCollections,
} from "./collection-queries.server";
import { setCollectionRecipes, setRecipeCollections } from "./collection-recipe-choices.server";
import {
  ALREADY_SHARED,
  CollectionDetails,
  SHARE_WITH_SELF,
  UNKNOWN_RECIPES,
  USER_NOT_FOUND,
} from "./collection-schema";
import { shareCollection, unshareCollection } from "./collection-sharing.server";
import { getDrinkMenu } from "./drink-menu-queries.server";

setupTestDatabase();

type Who = { id: string };
let owner: Who;
let stranger: Who;
let friend: Who; // shared with
let follower: Who;

const drink = (name: string) => RecipeInput.parse({ name, ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }] });

async function recipe(author: Who, name: string, visibility: Visibility = "public", published = true) {
  const { id } = await createRecipe(author, { ...drink(name), visibility });
  if (published) await setRecipeStatus(author, id, "published");
  return id;
}

const details = (name: string, visibility: Visibility = "private", description?: string) =>
  CollectionDetails.parse({ name, visibility, description });

beforeAll(async () => {
  owner = await createMember("cellar_owner");
  stranger = await createMember("cellar_stranger");
  friend = await createMember("cellar_friend");
  follower = await createMember("cellar_follower");
  await followMember(follower, "cellar_owner");
});

const visitor = (memberId: string | null) => ({ memberId, ip: "203.0.113.9", userAgent: "test" });
const found = <T>(lookup: { kind: string; data?: T }) => (lookup.kind === "found" ? (lookup.data as T) : null);

describe("a private collection", () => {
  let id: string;
  let slug: string;

  beforeAll(async () => {
    ({ id, slug } = await createCollection(owner, details("Tiki Secrets")));
    await setCollectionRecipes(owner, id, [await recipe(owner, "Mai Tai")]);
    await shareCollection(owner, id, "cellar_friend@example.com");
  });

  it("is seen by its owner and the member it is shared with, and by nobody else", async () => {
    for (const viewer of [owner, friend]) {
      expect(found(await getCollectionPage(slug, viewer.id))?.name).toBe("Tiki Secrets");
      expect(found(await getDrinkMenu(slug, viewer.id))?.items.map((i) => i.name)).toEqual(["Mai Tai"]);
    }
    for (const viewer of [null, stranger.id, follower.id]) {
      expect(await getCollectionPage(slug, viewer)).toEqual({ kind: "missing" });
      expect(await getDrinkMenu(slug, viewer)).toEqual({ kind: "missing" });
    }
  });

  it("is never listed publicly, featured, or on anyone's pickers but the owner's", async () => {
    const publicList = await listPublicCollections({ page: 1, pageSize: 1000 });
    expect(publicList.items.map((c) => c.id)).not.toContain(id);
    expect((await listFeaturedCollections(1000)).map((c) => c.id)).not.toContain(id);
    expect((await listMyCollections(owner.id, 1, 1000)).items.map((c) => c.id)).toContain(id);
    expect((await listMyCollections(friend.id, 1, 1000)).items.map((c) => c.id)).not.toContain(id);
  });

  it("is managed by its owner only: a shared-with member may view, not change", async () => {
    expect(found(await getManagedCollection(owner, slug))?.shared_with.map((s) => s.username)).toEqual([
      "cellar_friend",
    ]);
    for (const other of [friend, stranger]) {
      expect(await getManagedCollection(other, slug)).toEqual({ kind: "missing" });
      await expect(setCollectionVisibility(other, id, "public")).rejects.toBeInstanceOf(NotFound);
      await expect(updateCollection(other, id, details("Mine now"))).rejects.toBeInstanceOf(NotFound);
      await expect(setCollectionRecipes(other, id, [])).rejects.toBeInstanceOf(NotFound);
      await expect(shareCollection(other, id, "cellar_stranger@example.com")).rejects.toBeInstanceOf(NotFound);
      await expect(unshareCollection(other, id, friend.id)).rejects.toBeInstanceOf(NotFound);
      await expect(setMenuBarOnly(other, id, true)).rejects.toBeInstanceOf(NotFound);
      await expect(deleteCollection(other, id)).rejects.toBeInstanceOf(NotFound);
      expect(await listPickableRecipes(other, id, "")).toEqual([]);
    }
    const page = found(await getCollectionPage(slug, owner.id));
    expect(page).toMatchObject({ name: "Tiki Secrets", visibility: "private", recipe_count: 1, menu_bar_only: false });
    expect(found(await getManagedCollection(owner, slug))?.shared_with).toHaveLength(1);
  });

  it("cannot be liked or shared by anyone who may not see it", async () => {
    await expect(setCollectionLiked(stranger, id, true)).rejects.toBeInstanceOf(NotFound);
    await expect(countCollectionShare(id, { memberId: null, clientIp: "198.51.100.1" })).rejects.toBeInstanceOf(
      NotFound,
    );
    expect(await setCollectionLiked(friend, id, true)).toEqual({ liked: true, likes_count: 1 });
    expect(found(await getCollectionPage(slug, friend.id))).toMatchObject({ liked: true, likes_count: 1 });
    expect(await setCollectionLiked(friend, id, false)).toEqual({ liked: false, likes_count: 0 });
  });

  it("stops being visible to a member once sharing is removed", async () => {
    const other = await createCollection(owner, details("Brief Share"));
    await shareCollection(owner, other.id, "cellar_stranger@example.com");
    expect((await getCollectionPage(other.slug, stranger.id)).kind).toBe("found");
    await unshareCollection(owner, other.id, stranger.id);
    expect(await getCollectionPage(other.slug, stranger.id)).toEqual({ kind: "missing" });
  });
});

describe("audiences", () => {
  it("a public collection is seen by everyone; followers-only by followers, the owner and shared-with", async () => {
    const pub = await createCollection(owner, details("Open Bar", "public"));
    const fol = await createCollection(owner, details("Regulars Only", "followers"));
    for (const viewer of [null, stranger.id, follower.id, owner.id]) {
      expect((await getCollectionPage(pub.slug, viewer)).kind).toBe("found");
    }
    expect((await getCollectionPage(fol.slug, follower.id)).kind).toBe("found");
    expect((await getCollectionPage(fol.slug, owner.id)).kind).toBe("found");
    expect((await getCollectionPage(fol.slug, stranger.id)).kind).toBe("missing");
    expect((await getCollectionPage(fol.slug, null)).kind).toBe("missing");
    const listed = (await listPublicCollections({ page: 1, pageSize: 1000 })).items.map((c) => c.id);
    expect(listed).toContain(pub.id);
    expect(listed).not.toContain(fol.id);
  });

  it("making it public opens it to everyone, and private closes it again", async () => {
    const { id, slug } = await createCollection(owner, details("Flip Flop"));
    expect((await getCollectionPage(slug, stranger.id)).kind).toBe("missing");
    await setCollectionVisibility(owner, id, "public");
    expect((await getCollectionPage(slug, stranger.id)).kind).toBe("found");
    expect((await getCollectionPage(slug, null)).kind).toBe("found");
    await setCollectionVisibility(owner, id, "private");
    expect((await getCollectionPage(slug, null)).kind).toBe("missing");
  });

  it("a new collection takes the member's default audience unless one is chosen", async () => {
    const picky = await createMember("picky_default");
    await savePrivacySettings(picky, { ...DEFAULT_PRIVACY_SETTINGS, collection_visibility: "private" });
    const { slug } = await createCollection(picky, { name: "Quiet List" });
    expect(found(await getCollectionPage(slug, picky.id))?.visibility).toBe("private");
    const chosen = await createCollection(picky, { name: "Loud List", visibility: "public" });
    expect(found(await getCollectionPage(chosen.slug, null))?.visibility).toBe("public");
  });
});

describe("recipes inside a collection anyone may see", () => {
  it("are shown and counted only when the viewer may see them", async () => {
    const { id, slug } = await createCollection(owner, details("Mixed Shelf", "public"));
    const open = await recipe(owner, "Open Sour");
    const hidden = await recipe(owner, "Hidden Sour", "private");
    const regulars = await recipe(owner, "Regulars Sour", "followers");
    const draft = await recipe(owner, "Draft Sour", "public", false);
    await setCollectionRecipes(owner, id, [open, hidden, regulars]);
    await setRecipeCollections(owner, draft, [id]);

    const names = async (viewer: string | null) =>
      (await listCollectionRecipes(id, viewer)).items.map((r) => r.name).sort();
    expect(await names(null)).toEqual(["Open Sour"]);
    expect(await names(stranger.id)).toEqual(["Open Sour"]);
    expect(await names(follower.id)).toEqual(["Open Sour", "Regulars Sour"]);
    expect(await names(owner.id)).toEqual(["Draft Sour", "Hidden Sour", "Open Sour", "Regulars Sour"]);

    expect(found(await getCollectionPage(slug, null))?.recipe_count).toBe(1);
    expect(found(await getCollectionPage(slug, follower.id))?.recipe_count).toBe(2);
    expect(found(await getCollectionPage(slug, owner.id))?.recipe_count).toBe(4);
    const card = (await listPublicCollections({ page: 1, pageSize: 1000 })).items.find((c) => c.id === id);
    expect(card?.recipe_count).toBe(1);
    expect(found(await getDrinkMenu(slug, null))?.items.map((i) => i.name)).toEqual(["Open Sour"]);

    // Another member's private recipe never shows, even after its author hides one that was public.
    await setRecipeVisibility(owner, open, "private");
    expect(await names(null)).toEqual([]);
  });

  it("a drink menu that follows the bar lists only what the owner's bar can make, for everyone", async () => {
    const barOwner = await createMember("menu_bar_owner");
    const { id, slug } = await createCollection(barOwner, details("Tonight", "public"));
    const gin = await recipe(barOwner, "Gin Neat");
    const mezcal = await createRecipe(barOwner, {
      ...RecipeInput.parse({ name: "Mezcal Neat", ingredients: [{ name: "Mezcal", quantity: 2, unit: "oz" }] }),
      visibility: "public",
    });
    await setRecipeStatus(barOwner, mezcal.id, "published");
    await setCollectionRecipes(barOwner, id, [gin, mezcal.id]);
    const [ginRow] = await db
      .select({ id: schema.ingredients.id })
      .from(schema.ingredients)
      .where(eq(schema.ingredients.name, "Gin"));
    await db.insert(schema.bar_inventory).values({ user_id: barOwner.id, ingredient_id: ginRow?.id as string });

    const menu = async (viewer: string | null) =>
      found(await getDrinkMenu(slug, viewer))
        ?.items.map((i) => i.name)
        .sort();
    expect(await menu(null)).toEqual(["Gin Neat", "Mezcal Neat"]);
    await setMenuBarOnly(barOwner, id, true);
    expect(await menu(null)).toEqual(["Gin Neat"]);
    expect(await menu(stranger.id)).toEqual(["Gin Neat"]);
    expect(found(await getDrinkMenu(slug, null))?.items[0]?.ingredients).toBe("Gin");
  });
});

describe("choosing recipes", () => {
  it("applies the difference in one go and refuses other members' or unknown recipes, changing nothing", async () => {
    const { id } = await createCollection(owner, details("Diff Test"));
    const a = await recipe(owner, "Diff A");
    const b = await recipe(owner, "Diff B");
    const c = await recipe(owner, "Diff C");
    expect(await setCollectionRecipes(owner, id, [a, b])).toEqual({ added: 2, removed: 0 });
    expect(await setCollectionRecipes(owner, id, [b, c])).toEqual({ added: 1, removed: 1 });

    const theirs = await recipe(stranger, "Not Yours");
    await expect(setCollectionRecipes(owner, id, [a, theirs])).rejects.toThrow(UNKNOWN_RECIPES);
    await expect(setCollectionRecipes(owner, id, [crypto.randomUUID()])).rejects.toBeInstanceOf(Invalid);
    await expect(setCollectionRecipes(owner, id, ["not-a-uuid"])).rejects.toBeInstanceOf(Invalid);
    const stored = (await listCollectionRecipes(id, owner.id)).items.map((r) => r.name).sort();
    expect(stored).toEqual(["Diff B", "Diff C"]);

    const picker = await listPickableRecipes(owner, id, "Diff");
    expect(picker.filter((r) => r.selected).map((r) => r.name)).toEqual(["Diff B", "Diff C"]);
    expect(picker.map((r) => r.name)).not.toContain("Not Yours");
  });

  it("another member's recipe already in a collection (the demo's) is offered, kept when chosen, removable", async () => {
    const { id } = await createCollection(owner, details("Inherited Picks"));
    const theirs = await recipe(stranger, "Inherited Sour");
    const mine = await recipe(owner, "Own Sour");
    await db.insert(schema.collection_recipes).values({ collection_id: id, recipe_id: theirs });
    const offered = await listPickableRecipes(owner, id, "Sour");
    expect(offered.find((r) => r.id === theirs)).toMatchObject({ selected: true });
    expect(await setCollectionRecipes(owner, id, [theirs, mine])).toEqual({ added: 1, removed: 0 });
    expect(await setCollectionRecipes(owner, id, [mine])).toEqual({ added: 0, removed: 1 });
    // Once out, it cannot come back: it is not the member's own.
    await expect(setCollectionRecipes(owner, id, [mine, theirs])).rejects.toThrow(UNKNOWN_RECIPES);
  });

  it("Add to Collection touches only the member's own collections and recipe", async () => {
    const mine = await createCollection(owner, details("Mine A"));
    const theirs = await createCollection(stranger, details("Theirs A"));
    const drinkId = await recipe(owner, "Pick Me");
    await expect(setRecipeCollections(owner, drinkId, [theirs.id])).rejects.toBeInstanceOf(Invalid);
    await expect(setRecipeCollections(stranger, drinkId, [theirs.id])).rejects.toBeInstanceOf(NotFound);
    expect(await setRecipeCollections(owner, drinkId, [mine.id])).toEqual({ added: 1, removed: 0 });
    const picks = await listPickableCollections(owner, drinkId);
    expect(picks.find((c) => c.id === mine.id)?.selected).toBe(true);
    expect(picks.map((c) => c.id)).not.toContain(theirs.id);
    expect(await setRecipeCollections(owner, drinkId, [])).toEqual({ added: 0, removed: 1 });
  });

  it("a collection created from the dialog is private, with no description, holding the recipe", async () => {
    const drinkId = await recipe(owner, "Dialog Drink");
    const { slug } = await createCollection(
      owner,
      { name: "From The Dialog", visibility: "private" },
      { recipeId: drinkId },
    );
    const page = found(await getCollectionPage(slug, owner.id));
    expect(page).toMatchObject({ visibility: "private", description: null, recipe_count: 1 });
    await expect(
      createCollection(owner, { name: "Steal", visibility: "private" }, { recipeId: await recipe(stranger, "Nope") }),
    ).rejects.toBeInstanceOf(Invalid);
    expect((await listMyCollections(owner.id, 1, 1000)).items.map((c) => c.name)).not.toContain("Steal");
  });
});

describe("sharing by e-mail address", () => {
  it("says only 'User not found' or shared, refuses the owner and repeats", async () => {
    const { id } = await createCollection(owner, details("Share Rules"));
    await expect(shareCollection(owner, id, "nobody@example.com")).rejects.toThrow(USER_NOT_FOUND);
    await expect(shareCollection(owner, id, "cellar_owner@example.com")).rejects.toThrow(SHARE_WITH_SELF);
    expect(await shareCollection(owner, id, "  Cellar_Stranger@Example.com ")).toEqual({
      username: "cellar_stranger",
    });
    await expect(shareCollection(owner, id, "cellar_stranger@example.com")).rejects.toThrow(ALREADY_SHARED);
  });
});

describe("names, addresses and images", () => {
  it("slugs are unique site-wide, 'new' is never one, and a rename keeps the old address redirecting", async () => {
    const first = await createCollection(owner, details("Summer", "public"));
    const second = await createCollection(stranger, details("Summer", "public"));
    expect(first.slug).toBe("summer");
    expect(second.slug).toBe("summer-2");
    expect((await createCollection(owner, details("New"))).slug).toBe("new-2");

    await updateCollection(owner, first.id, details("Endless Summer", "public"));
    expect(await getCollectionPage("summer", null)).toEqual({ kind: "moved", slug: "endless-summer" });
    expect(await getManagedCollection(owner, "summer")).toEqual({ kind: "moved", slug: "endless-summer" });
    // A private collection's old address reveals nothing to anyone else.
    await setCollectionVisibility(owner, first.id, "private");
    expect(await getCollectionPage("summer", stranger.id)).toEqual({ kind: "missing" });
    // Reusing an old address for a new collection makes it that collection's again.
    const reused = await createCollection(friend, details("Summer", "public"));
    expect(reused.slug).toBe("summer");
    expect(found(await getCollectionPage("summer", null))?.id).toBe(reused.id);
  });

  it("names over 100 characters and descriptions over 2,000 are refused by the shared schema", () => {
    expect(CollectionDetails.safeParse({ name: "x".repeat(101), visibility: "public" }).success).toBe(false);
    expect(
      CollectionDetails.safeParse({ name: "Fine", description: "y".repeat(2001), visibility: "public" }).success,
    ).toBe(false);
    expect(CollectionDetails.safeParse({ name: "   ", visibility: "public" }).success).toBe(false);
  });

  describe("images", () => {
    let png: Buffer;
    beforeEach(async () => {
      png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
        .png()
        .toBuffer();
    });

    it("are stored as WebP under the owner's folder, replaced, and removed with the collection", async () => {
      const { id, slug } = await createCollection(owner, details("Pictured", "public"), { image: png });
      const url = found(await getCollectionPage(slug, null))?.image_url as string;
      expect(url).toMatch(new RegExp(`^/uploads/collection-images/${owner.id}/.+\\.webp$`));
      const key = url.replace("/uploads/collection-images/", "");
      expect(await storage().get("collection-images", key)).not.toBeNull();

      await updateCollection(owner, id, details("Pictured", "public"), { kind: "replace", bytes: png });
      const replaced = found(await getCollectionPage(slug, null))?.image_url as string;
      expect(replaced).not.toBe(url);
      expect(await storage().get("collection-images", key)).toBeNull();

      await deleteCollection(owner, id);
      expect(await storage().get("collection-images", replaced.replace("/uploads/collection-images/", ""))).toBeNull();
    });

    it("a file that is not an image is refused and nothing already stored changes", async () => {
      const { id, slug } = await createCollection(owner, details("Keep Me", "public", "As it was"));
      const notImage = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
      await expect(
        updateCollection(owner, id, details("Changed", "private"), { kind: "replace", bytes: notImage }),
      ).rejects.toBeInstanceOf(Invalid);
      expect(found(await getCollectionPage(slug, null))).toMatchObject({
        name: "Keep Me",
        description: "As it was",
        visibility: "public",
      });
      await expect(createCollection(owner, details("Bad Picture"), { image: notImage })).rejects.toBeInstanceOf(
        Invalid,
      );
      expect((await listMyCollections(owner.id, 1, 1000)).items.map((c) => c.name)).not.toContain("Bad Picture");
    });
  });
});

describe("My Collections", () => {
  it("pages the member's own collections, newest first, with a correct page count", async () => {
    const busy = await createMember("busy_curator");
    for (let i = 1; i <= 5; i++) await createCollection(busy, details(`Shelf ${i}`));
    const first = await listMyCollections(busy.id, 1, 2);
    expect(first).toMatchObject({ total: 5, page: 1, pageCount: 3 });
    expect(first.items.map((c) => c.name)).toEqual(["Shelf 5", "Shelf 4"]);
    expect((await listMyCollections(busy.id, 3, 2)).items.map((c) => c.name)).toEqual(["Shelf 1"]);
  });
});

describe("views and shares", () => {
  it("count once per visitor per day, never the owner's own", async () => {
    const { id, slug } = await createCollection(owner, details("Counted", "public"));
    await recordCollectionView(id, visitor(null));
    await recordCollectionView(id, visitor(null));
    await recordCollectionView(id, visitor(stranger.id));
    await recordCollectionView(id, visitor(owner.id));
    expect(found(await getCollectionPage(slug, null))?.view_count).toBe(2);
    expect(await countCollectionShare(id, { memberId: stranger.id, clientIp: "198.51.100.7" })).toEqual({
      shares_count: 1,
    });
    expect(await countCollectionShare(id, { memberId: stranger.id, clientIp: "198.51.100.7" })).toEqual({
      shares_count: 1,
    });
  });
});
