/**
 * Issue 13: the Check preview shows what each ingredient name matched, and the member may change it
 * before uploading; the upload follows the choices, and refuses a choice the member may not make.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { AppError } from "~/lib/errors";
import { seedCatalogue } from "../../../db/seed/seed-catalogue.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { importRecipes } from "./import-recipes.server";
import { NEW_INGREDIENT } from "./ingredient-choices";
import { readIngredientChoices, reviewIngredients } from "./ingredient-review.server";
import { parseImport } from "./parse-import";

setupTestDatabase();

let member: { id: string };
let stranger: { id: string };

beforeAll(async () => {
  await seedCatalogue();
  member = await createMember("match_reviewer");
  stranger = await createMember("match_stranger");
});

const upload = [
  {
    name: "Gimlet",
    ingredients: [
      { name: "Gin", quantity: 2, unit: "oz" },
      { name: "Lime  juice", quantity: 0.75, unit: "oz" },
      { name: "Simple Syrup", quantity: 0.5, unit: "oz" },
    ],
  },
  {
    name: "Gin Rickey",
    ingredients: [
      { name: "gin", quantity: 2, unit: "oz" },
      { name: "lime juice", quantity: 0.5, unit: "oz" },
      { name: "Yuzu Kosho Tincture", quantity: 2, unit: "dash" },
    ],
  },
];

function items() {
  const parsed = parseImport(JSON.stringify(upload));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.items;
}

async function entryId(name: string) {
  const [row] = await db
    .select({ id: schema.ingredients.id })
    .from(schema.ingredients)
    .where(and(eq(schema.ingredients.name, name), eq(schema.ingredients.shared, true)));
  if (!row) throw new Error(`no shared ${name}`);
  return row.id;
}

async function linesOf(recipeIds: string[]) {
  const rows = await db
    .select({ name: schema.ingredients.name, shared: schema.ingredients.shared, owner: schema.ingredients.created_by })
    .from(schema.recipe_ingredients)
    .innerJoin(schema.ingredients, eq(schema.ingredients.id, schema.recipe_ingredients.ingredient_id))
    .where(inArray(schema.recipe_ingredients.recipe_id, recipeIds))
    .orderBy(schema.recipe_ingredients.recipe_id, schema.recipe_ingredients.position);
  return rows;
}

describe("the preview's ingredient review", () => {
  it("lists each distinct name once with its line count and match, new names first and exact ones last", async () => {
    const rows = await reviewIngredients(member, items());
    expect(rows.map((row) => [row.written, row.lines, row.match && `${row.match.name} (${row.match.how})`])).toEqual([
      ["Yuzu Kosho Tincture", 1, null],
      ["Gin", 2, "London Dry Gin (alias)"],
      ["Lime juice", 2, "Fresh Lime Juice (key)"],
      ["Simple Syrup", 1, "Simple Syrup (name)"],
    ]);
  });

  it("never offers another member's private entry", async () => {
    await db.insert(schema.ingredients).values({ name: "Yuzu Kosho Tincture", created_by: stranger.id, shared: false });
    const [row] = await reviewIngredients(member, items());
    expect(row).toMatchObject({ written: "Yuzu Kosho Tincture", match: null });
  });
});

describe("an upload with the member's choices", () => {
  it("uses the entry the member chose, makes a 'new' name their own, and matches the rest as before", async () => {
    const field = JSON.stringify({ "lime juice": await entryId("Fresh Lemon Juice"), Gin: NEW_INGREDIENT });
    const choices = await readIngredientChoices(member, field);
    const ids = await importRecipes(member, items(), choices);
    const lines = await linesOf(ids);
    expect(lines.map((line) => line.name).sort()).toEqual(
      ["Fresh Lemon Juice", "Fresh Lemon Juice", "Gin", "Gin", "Simple Syrup", "Yuzu Kosho Tincture"].sort(),
    );
    const gin = lines.filter((line) => line.name === "Gin");
    expect(gin.every((line) => !line.shared && line.owner === member.id)).toBe(true);
  });

  it("without choices, matches as the preview said; once a member keeps their own Gin, it is theirs next time", async () => {
    const fresh = await createMember("match_default");
    expect((await linesOf(await importRecipes(fresh, items()))).map((line) => line.name)).toContain("London Dry Gin");
    // `member` chose a Gin of their own above: the same name is now that entry, before any alias.
    const [gin] = await reviewIngredients(member, items()).then((rows) => rows.filter((r) => r.written === "Gin"));
    expect(gin?.match).toMatchObject({ name: "Gin", how: "name" });
  });

  it("refuses a choice of another member's private entry, and one that is not an entry at all", async () => {
    const [theirs] = await db
      .insert(schema.ingredients)
      .values({ name: "Stranger's Secret Bitters", created_by: stranger.id, shared: false })
      .returning({ id: schema.ingredients.id });
    const refused = await readIngredientChoices(member, JSON.stringify({ Gin: theirs?.id })).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.message).toBe(
      'The ingredient you chose for "Gin" is not in the catalogue any more. Check again and choose another.',
    );
    const malformed = await readIngredientChoices(member, JSON.stringify({ Gin: "drop table" })).catch((e) => e);
    expect(malformed.message).toBe("Choose an ingredient from the catalogue");
    const unreadable = await readIngredientChoices(member, "{not json").catch((e) => e);
    expect(unreadable.message).toBe("Your ingredient choices could not be read. Check again, then upload.");
  });

  it("reads no choices from an empty field", async () => {
    expect((await readIngredientChoices(member, null)).size).toBe(0);
    expect((await readIngredientChoices(member, "")).size).toBe(0);
  });
});
