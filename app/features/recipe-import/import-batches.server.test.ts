/**
 * Large uploads (docs/import.md, "Large uploads"): written in short batches so that other requests
 * get the embedded database's one connection between them, yet all or nothing for the member.
 */
import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { currentConnection, db, schema } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { createMember as member } from "../../../test/fixtures";
import { IMPORT_BATCH } from "./import-pacing.server";
import { importRecipes } from "./import-recipes.server";
import { MAX_IMPORT_BYTES } from "./import-schema";
import { type ParsedImport, parseImport } from "./parse-import";

// A catalogue helper that fails for one name (a failure in a late batch), and that tells the test
// when the upload is inside the transaction of the batch writing another.
let signal = () => {};
const signalled = new Promise<void>((resolve) => {
  signal = resolve;
});
vi.mock("~/features/ingredients/ingredient-mutations.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/features/ingredients/ingredient-mutations.server")>();
  return {
    ...original,
    findOrCreateIngredient: vi.fn((...args: Parameters<typeof original.findOrCreateIngredient>) => {
      if (args[1].name === "Explodium") return Promise.reject(new Error("boom"));
      if (args[1].name === "Signal Bitters") signal();
      return original.findOrCreateIngredient(...args);
    }),
  };
});

setupTestDatabase();

const s = schema;

function parsed(value: unknown): Extract<ParsedImport, { ok: true }> {
  const result = parseImport(JSON.stringify(value));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

async function recipeCount(userId: string) {
  const [row] = await db.select({ n: count() }).from(s.recipes).where(eq(s.recipes.user_id, userId));
  return row?.n ?? 0;
}

/** `n` recipes; the one at index `at` also lists `extra`. */
const simple = (n: number, extra: { name: string }[] = [], at = 0) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Batch Sour ${i + 1}`,
    ingredients: [...(i === at ? extra : []), { name: "Gin", quantity: 2, unit: "oz" }],
  }));

beforeAll(async () => {
  // The seeded catalogue's Gin, as on a real site.
  await db
    .insert(s.ingredients)
    .values({ name: "Gin", category: "gin", unit_type: "volume", shared: true })
    .onConflictDoNothing();
});

describe("large uploads", () => {
  it("uploads more than 500 recipes from one file within the byte limit", async () => {
    const mo = await member("batch_mo");
    const text = JSON.stringify(simple(520), null, 2);
    expect(new TextEncoder().encode(text).length).toBeLessThan(MAX_IMPORT_BYTES);
    const result = parseImport(text);
    expect(result).toMatchObject({ ok: true, format: "muddle" });
    if (!result.ok) return;
    const ids = await importRecipes(mo, result.items);
    expect(ids).toHaveLength(520);
    expect(await recipeCount(mo.id)).toBe(520);
    const [last] = await db
      .select({ name: s.recipes.name })
      .from(s.recipes)
      .where(eq(s.recipes.id, ids.at(-1)!));
    expect(last?.name).toBe("Batch Sour 520");
  }, 180_000);

  it("answers another request while an upload is still being written", async () => {
    const ana = await member("batch_ana");
    const total = IMPORT_BATCH.maxRecipes * 4;
    let settled = false;
    // The signal comes from a recipe past the first batch, once the upload runs at its usual pace.
    const items = parsed(simple(total, [{ name: "Signal Bitters" }], IMPORT_BATCH.maxRecipes)).items;
    const upload = importRecipes(ana, items).finally(() => {
      settled = true;
    });
    await signalled;
    // Sent from a timer, as a visitor's request arrives from the network: PGlite answers every query
    // without giving the event loop a turn, so this runs during the upload only if the upload yields.
    const seen = await new Promise<number>((resolve, reject) => {
      setTimeout(() => recipeCount(ana.id).then(resolve, reject), 0);
    });
    expect(settled).toBe(false);
    if (currentConnection().kind === "pglite") expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(total);
    expect(await upload).toHaveLength(total);
    expect(await recipeCount(ana.id)).toBe(total);
  }, 60_000);

  it("keeps nothing of the upload when a late batch fails, with the spec's message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bo = await member("batch_bo");
    const upload = [
      {
        name: "Early One",
        categories: ["Batch Category"],
        cocktail_types: ["Batch Type"],
        ingredients: [{ name: "Batch House Syrup" }],
      },
      ...simple(IMPORT_BATCH.maxRecipes * 2),
      { name: "Doomed", ingredients: [{ name: "Explodium" }] },
    ];
    const attempt = importRecipes(bo, parsed(upload).items);
    await expect(attempt).rejects.toThrow(Invalid);
    await expect(attempt).rejects.toThrow("Failed to process ingredient: Explodium");
    expect(await recipeCount(bo.id)).toBe(0);
    expect(await db.select().from(s.ingredients).where(eq(s.ingredients.name, "Batch House Syrup"))).toEqual([]);
    expect(await db.select().from(s.categories).where(eq(s.categories.name, "Batch Category"))).toEqual([]);
    expect(await db.select().from(s.cocktail_types).where(eq(s.cocktail_types.name, "Batch Type"))).toEqual([]);
    const [gin] = await db
      .select()
      .from(s.ingredients)
      .where(inArray(s.ingredients.name, ["Gin"]));
    expect(gin?.shared).toBe(true);
    logged.mockRestore();
  }, 60_000);
});
