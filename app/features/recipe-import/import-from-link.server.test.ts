/**
 * Import from a link (issue 22) against a real web server on loopback (test/recipe-pages.ts), allowed
 * explicitly: the page's recipe comes through the bulk upload's own parser with the page as its source,
 * its photo is downloaded and stored as ours, and each way a link can fail has a message a member can
 * act on. The fetcher's SSRF defences have their own tests (app/lib/outbound.server.test.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import {
  NEGRONI_AUTHOR,
  PAGE_HOST,
  type RecipePageServer,
  SITE_NAME,
  startRecipePageServer,
} from "../../../test/recipe-pages";
import { exportRecipes } from "./export-recipes.server";
import { importFromLink, LinkImportError, NO_RECIPE_MESSAGE, readLink } from "./import-from-link.server";
import { parseImport } from "./parse-import";

setupTestDatabase();

const allowed = { allowAddresses: [PAGE_HOST] };
let site: RecipePageServer;

beforeAll(async () => {
  site = await startRecipePageServer();
});
afterAll(() => site.close());

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LinkImportError);
  return error as LinkImportError;
}

describe("reading a recipe page", () => {
  it("reads a JSON-LD @graph recipe with the page as its source, and imports it with its photo stored here", async () => {
    const ada = await createMember("link_ada");
    const read = await readLink(ada, `${site.base}/recipes/negroni`, allowed);
    expect(read.kind).toBe("recipes");
    if (read.kind !== "recipes") return;
    expect(read.before).toEqual([]);
    expect(read.page).toMatchObject({ url: `${site.base}/recipes/negroni`, siteName: SITE_NAME });

    const parsed = parseImport(read.text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const [negroni] = parsed.items;
    expect(negroni?.name).toBe("Negroni");
    // Names as the page writes them; the preview then shows the catalogue entry each one matches.
    expect(negroni?.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [1, "oz", "gin"],
      [1, "oz", "Campari"],
      [1, "oz", "sweet vermouth"],
      [1, undefined, "orange peel"],
    ]);
    expect(negroni?.source).toEqual({ url: `${site.base}/recipes/negroni`, name: SITE_NAME, author: NEGRONI_AUTHOR });
    expect(negroni?.images).toEqual([{ url: `${site.base}/images/negroni.png` }]);

    const [id] = await importFromLink(ada, parsed.items, new Map(), allowed);
    const [row] = await db
      .select({
        status: schema.recipes.status,
        image_url: schema.recipes.image_url,
        thumbnail_url: schema.recipes.thumbnail_url,
        source_url: schema.recipes.source_url,
        source_name: schema.recipes.source_name,
        source_author: schema.recipes.source_author,
      })
      .from(schema.recipes)
      .where(eq(schema.recipes.id, id!));
    expect(row).toMatchObject({
      status: "draft",
      source_url: `${site.base}/recipes/negroni`,
      source_name: SITE_NAME,
      source_author: NEGRONI_AUTHOR,
    });
    // The page's photo now lives in our storage (WebP), not on the other site.
    expect(row?.image_url).toMatch(/^\/uploads\/recipe-images\/.+\.webp$/);
    expect(row?.thumbnail_url).toMatch(/-thumb\.webp$/);
    const stored = await storage().get("recipe-images", row!.image_url!.replace("/uploads/recipe-images/", ""));
    expect(stored).not.toBeNull();
    expect(site.requests).toContain("/images/negroni.png");

    // The export (and so the API's representation) carries the source, and reads back in.
    const [exported] = await exportRecipes(ada);
    expect(exported?.source).toEqual({ url: `${site.base}/recipes/negroni`, name: SITE_NAME, author: NEGRONI_AUTHOR });
    const again = parseImport(JSON.stringify([exported]));
    expect(again.ok && again.items[0]?.source?.url).toBe(`${site.base}/recipes/negroni`);

    // Reading the same page again offers the recipe already imported.
    const second = await readLink(ada, `${site.base}/recipes/negroni`, allowed);
    expect(second.before).toEqual([{ name: "Negroni", href: `/bar/recipes/${id}` }]);
    // ...to its importer only.
    const bruno = await createMember("link_bruno");
    expect((await readLink(bruno, `${site.base}/recipes/negroni`, allowed)).before).toEqual([]);
  });

  it("reads microdata", async () => {
    const cleo = await createMember("link_cleo");
    const read = await readLink(cleo, `${site.base}/recipes/last-word`, allowed);
    if (read.kind !== "recipes") throw new Error(`read ${read.kind}`);
    const parsed = parseImport(read.text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.items[0]?.name).toBe("Last Word");
    expect(parsed.items[0]?.ingredients.map((i) => i.name)).toEqual([
      "gin",
      "green Chartreuse",
      "maraschino liqueur",
      "fresh lime juice",
    ]);
    expect(parsed.items[0]?.source).toEqual({
      url: `${site.base}/recipes/last-word`,
      name: "Old Bar Book",
      author: "Frank Fogarty",
    });
  });

  it("turns an Open Graph card into a draft whose photo is stored as the member's upload", async () => {
    const dara = await createMember("link_dara");
    const read = await readLink(dara, `${site.base}/stories/spritz`, allowed);
    if (read.kind !== "draft") throw new Error(`read ${read.kind}`);
    expect(read.draft).toMatchObject({
      name: "Aperol Spritz, the way Venice pours it",
      description: "Three, two, one: prosecco, Aperol, soda.",
      source: { url: `${site.base}/stories/spritz`, name: "Porch Notes", author: "Gia Rossi" },
    });
    expect(read.draft.image?.url).toMatch(new RegExp(`^/uploads/recipe-images/${dara.id}/.+\\.webp$`));
  });

  it("explains each way a link can fail, in words a member can act on", async () => {
    const eli = await createMember("link_eli");
    expect((await refusal(readLink(eli, `${site.base}/members-only/sour`, allowed))).message).toBe(
      "This site asks robots not to read this page, so we cannot import it.",
    );
    const none = await refusal(readLink(eli, `${site.base}/about`, allowed));
    expect([none.message, none.problem]).toEqual([NO_RECIPE_MESSAGE, "no_recipe"]);
    expect((await refusal(readLink(eli, `${site.base}/recipes/gone`, allowed))).message).toBe(
      "That site did not give us the page (it answered 404). Check the address, or try again later.",
    );
    expect((await refusal(readLink(eli, "negroni please", allowed))).problem).toBe("not_web_address");
    expect((await refusal(readLink(eli, `${site.base}/images/negroni.png`, allowed))).problem).toBe("wrong_type");
    // Without the test's explicit allowance, the loopback server is refused like any private address.
    const blocked = await refusal(readLink(eli, `${site.base}/recipes/negroni`));
    expect(blocked.message).toBe("That address is not on the public internet, so we cannot import from it.");
  });

  it("allows 30 links an hour per member", async () => {
    const fay = await createMember("link_fay");
    for (let i = 0; i < 30; i++) await consumeRateLimit("linkImport", fay.id);
    const before = site.requests.length;
    await expect(readLink(fay, `${site.base}/recipes/negroni`, allowed)).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^You have imported many links this hour\. Try again in /),
    });
    expect(site.requests.length).toBe(before);
  });
});
