/**
 * Zip uploads (issue 13, Formats item 1): Bar Assistant's recipe export and data pack, with their
 * photos, and a zip of plain .json files; zip bombs and paths out of the zip are refused before
 * anything is inflated.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { readImportRequest } from "./import-request.server";
import { BAR_ASSISTANT_COCKTAIL, MUDDLE_THREE, SCHEMA_ORG_GRAPH } from "./test-fixtures";
import { importZip, previewZip, readZipRecipes } from "./zip-import.server";

setupTestDatabase();

const members: string[] = [];
afterAll(async () => {
  await Promise.all(
    members.map((id) =>
      rm(path.join(env().DATA_DIR, "uploads", "recipe-images", id), { recursive: true, force: true }),
    ),
  );
});

async function member(username: string) {
  const created = await createMember(username);
  members.push(created.id);
  return created;
}

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 4));
const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** A Bar Assistant data pack cocktail as bar-assistant/data writes it: photos as file:/// beside data.json. */
const packCocktail = (id: string, name: string, images: string[]) => ({
  _id: id,
  name,
  instructions: "1. Combine all ingredients with ice and shake\n2. Strain into a coupe, serve up",
  garnish: "Lemon twist",
  tags: ["Contemporary Classics"],
  glass: "Nick and Nora",
  method: "Shake",
  images: images.map((file, sort) => ({ uri: `file:///${file}`, sort, placeholder_hash: "x", copyright: "Imbibe" })),
  ingredients: [
    {
      _id: "gin",
      name: "Gin",
      strength: 40,
      amount: 45,
      units: "ml",
      optional: false,
      amount_max: null,
      note: null,
      substitutes: [],
      sort: 1,
    },
    {
      _id: "lemon-juice",
      name: "Lemon juice",
      strength: 0,
      amount: 15,
      units: "ml",
      optional: false,
      amount_max: null,
      note: null,
      substitutes: [],
      sort: 2,
    },
  ],
});

async function photosOf(memberId: string) {
  return db
    .select({
      name: schema.recipes.name,
      url: schema.recipe_images.image_url,
      thumb: schema.recipe_images.thumbnail_url,
      caption: schema.recipe_images.caption,
      cover: schema.recipes.thumbnail_url,
    })
    .from(schema.recipe_images)
    .innerJoin(schema.recipes, eq(schema.recipes.id, schema.recipe_images.recipe_id))
    .where(eq(schema.recipes.user_id, memberId))
    .orderBy(schema.recipes.name, schema.recipe_images.position);
}

describe("a Bar Assistant data pack (.zip)", () => {
  it("reads each cocktails/<id>/data.json, skips ingredients and base data, and imports the file:/// photos", async () => {
    const jpeg = await photo();
    const zip = zipSync({
      "data/base_glasses.json": json([{ name: "Coupe" }]),
      "data/ingredients/gin/data.json": json({ _id: "gin", name: "Gin", strength: 40 }),
      "data/cocktails/20th-century/data.json": json(
        packCocktail("20th-century", "20th Century", ["20th-century-7_JAZu89.jpg"]),
      ),
      "data/cocktails/20th-century/20th-century-7_JAZu89.jpg": jpeg,
      "data/cocktails/alaska/data.json": json(
        packCocktail("alaska", "Alaska", ["broken.jpg", "missing.jpg", "alaska-1.jpg"]),
      ),
      "data/cocktails/alaska/broken.jpg": strToU8("not a jpeg at all"),
      "data/cocktails/alaska/alaska-1.jpg": jpeg,
      "_meta.json": json({ version: "5.0.0" }),
    });

    const preview = await previewZip(zip);
    expect(preview).toMatchObject({ ok: true, format: "bar-assistant", label: "Bar Assistant cocktails" });
    if (!preview.ok) return;
    expect(preview.items.map((i) => i.name)).toEqual(["20th Century", "Alaska"]);
    expect(preview.notes).toEqual([
      "Recipe 2 (Alaska): the photo file:///missing.jpg is not in the zip.",
      "Recipe 2 (Alaska): skipped the photo data/cocktails/alaska/broken.jpg, which is not a readable image.",
    ]);

    const eve = await member("zip_eve");
    const ids = await importZip(eve, zip);
    expect(ids).toHaveLength(2);
    const photos = await photosOf(eve.id);
    expect(photos).toHaveLength(2);
    for (const row of photos) {
      expect(row.url).toMatch(new RegExp(`^/uploads/recipe-images/${eve.id}/[0-9a-f-]+\\.webp$`));
      expect(row.thumb).toBe(row.url.replace(/\.webp$/, "-thumb.webp"));
      expect(row.cover).toBe(row.thumb);
      expect(row.caption).toBe("Imbibe");
      const stored = await storage().get("recipe-images", row.url.replace("/uploads/recipe-images/", ""));
      expect(stored?.contentType).toBe("image/webp");
    }
  });
});

describe("a Bar Assistant recipe export (.zip)", () => {
  it("uses the photo beside recipe.json in place of its address on the Bar Assistant server", async () => {
    const cocktail = {
      ...BAR_ASSISTANT_COCKTAIL,
      images: [
        { uri: "http://bar.local:8000/uploads/cocktails/1/tommys-1.jpg", placeholder_hash: null, copyright: "Me" },
      ],
    };
    const zip = zipSync({
      "cocktails/tommys-margarita/recipe.json": json(cocktail),
      "cocktails/tommys-margarita/tommys-1.jpg": await photo(),
      "_meta.json": json({ type: "schema", schema: "https://barassistant.app/cocktail-04.schema.json" }),
    });
    expect(readZipRecipes(zip)).toMatchObject({ ok: true, items: [{ name: "Tommy's Margarita" }] });
    const fay = await member("zip_fay");
    await importZip(fay, zip);
    const photos = await photosOf(fay.id);
    expect(photos).toEqual([expect.objectContaining({ name: "Tommy's Margarita", caption: "Me" })]);
    expect(photos[0]?.url).toMatch(/^\/uploads\/recipe-images\//);
  });
});

describe("a zip of .json files", () => {
  it("reads every file, each in its own format, and names the file of a problem", async () => {
    const zip = zipSync({
      "mine.json": json(MUDDLE_THREE),
      "pages/negroni.json": json(SCHEMA_ORG_GRAPH),
      "__MACOSX/._mine.json": strToU8("\u0000\u0005junk"),
    });
    const parsed = readZipRecipes(zip);
    expect(parsed).toMatchObject({ ok: true, label: "Muddle recipes + Schema.org Recipe (JSON-LD)" });
    if (parsed.ok) expect(parsed.items).toHaveLength(4);

    const bad = zipSync({
      "a.json": json(MUDDLE_THREE),
      "b.json": json([{ name: "", ingredients: [{ name: "Gin" }] }]),
    });
    expect(readZipRecipes(bad)).toMatchObject({
      ok: false,
      errors: [{ index: 3, field: "b.json › name", message: "Recipe name is required" }],
    });
  });
});

describe("zips that are refused before anything is inflated", () => {
  it("one that unpacks to more than 50 MB (a zip bomb)", () => {
    const bomb = zipSync({ "a.json": new Uint8Array(60 * 1024 * 1024) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(readZipRecipes(bomb)).toMatchObject({
      ok: false,
      errors: [{ message: "This zip unpacks to 60.0 MB; the limit is 50 MB. Split it into smaller zips." }],
    });
  });

  it("one with too many files", () => {
    const files = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`r${i}.json`, strToU8("[]")]));
    expect(readZipRecipes(zipSync(files))).toMatchObject({
      ok: false,
      errors: [{ message: "This zip holds 5001 files; the limit is 5000." }],
    });
  });

  it("one with a path out of the zip", () => {
    const zip = zipSync({ "cocktails/x/data.json": json(BAR_ASSISTANT_COCKTAIL), "../../etc/evil.json": json([]) });
    expect(readZipRecipes(zip)).toMatchObject({
      ok: false,
      errors: [
        { message: 'This zip holds a file outside its own folders ("../../etc/evil.json"), so it was refused.' },
      ],
    });
  });

  it("one that is not a zip at all, or holds no .json", () => {
    expect(readZipRecipes(strToU8("PK\u0003\u0004 truncated"))).toMatchObject({
      ok: false,
      errors: [{ message: "This .zip file could not be read. Is it complete?" }],
    });
    expect(readZipRecipes(zipSync({ "notes.txt": strToU8("hi") }))).toMatchObject({
      ok: false,
      errors: [{ message: "This zip holds no .json files with recipes." }],
    });
  });
});

describe("readImportRequest", () => {
  it("hands a chosen .zip over as bytes", async () => {
    const zip = zipSync({ "a.json": json(MUDDLE_THREE) });
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new File([new Uint8Array(zip)], "recipes.zip", { type: "application/zip" }));
    const request = new Request("http://localhost/recipes/bulk-upload", { method: "POST", body: form });
    const read = await readImportRequest(request);
    expect(read).toMatchObject({ ok: true, text: "", fromFile: true });
    if (read.ok) expect(read.zip).toEqual(zip);
  });
});
