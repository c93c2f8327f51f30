import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { seedDemoContent } from "../../../db/seed/seed.server";
import { setupTestDatabase } from "../../../test/database";
import { listSimilarRecipes, SIMILAR_RECIPES_SHOWN } from "./similar-recipes.server";
import { PAIR_RANK_TARGET, WELL_KNOWN_PAIRS } from "./well-known-pairs";

setupTestDatabase();

const { recipes } = schema;

async function idOf(name: string): Promise<string> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.name, name));
  if (!row) throw new Error(`no recipe ${name}`);
  return row.id;
}

const similarNames = async (name: string) => (await listSimilarRecipes(await idOf(name))).map((r) => r.name);

/** A copy of a demo recipe (ingredients, tags, categories) by its author, under another name. */
async function copyOf(name: string, copyName: string, values: Partial<typeof recipes.$inferInsert>) {
  const source = await idOf(name);
  const [original] = await db.select().from(recipes).where(eq(recipes.id, source));
  const [copy] = await db
    .insert(recipes)
    .values({
      user_id: original!.user_id,
      name: copyName,
      slug: copyName.toLowerCase().replaceAll(" ", "-"),
      method: original!.method,
      status: "published",
      ...values,
    })
    .returning({ id: recipes.id });
  await db.execute(sql`
    insert into recipe_ingredients (recipe_id, ingredient_id, name, quantity, unit, position, optional, garnish, substitutes)
    select ${copy!.id}, ingredient_id, name, quantity, unit, position, optional, garnish, substitutes
    from recipe_ingredients where recipe_id = ${source}`);
  await db.execute(
    sql`insert into recipe_tags (recipe_id, tag_id) select ${copy!.id}, tag_id from recipe_tags where recipe_id = ${source}`,
  );
  return copy!.id;
}

beforeAll(async () => {
  await seedDemoContent();
}, 180_000);

describe("More like this", () => {
  it.each(WELL_KNOWN_PAIRS)(`puts %s and %s in each other's top ${PAIR_RANK_TARGET}`, async (a, b) => {
    expect((await similarNames(a)).slice(0, PAIR_RANK_TARGET)).toContain(b);
    expect((await similarNames(b)).slice(0, PAIR_RANK_TARGET)).toContain(a);
  });

  it("shows up to six listed recipes, best first, never the recipe itself", async () => {
    const similar = await listSimilarRecipes(await idOf("Negroni"));
    expect(similar).toHaveLength(SIMILAR_RECIPES_SHOWN);
    expect(similar.map((r) => r.name)).not.toContain("Negroni");
    const scores = similar.map((r) => r.likeness);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(similar[0]).toMatchObject({ author: { username: expect.any(String) }, slug: expect.any(String) });
  });

  it("weighs ingredients by volume: a Negroni is nearer a Boulevardier than a gin fizz", async () => {
    const negroni = await similarNames("Negroni");
    expect(negroni).toContain("Boulevardier");
    expect(negroni).not.toContain("Gin Fizz");
  });

  it("never suggests a private, followers-only, draft or hidden recipe, and suggests it once it is listed", async () => {
    const twin = await copyOf("Negroni", "Twin Negroni", { is_public: false });
    const followers = await copyOf("Negroni", "Followers Negroni", { is_public: false, followers_only: true });
    const draft = await copyOf("Negroni", "Draft Negroni", { status: "draft" });
    const hidden = await copyOf("Negroni", "Hidden Negroni", { moderation: "hidden" });
    const names = await similarNames("Boulevardier");
    for (const name of ["Twin Negroni", "Followers Negroni", "Draft Negroni", "Hidden Negroni"]) {
      expect(names).not.toContain(name);
    }
    // The private recipe's own page still finds what is like it.
    expect((await listSimilarRecipes(twin)).map((r) => r.name)[0]).toBe("Negroni");

    await db.update(recipes).set({ is_public: true }).where(eq(recipes.id, twin));
    // Only its declared variant, the Negroni Sbagliato, may come before a copy.
    expect((await similarNames("Negroni")).slice(0, 2)).toContain("Twin Negroni");
    await db.delete(recipes).where(sql`${recipes.id} in (${twin}, ${followers}, ${draft}, ${hidden})`);
    expect(await similarNames("Negroni")).not.toContain("Twin Negroni");
  });

  it("follows a recipe's ingredients as they change", async () => {
    const id = await copyOf("Daiquiri", "Shifting Sour", {});
    expect((await similarNames("Shifting Sour")).slice(0, 2)).toContain("Daiquiri");
    const tequila = await db.execute<{ id: string }>(sql`select id from ingredients where name = 'Blanco Tequila'`);
    await db.execute(sql`
      update recipe_ingredients set ingredient_id = ${tequila.rows[0]!.id}, name = 'Blanco Tequila'
      where recipe_id = ${id} and name ilike '%rum%'`);
    expect((await similarNames("Shifting Sour")).slice(0, 3)).toContain("Tommy's Margarita");
    await db.delete(recipes).where(eq(recipes.id, id));
  });

  it("counts lineage: a recipe's original and its own variants are kin, listed ones only", async () => {
    // The seed names the Manhattan as the Rob Roy's and the Vieux Carré's original.
    expect((await similarNames("Manhattan")).slice(0, 2).sort()).toEqual(["Rob Roy", "Vieux Carré"]);
    expect((await similarNames("Rob Roy"))[0]).toBe("Manhattan");

    // A variant sharing no ingredient with its original is still kin, and only while it is listed.
    const negroni = await idOf("Negroni");
    const [tonic] = await db
      .insert(recipes)
      .values({
        user_id: (await db.select().from(recipes).where(eq(recipes.id, negroni)))[0]!.user_id,
        name: "Tonic Negroni",
        slug: "tonic-negroni",
        status: "published",
        variant_of: negroni,
      })
      .returning({ id: recipes.id });
    await db.execute(sql`
      insert into recipe_ingredients (recipe_id, ingredient_id, name, quantity, unit, position)
      select ${tonic!.id}, id, name, 4, 'oz', 1 from ingredients where name = 'Tonic Water'`);
    const alike = async (id: string) => (await listSimilarRecipes(id, 24)).map((r) => r.name);
    expect(await alike(negroni)).toContain("Tonic Negroni");
    expect(await alike(tonic!.id)).toContain("Negroni");
    await db.update(recipes).set({ is_public: false }).where(eq(recipes.id, tonic!.id));
    expect(await alike(negroni)).not.toContain("Tonic Negroni");
    await db.delete(recipes).where(eq(recipes.id, tonic!.id));
  });

  it("keeps each list, scoring it again with what changed since, and works it out afresh when it must", async () => {
    const negroni = await idOf("Negroni");
    const keptAt = async () =>
      (
        await db.execute<{ at: string }>(
          sql`select worked_out_at::text as at from recipe_similar_kept where recipe_id = ${negroni}`,
        )
      ).rows[0]?.at;
    // As on a site whose recipes were written long ago, and whose Negroni list was worked out an hour ago.
    await db.execute(sql`update recipe_likeness_changes set changed_at = now() - interval '2 days'`);
    await similarNames("Negroni");
    await db.execute(sql`update recipe_similar_kept set worked_out_at = now() - interval '1 hour'`);
    const before = await keptAt();
    expect(before).toBeDefined();

    // Read from what is kept…
    expect((await similarNames("Negroni")).slice(0, 2)).toContain("Boulevardier");
    expect(await keptAt()).toBe(before);
    // …with a drink published since scored in, and one made private since left out, without working it out again.
    const copy = await copyOf("Negroni", "Newer Negroni", {});
    expect((await similarNames("Negroni")).slice(0, 2)).toContain("Newer Negroni");
    await db.update(recipes).set({ is_public: false }).where(eq(recipes.id, copy));
    expect(await similarNames("Negroni")).not.toContain("Newer Negroni");
    expect(await keptAt()).toBe(before);

    // The Negroni's own change, or a day's age, works it out afresh.
    await db.execute(sql`delete from recipe_tags where recipe_id = ${negroni} and tag_id = (
      select tag_id from recipe_tags where recipe_id = ${negroni} limit 1)`);
    await similarNames("Negroni");
    const afterOwnChange = await keptAt();
    expect(afterOwnChange).not.toBe(before);
    await db.execute(sql`update recipe_similar_kept set worked_out_at = now() - interval '25 hours'`);
    await similarNames("Negroni");
    expect(await keptAt()).not.toBe(afterOwnChange);
    await db.delete(recipes).where(eq(recipes.id, copy));
  });

  it("has nothing to suggest for a recipe without ingredients", async () => {
    const [empty] = await db
      .insert(recipes)
      .values({ user_id: (await db.select().from(recipes).limit(1))[0]!.user_id, name: "Empty", slug: "empty-glass" })
      .returning({ id: recipes.id });
    expect(await listSimilarRecipes(empty!.id)).toEqual([]);
  });
});
