import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getBarCoverage } from "~/features/bar/bar-coverage.server";
import { type BarKeys, getBarKeys } from "~/features/bar/bar-matching.server";
import { DIFFICULTY_OPTIONS } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { seedDemoContent } from "../../../db/seed/seed.server";
import { setupTestDatabase } from "../../../test/database";
import { DIFFICULTY_LABELS, difficultyFromRating, difficultyLabel } from "./difficulty";
import { countPublicRecipes, listPublicRecipes } from "./recipe-listing-queries.server";
import { activeFilterCount, parseListingParams, readListingParams, withKnownTaxonomy } from "./recipe-listing-schema";

setupTestDatabase();

const filters = (query: string) => parseListingParams(new URLSearchParams(query));
const names = async (query: string, pageSize = 100) =>
  (await listPublicRecipes(filters(query), pageSize)).map((r) => r.name);

let listedTotal = 0;
beforeAll(async () => {
  await seedDemoContent();
  const [row] = await db
    .execute<{ n: number }>(sql`select count(*)::int as n from recipes where status = 'published' and is_public`)
    .then((r) => r.rows);
  listedTotal = row?.n ?? 0;
}, 120_000);

describe("listPublicRecipes", () => {
  it("lists only public, published recipes, 9 to a page, with an exact count", async () => {
    const [negroni] = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Negroni"));
    const [gimlet] = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Gimlet"));
    await db.update(schema.recipes).set({ status: "draft" }).where(eq(schema.recipes.id, negroni!.id));
    await db.update(schema.recipes).set({ is_public: false }).where(eq(schema.recipes.id, gimlet!.id));
    try {
      const all = await names("", 1000);
      expect(all).not.toContain("Negroni");
      expect(all).not.toContain("Gimlet");
      expect(await countPublicRecipes(filters(""))).toBe(listedTotal - 2);
      expect(await listPublicRecipes(filters(""))).toHaveLength(9);
      const lastPage = Math.ceil((listedTotal - 2) / 9);
      expect((await listPublicRecipes(filters(`page=${lastPage}`))).length).toBe((listedTotal - 2) % 9 || 9);
      expect(await listPublicRecipes(filters(`page=${lastPage + 1}`))).toHaveLength(0);
    } finally {
      await db
        .update(schema.recipes)
        .set({ status: "published", is_public: true })
        .where(sql`${schema.recipes.id} in (${negroni!.id}, ${gimlet!.id})`);
    }
  });

  it("finds recipes by name with a typo, by ingredient, by tag and by a word of the description", async () => {
    expect((await names("search=margerita"))[0]).toBe("Margarita");
    expect(await names("search=campari")).toEqual(expect.arrayContaining(["Negroni", "Americano", "Boulevardier"]));
    expect(await names("search=campri")).toContain("Negroni");
    // The start of a word, as a type-ahead sends it: both drinks whose names begin with it.
    expect(await names("search=negr")).toEqual(expect.arrayContaining(["Negroni", "Negroni Sbagliato"]));
    const tagged = await db.execute<{ name: string; tag: string }>(
      sql`select r.name, t.name as tag from recipes r join recipe_tags rt on rt.recipe_id = r.id join tags t on t.id = rt.tag_id limit 1`,
    );
    const { name, tag } = tagged.rows[0]!;
    expect(await names(`search=${encodeURIComponent(tag)}`)).toContain(name);
    expect(await names("search=zzzzqqqq")).toEqual([]);
  });

  it("finds a recipe by an emoji-only tag, which full-text search cannot index (issue 11)", async () => {
    const [recipe] = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Negroni"));
    const [tag] = await db.insert(schema.tags).values({ name: "🍊" }).returning();
    await db.insert(schema.recipe_tags).values({ recipe_id: recipe!.id, tag_id: tag!.id });
    expect(await names(`search=${encodeURIComponent("🍊")}`)).toEqual(["Negroni"]);
  });

  it("filters by category and cocktail type", async () => {
    const [sour] = await db.select().from(schema.categories).where(eq(schema.categories.name, "Sour"));
    const inSour = await names(`category=${sour!.id}`);
    const expected = await db.execute<{ name: string }>(sql`
      select r.name from recipes r join recipe_categories rc on rc.recipe_id = r.id
      where rc.category_id = ${sour!.id} and r.status = 'published' and r.is_public order by r.name`);
    expect([...inSour].sort()).toEqual(expected.rows.map((r) => r.name));
    expect(inSour.length).toBeGreaterThan(0);

    const [gin] = await db.select().from(schema.cocktail_types).where(eq(schema.cocktail_types.name, "Gin"));
    const ginDrinks = await names(`type=${gin!.id}`);
    expect(ginDrinks).toContain("Negroni");
    expect(ginDrinks).not.toContain("Margarita");
  });

  it("the four difficulty filters partition the list, each matching exactly what its cards show", async () => {
    const total = await countPublicRecipes(filters(""));
    let sum = 0;
    for (const difficulty of DIFFICULTY_OPTIONS) {
      const cards = await listPublicRecipes(filters(`difficulty=${difficulty}`), 1000);
      for (const card of cards) {
        expect(difficultyLabel(card.difficulty, card.aggregate_rating_value), card.name).toBe(
          DIFFICULTY_LABELS[difficulty],
        );
      }
      const count = await countPublicRecipes(filters(`difficulty=${difficulty}`));
      expect(count).toBe(cards.length);
      // The demo seeds a few recipes whose authors chose Intermediate, which no rating gives.
      if (difficulty === "intermediate") expect(cards.map((c) => c.name)).toContain("Whiskey Sour");
      sum += count;
    }
    expect(sum).toBe(total);
  });

  it("an authored difficulty wins over the rating: an Intermediate recipe is found under Intermediate only", async () => {
    const [negroni] = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Negroni"));
    const before = await listPublicRecipes(filters("difficulty=intermediate"), 1000);
    await db.update(schema.recipes).set({ difficulty: "intermediate" }).where(eq(schema.recipes.id, negroni!.id));
    try {
      const intermediate = await listPublicRecipes(filters("difficulty=intermediate"), 1000);
      expect(intermediate.map((r) => r.name)).toContain("Negroni");
      expect(intermediate).toHaveLength(before.length + 1);
      const card = intermediate.find((r) => r.name === "Negroni")!;
      expect(card.difficulty).toBe("intermediate");
      expect(difficultyLabel(card.difficulty, card.aggregate_rating_value)).toBe("Intermediate");
      for (const other of ["beginner", "advanced", "expert"]) {
        expect(await names(`difficulty=${other}`, 1000), other).not.toContain("Negroni");
      }
    } finally {
      await db.update(schema.recipes).set({ difficulty: null }).where(eq(schema.recipes.id, negroni!.id));
    }
  });

  it("the database's rating thresholds (recipes.listed_difficulty) agree with difficultyFromRating", async () => {
    const [recipe] = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Gimlet"));
    const original = recipe!.aggregate_rating_value;
    try {
      for (const rating of [null, 1, 3.9, 3.99, 4, 4.25, 4.49, 4.5, 4.51, 5]) {
        await db
          .update(schema.recipes)
          .set({ aggregate_rating_value: rating })
          .where(eq(schema.recipes.id, recipe!.id));
        const [row] = await db
          .select({ listed: schema.recipes.listed_difficulty, stored: schema.recipes.aggregate_rating_value })
          .from(schema.recipes)
          .where(eq(schema.recipes.id, recipe!.id));
        // Compared at the value as stored (a real), which is what the card is given.
        expect(row?.listed, String(rating)).toBe(difficultyFromRating(row?.stored).toLowerCase());
      }
    } finally {
      await db
        .update(schema.recipes)
        .set({ aggregate_rating_value: original })
        .where(eq(schema.recipes.id, recipe!.id));
    }
  });

  it("servings follow each recipe's yield, and 6+ means six or more", async () => {
    const [recipe] = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Margarita"));
    await db.update(schema.recipes).set({ recipe_yield: "Serves 8" }).where(eq(schema.recipes.id, recipe!.id));
    expect(await names("servings=6%2B")).toContain("Margarita");
    expect(await names("servings=1")).not.toContain("Margarita");
    await db.update(schema.recipes).set({ recipe_yield: "2 drinks" }).where(eq(schema.recipes.id, recipe!.id));
    expect(await names("servings=2")).toContain("Margarita");
    await db.update(schema.recipes).set({ recipe_yield: "1 serving" }).where(eq(schema.recipes.id, recipe!.id));
  });

  it("prep time keeps recipes ready within the minutes given", async () => {
    const quick = await listPublicRecipes(filters("prepTime=3"), 200);
    const rows = await db.execute<{ name: string; minutes: number }>(sql`
      select name, extract(epoch from prep_time) / 60 as minutes from recipes where status = 'published' and is_public`);
    const expected = rows.rows
      .filter((r) => Number(r.minutes) <= 3)
      .map((r) => r.name)
      .sort();
    expect(quick.map((r) => r.name).sort()).toEqual(expected);
  });

  it("sorts by newest, oldest, rating and popularity", async () => {
    const newest = await listPublicRecipes(filters("sort=newest"), 100);
    const oldest = await listPublicRecipes(filters("sort=oldest"), 100);
    expect(oldest.map((r) => r.id)).toEqual([...newest].reverse().map((r) => r.id));
    const rated = await listPublicRecipes(filters("sort=rating"), 100);
    const values = rated.map((r) => r.aggregate_rating_value ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const popular = await db.execute<{ likes_count: number }>(
      sql`select likes_count from recipes where status='published' and is_public order by likes_count desc limit 1`,
    );
    const [first] = await listPublicRecipes(filters("sort=popular"), 1);
    const [firstRow] = await db
      .select({ likes: schema.recipes.likes_count })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, first!.id));
    expect(firstRow?.likes).toBe(popular.rows[0]?.likes_count);
  });

  it("ignores invalid parameters instead of failing", async () => {
    expect(parseListingParams(new URLSearchParams("category=abc&page=-4&sort=weird&servings=3&prepTime=0"))).toEqual({
      page: 1,
    });
  });

  it("the listing ignores a category or type that is no option, and says so", async () => {
    const read = readListingParams(new URLSearchParams("category=999999&type=1&difficulty=expert"));
    const checked = withKnownTaxonomy(read, { categories: [{ id: 5 }], cocktailTypes: [{ id: 1 }] });
    expect(checked.filters).toMatchObject({ category: undefined, type: 1, difficulty: "expert" });
    expect(checked.ignored).toEqual([{ param: "category", value: "999999", reason: "unknown" }]);
    // Nothing unknown: the very same filters, so the loader needs no second query.
    const known = readListingParams(new URLSearchParams("category=5"));
    expect(withKnownTaxonomy(known, { categories: [{ id: 5 }], cocktailTypes: [] }).filters).toBe(known.filters);
  });
});

describe("the 'My bar' filter", () => {
  const ids = async (query: string, keys: BarKeys) =>
    (await listPublicRecipes(filters(query), 1000, keys)).map((r) => r.id).sort();

  async function barMember(username: string, stock: { name: string; quantity?: number }[]) {
    const id = randomUUID();
    await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
    await db.insert(schema.profiles).values({ id, username, slug: username });
    for (const { name, quantity = 1 } of stock) {
      const [row] = await db
        .select({ id: schema.ingredients.id })
        .from(schema.ingredients)
        .where(eq(schema.ingredients.name, name));
      if (!row) throw new Error(`no ingredient ${name}`);
      await db.insert(schema.bar_inventory).values({ user_id: id, ingredient_id: row.id, quantity });
    }
    return id;
  }

  /** What the coverage query (the cards' "You can make this") says, over every listed recipe. */
  async function expectedByCoverage(memberId: string, missing: number) {
    const listed = await listPublicRecipes(filters(""), 1000);
    const coverage = await getBarCoverage(
      memberId,
      listed.map((r) => r.id),
    );
    return listed
      .filter((r) => (coverage[r.id]?.missing.length ?? 0) === missing)
      .map((r) => r.id)
      .sort();
  }

  it("'I can make' lists the recipes whose required ingredients are all in the bar", async () => {
    const member = await barMember("bar_filter_maker", [
      { name: "London Dry Gin" },
      { name: "Sweet Vermouth" },
      { name: "Campari" },
    ]);
    const keys = await getBarKeys(member);
    const made = await listPublicRecipes(filters("bar=make"), 1000, keys);
    expect(made.map((r) => r.name)).toContain("Negroni");
    expect(made.map((r) => r.name)).not.toContain("Boulevardier");
    expect(await ids("bar=make", keys)).toEqual(await expectedByCoverage(member, 0));
  });

  it("'One ingredient away' lists the recipes missing exactly one, and a run-out bottle does not count", async () => {
    const member = await barMember("bar_filter_near", [
      { name: "London Dry Gin" },
      { name: "Sweet Vermouth" },
      { name: "Campari", quantity: 0 },
    ]);
    const keys = await getBarKeys(member);
    const near = await ids("bar=one-away", keys);
    const [negroni] = await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Negroni"));
    expect(near).toContain(negroni?.id);
    expect(await ids("bar=make", keys)).not.toContain(negroni?.id);
    expect(near).toEqual(await expectedByCoverage(member, 1));
  });

  it("counts the bar filter alone straight from recipe_requirements, agreeing with the count through recipes", async () => {
    const member = await barMember("bar_filter_counter", [
      { name: "London Dry Gin" },
      { name: "Sweet Vermouth" },
      { name: "Campari" },
      { name: "White Rum" },
      { name: "Fresh Lime Juice" },
      { name: "Simple Syrup" },
    ]);
    const keys = await getBarKeys(member);
    for (const mode of ["make", "one-away"]) {
      const fast = await countPublicRecipes(filters(`bar=${mode}`), keys);
      // Any other filter takes the general path; a prep time no recipe exceeds narrows nothing.
      const general = await countPublicRecipes(filters(`bar=${mode}&prepTime=10000`), keys);
      const listed = await ids(`bar=${mode}`, keys);
      expect(fast).toBeGreaterThan(0);
      expect({ mode, fast }).toEqual({ mode, fast: general });
      expect(fast).toBe(listed.length);
    }
  });

  it("is ignored without the viewer's bar keys (guests), and counted as an active filter", async () => {
    expect(await countPublicRecipes(filters("bar=make"))).toBe(listedTotal);
    expect(activeFilterCount(filters("bar=one-away&category=1"))).toBe(2);
    expect(filters("bar=everything").bar).toBeUndefined();
  });
});
