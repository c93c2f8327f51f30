import { and, asc, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signUpMember } from "~/features/auth/auth-mutations.server";
import { SignupSchema } from "~/features/auth/auth-schema";
import { createRecipe } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { exportRecipes } from "./export-recipes.server";
import { importRecipes } from "./import-recipes.server";
import { type ParsedImport, parseImport } from "./parse-import";
import { BAR_ASSISTANT_COCKTAIL, COCKTAILDB_ENVELOPE, MUDDLE_THREE, SCHEMA_ORG_GRAPH } from "./test-fixtures";

// A catalogue helper that fails for one name, to prove a failure mid-upload writes nothing.
vi.mock("~/features/ingredients/ingredient-mutations.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/features/ingredients/ingredient-mutations.server")>();
  return {
    ...original,
    findOrCreateIngredient: vi.fn((...args: Parameters<typeof original.findOrCreateIngredient>) =>
      args[1].name === "Explodium" ? Promise.reject(new Error("boom")) : original.findOrCreateIngredient(...args),
    ),
  };
});

setupTestDatabase();

const s = schema;
let alice: { id: string };
let bruno: { id: string };

async function member(username: string) {
  await signUpMember(
    SignupSchema.parse({ username, email: `${username}@example.com`, password: "long-enough-pw" }),
    new Request("http://localhost/"),
    `ip-${username}`,
  );
  const [profile] = await db.select().from(s.profiles).where(eq(s.profiles.username, username));
  return { id: profile!.id };
}

function parsed(value: unknown): Extract<ParsedImport, { ok: true }> {
  const result = parseImport(JSON.stringify(value));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

async function recipeCount(userId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(s.recipes)
    .where(userId ? eq(s.recipes.user_id, userId) : undefined);
  return row?.n ?? 0;
}

async function recipe(id: string) {
  const [row] = await db.select().from(s.recipes).where(eq(s.recipes.id, id));
  const ingredients = await db
    .select()
    .from(s.recipe_ingredients)
    .where(eq(s.recipe_ingredients.recipe_id, id))
    .orderBy(asc(s.recipe_ingredients.position));
  return { ...row!, ingredients };
}

beforeAll(async () => {
  alice = await member("import_alice");
  bruno = await member("import_bruno");
});

describe("importRecipes", () => {
  it("writes three recipes in our format as private drafts, matching categories in any case", async () => {
    const [classic] = await db.insert(s.categories).values({ name: "classic", shared: true }).returning();
    const { items, format } = parsed(MUDDLE_THREE);
    expect(format).toBe("muddle");
    const ids = await importRecipes(alice, items);
    expect(ids).toHaveLength(3);
    const rows = await db
      .select()
      .from(s.recipes)
      .where(eq(s.recipes.user_id, alice.id))
      .orderBy(asc(s.recipes.created_at));
    expect(rows.map((r) => [r.name, r.status, r.is_public, r.published_at])).toEqual([
      ["Bee's Knees", "draft", false, null],
      ["Paloma", "draft", false, null],
      ["Espresso Martini", "draft", false, null],
    ]);
    const categories = await db.select().from(s.categories).where(sql`lower(${s.categories.name}) = 'classic'`);
    expect(categories).toEqual([classic]);
    const paloma = await recipe(ids[1]!);
    expect(paloma).toMatchObject({ glass: "Highball", method: "built", recipe_yield: "1 highball" });
    expect(paloma.ingredients.map((i) => [i.name, i.quantity, i.unit, i.optional, i.note])).toEqual([
      ["Tequila", 2, "oz", false, null],
      ["Lime juice", 0.5, "oz", false, null],
      ["Grapefruit soda", null, "top", false, null],
      ["Salt", null, null, true, "a pinch"],
    ]);
    const espresso = await recipe(ids[2]!);
    expect(espresso.image_url).toBe("https://images.example.com/espresso-martini.jpg");
  });

  it("imports the Recipe from a page's schema.org @graph", async () => {
    const { items, label } = parsed(SCHEMA_ORG_GRAPH);
    expect(label).toBe("Schema.org Recipe (JSON-LD)");
    const [id] = await importRecipes(alice, items);
    const negroni = await recipe(id!);
    expect(negroni).toMatchObject({
      name: "Classic Negroni",
      status: "draft",
      is_public: false,
      slug: "classic-negroni",
    });
    expect(negroni.ingredients.map((i) => [i.name, i.quantity, i.unit, i.garnish])).toEqual([
      ["London dry gin", 1, "oz", false],
      ["Campari", 1, "oz", false],
      ["sweet vermouth", 1, "oz", false],
      ["orange peel", 1, null, true],
    ]);
    const steps = await db.select().from(s.recipe_instructions).where(eq(s.recipe_instructions.recipe_id, id!));
    expect(steps).toHaveLength(3);
  });

  it("imports a Bar Assistant cocktail with its glass, method, notes and garnish", async () => {
    const [id] = await importRecipes(alice, parsed(BAR_ASSISTANT_COCKTAIL).items);
    const tommys = await recipe(id!);
    expect(tommys).toMatchObject({ name: "Tommy's Margarita", glass: "Rocks", method: "shaken" });
    const lines = tommys.ingredients.map((i) => [i.name, i.quantity, i.quantity_max, i.unit, i.note, i.garnish]);
    expect(lines).toEqual([
      ["Tequila", 60, null, "ml", "Preferably blanco", false],
      ["Lime juice", 30, null, "ml", null, false],
      // Bar Assistant's amount_max is the top of a range (issue 13), no longer a note.
      ["Agave syrup", 15, 20, "ml", null, false],
      ["Saline solution", 2, null, "dash", null, false],
      ["Lime wheel", null, null, null, null, true],
    ]);
    expect(tommys.ingredients[0]?.substitutes).toEqual(["Mezcal"]);
  });

  it("imports TheCocktailDB's envelope, creating a category and type once", async () => {
    const ids = await importRecipes(bruno, parsed(COCKTAILDB_ENVELOPE).items);
    expect(ids).toHaveLength(3);
    const ordinary = await db.select().from(s.categories).where(eq(s.categories.name, "Ordinary Drink"));
    expect(ordinary).toHaveLength(1);
    const linked = await db
      .select({ n: count() })
      .from(s.recipe_categories)
      .where(eq(s.recipe_categories.category_id, ordinary[0]!.id));
    expect(linked[0]?.n).toBe(2);
    const [type] = await db
      .select({ name: s.cocktail_types.name })
      .from(s.recipe_cocktail_types)
      .innerJoin(s.cocktail_types, eq(s.cocktail_types.id, s.recipe_cocktail_types.cocktail_type_id))
      .where(eq(s.recipe_cocktail_types.recipe_id, ids[2]!));
    expect(type?.name).toBe("Non-Alcoholic");
    const sour = await recipe(ids[1]!);
    expect(sour.ingredients[1]).toMatchObject({ name: "Lemon juice", quantity: 0.5, unit: "unit" });
  });

  it("writes nothing when one item is invalid, naming the item and field", async () => {
    const before = await recipeCount();
    const upload = [MUDDLE_THREE[0], { ...MUDDLE_THREE[1], ingredients: [] }, MUDDLE_THREE[2]];
    const result = parseImport(JSON.stringify(upload));
    expect(result).toMatchObject({
      ok: false,
      errors: [{ index: 1, field: "ingredients", message: "Add at least one ingredient" }],
    });
    expect(await recipeCount()).toBe(before);
  });

  it("undoes the whole upload when a catalogue helper fails, with the spec's message", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await recipeCount();
    const upload = [
      { ...MUDDLE_THREE[0], name: "Fine One", categories: ["Brand New Category"] },
      { name: "Doomed", ingredients: [{ name: "Explodium" }] },
    ];
    const attempt = importRecipes(alice, parsed(upload).items);
    await expect(attempt).rejects.toThrow(Invalid);
    await expect(attempt).rejects.toThrow("Failed to process ingredient: Explodium");
    expect(await recipeCount()).toBe(before);
    expect(await db.select().from(s.categories).where(eq(s.categories.name, "Brand New Category"))).toEqual([]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("gives repeated names in one upload their own addresses", async () => {
    const twice = [
      { name: "Twin", ingredients: [{ name: "Gin" }] },
      { name: "Twin", ingredients: [{ name: "Gin" }] },
    ];
    const ids = await importRecipes(bruno, parsed(twice).items);
    const slugs = await Promise.all(ids.map(async (id) => (await recipe(id)).slug));
    expect(slugs).toEqual(["twin", "twin-2"]);
  });

  it("refuses an empty upload", async () => {
    await expect(importRecipes(alice, [])).rejects.toThrow(Invalid);
  });
});

describe("exportRecipes", () => {
  it("round-trips: exporting and importing into another member gives the same recipes", async () => {
    const carol = await member("import_carol");
    const dave = await member("import_dave");
    await importRecipes(carol, parsed(MUDDLE_THREE).items);
    await importRecipes(carol, parsed(BAR_ASSISTANT_COCKTAIL).items);
    await importRecipes(carol, parsed(SCHEMA_ORG_GRAPH).items);
    const exported = await exportRecipes(carol);
    expect(exported.map((r) => r.name)).toEqual([
      "Bee's Knees",
      "Paloma",
      "Espresso Martini",
      "Tommy's Margarita",
      "Classic Negroni",
    ]);
    expect(exported[0]).toMatchObject({
      // "classic" was created in lower case by an earlier test: names are matched in any case.
      categories: ["classic", "Sour"],
      cocktail_types: ["Gin"],
      tags: ["honey", "shaken"],
      steps: ["Shake with ice.", "Strain into a chilled coupe."],
    });

    const again = parseImport(JSON.stringify(exported, null, 2));
    expect(again).toMatchObject({ ok: true, format: "muddle" });
    if (!again.ok) return;
    await importRecipes(dave, again.items);
    expect(await exportRecipes(dave)).toEqual(exported);
  });

  it("round-trips the video link, difficulty, cook time and dietary flags, read from a schema.org page", async () => {
    const frank = await member("import_frank");
    const gina = await member("import_gina");
    const page = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Video Sour",
      recipeIngredient: ["2 oz rye whiskey"],
      cookTime: "PT20M",
      suitableForDiet: ["https://schema.org/VeganDiet", "GlutenFreeDiet"],
      video: {
        "@type": "VideoObject",
        name: "How to make it",
        contentUrl: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
        embedUrl: "https://www.youtube.com/embed/M7lc1UVf-VE",
      },
      difficulty: "Medium",
    };
    const [pageId] = await importRecipes(frank, parsed(page).items);
    expect(await recipe(pageId!)).toMatchObject({
      video_url: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
      video_embed_url: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
      difficulty: "intermediate",
      is_vegetarian: false,
      is_vegan: true,
      is_gluten_free: true,
    });
    const ours = {
      name: "Vimeo Fizz",
      ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }],
      video_url: "https://vimeo.com/76979871",
      difficulty: "expert",
      cook_minutes: 0,
      is_vegetarian: true,
    };
    await importRecipes(frank, parsed([ours]).items);

    const exported = await exportRecipes(frank);
    expect(exported).toEqual([
      expect.objectContaining({
        name: "Video Sour",
        cook_minutes: 20,
        difficulty: "intermediate",
        video_url: "https://www.youtube.com/watch?v=M7lc1UVf-VE",
        is_vegan: true,
        is_gluten_free: true,
      }),
      expect.objectContaining(ours),
    ]);
    expect(exported[0]).not.toHaveProperty("is_vegetarian");
    expect(exported[1]).not.toHaveProperty("is_vegan");

    await importRecipes(gina, parsed(exported).items);
    expect(await exportRecipes(gina)).toEqual(exported);
  });

  it("round-trips group headings, substitutes and each step's time and photo, and reads them from schema.org steps", async () => {
    const hana = await member("import_hana");
    const ivan = await member("import_ivan");
    await createRecipe(
      hana,
      RecipeInput.parse({
        name: "Grouped Smash",
        ingredients: [
          { name: "Bourbon", quantity: 2, unit: "oz", substitutes: "Rye Whiskey, Brandy" },
          { name: "Mint Sprig", garnish: true, group: "Garnish" },
        ],
        steps: [
          {
            text: "Muddle the lemon.",
            estimated_time: "30 seconds",
            image_url: `/uploads/recipe-images/${hana.id}/m.webp`,
          },
          "Shake and strain.",
        ],
      }),
    );
    const howTo = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Stepped Sour",
      recipeIngredient: ["2 oz rye whiskey"],
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Shake",
          itemListElement: [
            {
              "@type": "HowToStep",
              text: "Dry shake.",
              timeRequired: "PT15S",
              image: { "@type": "ImageObject", url: "https://img.example/dry.jpg" },
            },
            { "@type": "HowToStep", text: "Shake with ice.", timeRequired: "whenever" },
          ],
        },
      ],
    };
    await importRecipes(hana, parsed(howTo).items);

    const exported = await exportRecipes(hana);
    expect(exported[0]).toMatchObject({
      ingredients: [
        { name: "Bourbon", substitutes: ["Rye Whiskey", "Brandy"] },
        { name: "Mint Sprig", group: "Garnish" },
      ],
      steps: [
        {
          text: "Muddle the lemon.",
          estimated_time: "30 seconds",
          image_url: `http://localhost:3000/uploads/recipe-images/${hana.id}/m.webp`,
        },
        "Shake and strain.",
      ],
    });
    expect(exported[0]?.ingredients[0]).not.toHaveProperty("group");
    expect(exported[1]?.steps).toEqual([
      { text: "Dry shake.", estimated_time: "15 seconds", image_url: "https://img.example/dry.jpg" },
      "Shake with ice.",
    ]);

    await importRecipes(ivan, parsed(exported).items);
    expect(await exportRecipes(ivan)).toEqual(exported);
  });

  it("exports only the member's own recipes, and a stranger's import never touches them", async () => {
    const erin = await member("import_erin");
    const stranger = await member("import_stranger");
    const [erinsId] = await importRecipes(erin, parsed([MUDDLE_THREE[0]]).items);
    const erinsBefore = await exportRecipes(erin);

    await importRecipes(stranger, parsed([{ ...MUDDLE_THREE[0], description: "Mine now" }]).items);
    expect(await exportRecipes(erin)).toEqual(erinsBefore);
    expect(await recipeCount(erin.id)).toBe(1);
    const [original] = await db
      .select({ slug: s.recipes.slug, user_id: s.recipes.user_id })
      .from(s.recipes)
      .where(and(eq(s.recipes.id, erinsId!)));
    expect(original).toEqual({ slug: "bees-knees", user_id: erin.id });
    const strangers = await exportRecipes(stranger);
    expect(strangers.map((r) => r.description)).toEqual(["Mine now"]);
    expect(await exportRecipes({ id: "nobody" })).toEqual([]);
  });
});
