/**
 * Issue 18 "A test validates each type's required and recommended fields against a fixture of the
 * rules": every page type's JSON-LD, as its meta function builds it, checked against
 * structured-data-rules.ts.
 */
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { collectionListMeta, collectionPageMeta } from "~/features/collections/collection-meta";
import { homeMeta } from "~/features/home/home-meta";
import { profileMeta } from "~/features/profiles/components/profile-meta";
import type { PublicProfile } from "~/features/profiles/profile-queries.server";
import { listingMeta } from "~/features/recipes/components/recipe-listing-meta";
import { recipeJsonLd, recipePageMeta } from "~/features/recipes/components/recipe-page/recipe-page-meta";
import { DEMO_RECIPES, recipeDetail } from "~/features/recipes/recipe-detail-fixtures";
import type { RecipeDetail } from "~/features/recipes/recipe-types";
import { compactJsonLd } from "~/features/seo/structured-data";
import { pageMeta } from "~/features/static-pages/page-meta";
import { checkStructuredData, STRUCTURED_DATA_RULES } from "./structured-data-rules";

const origin = "https://muddle.example";
const root = { matches: [{ id: "root", data: { origin } }], location: { pathname: "/faq" } };

const jsonLd = (tags: MetaDescriptor[]) =>
  tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));
const byType = (tags: MetaDescriptor[]) => Object.fromEntries(jsonLd(tags).map((entry) => [entry["@type"], entry]));

/** Every entry passes its rules: nothing required or recommended missing, no malformed value. */
function expectValid(entries: Record<string, unknown>[], options: { expectAll?: boolean } = {}) {
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    expect(checkStructuredData(entry, options)).toEqual({
      type: entry["@type"],
      missingRequired: [],
      missingRecommended: [],
      problems: [],
    });
  }
}

const recipes = [
  { name: "Negroni", slug: "negroni", author: { username: "eve_stirs" } },
  { name: "Mai Tai", slug: "mai-tai", author: { username: "ana" } },
];

const profile: PublicProfile = {
  id: "p1",
  username: "ada_mixes",
  first_name: "Ada",
  last_name: "Lindqvist",
  profile_picture_url: "/uploads/profile-images/ada.webp",
  bio: "Weekend host.",
  location: null,
  email: null,
  social_links: {} as PublicProfile["social_links"],
  allow_follows: true,
  visibility: "public",
  counts: { recipes: 4, collections: 2, followers: 10, following: 3 },
  isOwner: false,
  viewerFollows: false,
  canView: true,
};

/** A demo recipe given every field Google recommends that we keep data for. */
function fixtureRecipe(): RecipeDetail {
  const demo = DEMO_RECIPES[0]?.detail ?? recipeDetail();
  return recipeDetail({
    ...demo,
    prep_minutes: 3,
    cook_minutes: 10,
    total_minutes: 13,
    video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    aggregate_rating_value: 4.25,
    aggregate_rating_count: 12,
    tags: [...demo.tags, "italian"],
    nutrition: {
      calories: "190 kcal",
      fat_content: null,
      protein_content: null,
      sodium_content: null,
      sugar_content: null,
    },
  });
}

describe("structured data on every page type meets its rules", () => {
  it("home: WebSite with its search at /search?q=, and Organization", () => {
    const entries = byType(homeMeta(origin));
    expectValid([entries.WebSite, entries.Organization] as Record<string, unknown>[], { expectAll: true });
    expect(entries.WebSite).toMatchObject({
      potentialAction: { target: { urlTemplate: `${origin}/search?q={search_term_string}` } },
    });
  });

  it("/recipes: BreadcrumbList and an ItemList of the page's recipes, positioned across pages", () => {
    const tags = listingMeta({ origin, filters: { page: 2 }, pageCount: 3, total: 20, recipes });
    expectValid(jsonLd(tags), { expectAll: true });
    expect(byType(tags).ItemList).toMatchObject({
      numberOfItems: 20,
      itemListElement: [
        { position: 10, name: "Negroni", url: `${origin}/recipes/eve_stirs/negroni` },
        { position: 11, url: `${origin}/recipes/ana/mai-tai` },
      ],
    });
  });

  it("/recipes with nothing on the page carries no empty ItemList", () => {
    const tags = listingMeta({ origin, filters: { page: 1, search: "zzz" }, pageCount: 1, total: 0, recipes: [] });
    expect(Object.keys(byType(tags))).toEqual(["BreadcrumbList"]);
  });

  it("/collections: BreadcrumbList and an ItemList of public collections only", () => {
    const tags = collectionListMeta({
      origin,
      query: { page: 1 },
      pageCount: 1,
      total: 2,
      items: [
        { name: "Tiki Night", slug: "tiki-night", visibility: "public" },
        { name: "Secret", slug: "secret", visibility: "followers" },
      ],
    });
    expectValid(jsonLd(tags), { expectAll: true });
    expect(byType(tags).ItemList).toMatchObject({ itemListElement: [{ name: "Tiki Night" }] });
    expect(JSON.stringify(tags)).not.toContain("Secret");
  });

  it("a collection: ItemList of its recipes and BreadcrumbList", () => {
    const tags = collectionPageMeta({
      collection: {
        name: "Tiki Night",
        slug: "tiki-night",
        description: "Rum.",
        owner_username: "ana",
        image_url: null,
        visibility: "public",
      },
      origin,
      page: 1,
      listed: { recipes, total: 2, firstPosition: 1 },
    });
    expectValid(jsonLd(tags), { expectAll: true });
    expect(Object.keys(byType(tags)).sort()).toEqual(["BreadcrumbList", "ItemList"]);
  });

  it("a profile: ProfilePage with every recommended field, and BreadcrumbList", () => {
    const tags = profileMeta(profile, `${origin}/ada_mixes`, origin);
    expectValid(jsonLd(tags), { expectAll: true });
  });

  it("a profile hiding its full name still names its Person (by username), as Google requires", () => {
    const hidden = { ...profile, first_name: null, last_name: null, bio: null, profile_picture_url: null };
    const entry = byType(profileMeta(hidden, `${origin}/ada_mixes`, origin)).ProfilePage as Record<string, unknown>;
    expectValid([entry]);
    expect(entry).toMatchObject({ mainEntity: { name: "ada_mixes", alternateName: "@ada_mixes" } });
  });

  it("a static page: BreadcrumbList", () => {
    const tags = pageMeta(root, { title: "FAQ", description: "Answers." });
    expectValid(jsonLd(tags), { expectAll: true });
  });

  it("a recipe (recipeJsonLd): every required and recommended field it has data for, and its breadcrumb", () => {
    const input = { recipe: fixtureRecipe(), url: `${origin}/recipes/eve_stirs/negroni`, origin };
    expectValid([recipeJsonLd(input)], { expectAll: true });
    const page = byType(recipePageMeta({ ...input, hidden: false }));
    expect(Object.keys(page).sort()).toEqual(["BreadcrumbList", "Recipe"]);
    expectValid(Object.values(page) as Record<string, unknown>[], { expectAll: true });
  });

  it("every demo recipe's Recipe entry carries what the rules ask, wherever it has the data", () => {
    for (const { detail } of DEMO_RECIPES) {
      const url = `${origin}/recipes/${detail.author.username}/${detail.slug}`;
      expect(checkStructuredData(recipeJsonLd({ recipe: detail, url, origin })), detail.name).toEqual({
        type: "Recipe",
        missingRequired: [],
        missingRecommended: [],
        problems: [],
      });
    }
  });

  it("a recipe without optional data still carries everything required", () => {
    const bare = recipeDetail({
      ingredients: fixtureRecipe().ingredients,
      steps: fixtureRecipe().steps,
    });
    expectValid([recipeJsonLd({ recipe: bare, url: `${origin}/recipes/eve_stirs/negroni`, origin })]);
  });
});

describe("the rules themselves", () => {
  it("cover every type the pages publish", () => {
    expect(Object.keys(STRUCTURED_DATA_RULES).sort()).toEqual(
      ["BreadcrumbList", "ItemList", "Organization", "ProfilePage", "Recipe", "WebSite"].sort(),
    );
  });

  it("catch a missing required field, a missing recommended one and a malformed value", () => {
    const report = checkStructuredData({
      "@context": "https://schema.org",
      "@type": "Recipe",
      image: ["/relative.jpg"],
      prepTime: "3 minutes",
      recipeIngredient: ["1 oz gin"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Stir." }],
    });
    expect(report.missingRequired).toEqual(["name"]);
    expect(report.missingRecommended).toEqual(expect.arrayContaining(["author", "datePublished", "recipeYield"]));
    expect(report.problems).toEqual(
      expect.arrayContaining([expect.stringContaining("image[] is not url"), expect.stringContaining("prepTime")]),
    );
  });

  it("catch a breadcrumb of one crumb and a list element without its address", () => {
    expect(
      checkStructuredData({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` }],
      }).problems,
    ).toEqual(["itemListElement has fewer than 2 items"]);
    expect(
      checkStructuredData({
        "@context": "https://schema.org",
        "@type": "ItemList",
        itemListElement: [{ "@type": "ListItem", position: 1, name: "Negroni" }],
      }).missingRequired,
    ).toEqual(["itemListElement[].url"]);
  });
});

describe("compactJsonLd", () => {
  it("gives what a JSON round trip gives, without the string", () => {
    const entry = {
      name: "Negroni",
      skipped: undefined,
      rating: { value: 4.5, count: 0, best: undefined },
      steps: [{ text: "Stir", image: undefined }, undefined, "garnish", null],
      when: new Date("2026-11-27T10:00:00Z"),
      empty: [],
      flag: false,
    };
    expect(compactJsonLd(entry)).toEqual(JSON.parse(JSON.stringify(entry)));
    expect(compactJsonLd(entry)).toEqual({
      name: "Negroni",
      rating: { value: 4.5, count: 0 },
      steps: [{ text: "Stir" }, null, "garnish", null],
      when: "2026-11-27T10:00:00.000Z",
      empty: [],
      flag: false,
    });
    expect("skipped" in compactJsonLd(entry)).toBe(false);
  });
});
