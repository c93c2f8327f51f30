/**
 * Leaving with one's recipes (issue 13, Formats item 5): the export as schema.org JSON-LD and as Bar
 * Assistant Draft 04 cocktails, through the real endpoint; each file imports back through our own
 * importer with the same recipes, as far as the format has fields for them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { signUpMember } from "~/features/auth/auth-mutations.server";
import { SignupSchema } from "~/features/auth/auth-schema";
import { auth } from "~/lib/auth.server";
import { loader } from "~/routes/api.site.recipes.export";
import { setupTestDatabase } from "../../../test/database";
import { confirmEmail } from "../../../test/fixtures";
import { exportRecipes } from "./export-recipes.server";
import { importRecipes } from "./import-recipes.server";
import { ImportItem, type ImportItemData } from "./import-schema";
import { parseImport } from "./parse-import";
import { BAR_ASSISTANT_COCKTAIL, MUDDLE_THREE, SCHEMA_ORG_GRAPH } from "./test-fixtures";

setupTestDatabase();

const password = "long-enough-pw";

async function signedIn(username: string) {
  const email = `${username}@example.com`;
  await signUpMember(
    SignupSchema.parse({ username, email, password }),
    new Request("http://localhost/"),
    `ip-${username}`,
  );
  await confirmEmail(email);
  const { headers, response } = await auth().api.signInEmail({ body: { email, password }, returnHeaders: true });
  const id = response.user.id;
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id, cookie };
}

function items(value: unknown): ImportItemData[] {
  const parsed = parseImport(JSON.stringify(value));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.items;
}

/** Lines a bar recipe really has: a range, a note, an optional line, a top, garnishes. */
const MAI_TAI = {
  name: "Mai Tai",
  description: "Trader Vic's, more or less.",
  ingredients: [
    { name: "Aged Rum", quantity: 1, unit: "oz", note: "preferably Smith & Cross" },
    { name: "Lime Juice", quantity: 0.75, unit: "oz" },
    { name: "Orgeat", quantity: 0.25, quantity_max: 0.5, unit: "oz" },
    { name: "Angostura Bitters", quantity: 2, unit: "dash", optional: true },
    { name: "Soda Water", unit: "top", optional: true },
    { name: "Lime Wheel", quantity: 1, garnish: true },
    { name: "Mint Sprig", garnish: true, optional: true },
  ],
  steps: ["Shake with crushed ice.", "Pour unstrained into a rocks glass."],
  tags: ["tiki"],
  glass: "Rocks",
  method: "shaken",
  images: [{ url: "https://images.example.com/mai-tai.jpg", caption: "Photo: Eve" }],
};

async function download(format: string, cookie: string) {
  const url = `http://localhost:3000/api/site/recipes/export${format ? `?format=${format}` : ""}`;
  const response = (await loader({
    request: new Request(url, { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  } as never)) as Response;
  return response;
}

/** What every format carries: the recipe's name, its lines' amounts and flags, its steps and photos. */
function essentials(item: ImportItemData) {
  return {
    name: item.name,
    steps: item.steps.map((step) => (typeof step === "string" ? step : step.text)),
    images: item.images.map((image) => image.url),
    ingredients: item.ingredients.map((i) => ({
      name: i.name,
      quantity: i.quantity ?? null,
      quantity_max: i.quantity_max ?? null,
      // A bare count is written without a unit; it reads back the same.
      unit: i.unit === "unit" ? null : (i.unit ?? null),
      optional: i.optional,
      garnish: i.garnish,
      note: i.note ?? null,
    })),
  };
}

let carol: { id: string; cookie: string };
let exported: ImportItemData[];

beforeAll(async () => {
  carol = await signedIn("export_carol");
  const dave = await signedIn("export_dave");
  await importRecipes(carol, items([...MUDDLE_THREE, MAI_TAI]));
  await importRecipes(carol, items(BAR_ASSISTANT_COCKTAIL));
  await importRecipes(carol, items(SCHEMA_ORG_GRAPH));
  await importRecipes(dave, items([{ name: "Dave's Secret", ingredients: [{ name: "Gin" }] }]));
  exported = (await exportRecipes(carol)).map((item) => ImportItem.parse(item));
});

describe("GET /api/site/recipes/export?format=…", () => {
  it("schema-org: an @graph of Recipe nodes that imports back as the same recipes", async () => {
    const response = await download("schema-org", carol.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/ld\+json/);
    expect(response.headers.get("Content-Disposition")).toContain("muddle-recipes.jsonld");
    const document = await response.json();
    expect(document["@context"]).toBe("https://schema.org");
    expect(document["@graph"].every((node: { "@type": string }) => node["@type"] === "Recipe")).toBe(true);

    const back = parseImport(JSON.stringify(document));
    expect(back).toMatchObject({ ok: true, format: "schema-org", notes: [] });
    if (!back.ok) return;
    expect(back.items.map(essentials)).toEqual(exported.map(essentials));
    // The fields JSON-LD has: description, times, categories, tags, method, nutrition.
    expect(back.items.map((i) => [i.description, i.prep_minutes, i.total_minutes, i.categories, i.method])).toEqual(
      exported.map((i) => [i.description, i.prep_minutes, i.total_minutes, i.categories, i.method]),
    );
    for (const [i, item] of exported.entries()) {
      expect(back.items[i]?.tags).toEqual(expect.arrayContaining(item.tags));
      expect(back.items[i]?.nutrition).toEqual(item.nutrition);
    }
  });

  it("bar-assistant: Draft 04 cocktails that import back as the same recipes", async () => {
    const response = await download("bar-assistant", carol.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("muddle-bar-assistant.json");
    const cocktails = await response.json();
    const maiTai = cocktails.find((c: { name: string }) => c.name === "Mai Tai");
    expect(maiTai).toMatchObject({
      instructions: "1. Shake with crushed ice.\n2. Pour unstrained into a rocks glass.",
      garnish: "1 Lime Wheel\nMint Sprig (optional)",
      method: "Shake",
      glass: "Rocks",
      images: [{ uri: "https://images.example.com/mai-tai.jpg", copyright: "Photo: Eve" }],
    });
    expect(maiTai.ingredients[2]).toEqual({
      name: "Orgeat",
      amount: 0.25,
      units: "oz",
      optional: false,
      amount_max: 0.5,
      note: null,
      substitutes: [],
    });
    expect(maiTai.ingredients[4]).toMatchObject({ name: "Soda Water", amount: 0, units: "topup", optional: true });

    const back = parseImport(JSON.stringify(cocktails));
    expect(back).toMatchObject({ ok: true, format: "bar-assistant" });
    if (!back.ok) return;
    expect(back.items.map(essentials)).toEqual(exported.map(essentials));
    expect(back.items.map((i) => [i.description, i.glass, i.method, i.tags])).toEqual(
      exported.map((i) => [i.description, i.glass, i.method, i.tags]),
    );
    const substitutes = (list: ImportItemData[]) => list.flatMap((i) => i.ingredients.map((x) => x.substitutes));
    expect(substitutes(back.items)).toEqual(substitutes(exported));
  });

  it("holds only the member's own recipes, in every format", async () => {
    for (const format of ["", "schema-org", "bar-assistant"]) {
      const text = await (await download(format, carol.cookie)).text();
      expect(text).toContain("Mai Tai");
      expect(text).not.toContain("Dave's Secret");
    }
  });

  it("refuses a guest and an unknown format", async () => {
    expect((await download("schema-org", "")).status).toBe(401);
    const unknown = await download("csv", carol.cookie);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "Unknown format: use muddle, schema-org or bar-assistant" });
  });
});
