import { describe, expect, it } from "vitest";
import { collectionJsonLd, collectionListMeta, collectionPageMeta, menuMeta, summary } from "./collection-meta";

const origin = "https://muddle.example";
const find = (tags: Record<string, unknown>[], key: string, value: string) =>
  tags.find((tag) => tag[key] === value) as Record<string, string> | undefined;

describe("the public list's metadata", () => {
  it("names Muddle as a cocktail community and is indexed on its plain pages", () => {
    const tags = collectionListMeta({ origin, query: { page: 2 }, pageCount: 3, total: 25, items: [] }) as Record<
      string,
      unknown
    >[];
    expect(find(tags, "title", "Cocktail Collections — page 2 | Muddle")).toBeTruthy();
    expect(find(tags, "name", "robots")?.content).toBe("index, follow");
    expect(find(tags, "rel", "canonical")?.href).toBe(`${origin}/collections?page=2`);
    expect(find(tags, "rel", "prev")?.href).toBe(`${origin}/collections`);
    expect(find(tags, "rel", "next")?.href).toBe(`${origin}/collections?page=3`);
  });

  it("keeps search results out of the index but follows them", () => {
    const tags = collectionListMeta({
      origin,
      query: { search: "tiki", page: 1 },
      pageCount: 1,
      total: 0,
      items: [],
    }) as Record<string, unknown>[];
    expect(find(tags, "name", "robots")?.content).toBe("noindex, follow");
    expect(find(tags, "rel", "canonical")?.href).toBe(`${origin}/collections?search=tiki`);
    expect(find(tags, "rel", "next")).toBeUndefined();
  });
});

describe("a collection's structured data", () => {
  const collection = {
    name: "Tiki Night",
    slug: "tiki-night",
    description: "Rum, rum and more rum.",
    owner_username: "ana",
    image_url: "/uploads/collection-images/x.webp",
    visibility: "public" as const,
  };
  const listed = {
    recipes: [{ name: "Mai Tai", slug: "mai-tai", author: { username: "ana" } }],
    total: 30,
    firstPosition: 25,
  };

  it("is a schema.org ItemList of the recipes' addresses, positioned across pages", () => {
    expect(collectionJsonLd({ collection, origin, ...listed })).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Tiki Night",
      description: "Rum, rum and more rum.",
      url: `${origin}/collections/tiki-night`,
      numberOfItems: 30,
      itemListOrder: "https://schema.org/ItemListUnordered",
      itemListElement: [{ "@type": "ListItem", position: 25, name: "Mai Tai", url: `${origin}/recipes/ana/mai-tai` }],
    });
  });

  it("is left out, and the page kept from search engines, unless the collection is public", () => {
    const open = collectionPageMeta({ collection, origin, page: 1, listed }) as Record<string, unknown>[];
    expect(open.some((tag) => (tag["script:ld+json"] as { "@type"?: string })?.["@type"] === "ItemList")).toBe(true);
    // The image is served cropped to the card's size, at an address that changes with it.
    expect(find(open, "property", "og:image")?.content).toMatch(
      new RegExp(`^${origin}/og/collections/tiki-night\\.png\\?v=\\w+$`),
    );
    expect(find(open, "property", "og:image:width")?.content).toBe("1200");
    expect(find(open, "property", "og:image:height")?.content).toBe("630");
    expect(find(open, "name", "twitter:card")?.content).toBe("summary_large_image");
    for (const visibility of ["private", "followers"] as const) {
      const tags = collectionPageMeta({
        collection: { ...collection, visibility },
        origin,
        page: 1,
        listed,
      }) as Record<string, unknown>[];
      expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false);
      expect(find(tags, "property", "og:image")).toBeUndefined();
      expect(tags.some((tag) => String(tag.property ?? tag.name ?? "").match(/^(og|twitter):/))).toBe(false);
      expect(find(tags, "name", "robots")?.content).toBe("noindex, nofollow");
    }
  });

  it("describes a collection without a description by its name and owner", () => {
    const tags = collectionPageMeta({
      collection: { ...collection, description: null, owner_username: null },
      origin,
      page: 1,
      listed: null,
    }) as Record<string, unknown>[];
    expect(find(tags, "name", "description")?.content).toBe("Tiki Night: a cocktail collection on Muddle.");
  });
});

describe("the drink menu's metadata", () => {
  it("uses the spec's fallback line and is indexed only when public", () => {
    const tags = menuMeta({
      collection: { name: "Tiki Night", slug: "tiki-night", description: null, image_url: null },
      visibility: "private",
      origin,
    }) as Record<string, unknown>[];
    expect(find(tags, "title", "Tiki Night: Drink Menu | Muddle")).toBeTruthy();
    expect(find(tags, "name", "description")?.content).toBe("Enjoy the curated drinks in this collection.");
    expect(find(tags, "name", "robots")?.content).toBe("noindex, nofollow");
  });

  it("shortens long descriptions to about 160 characters", () => {
    const long = "a".repeat(400);
    expect(summary(long)).toHaveLength(160);
    expect(summary(long).endsWith("…")).toBe(true);
  });
});
