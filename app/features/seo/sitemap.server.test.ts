/**
 * Issue 18 "/sitemap.xml": over generated members, recipes and collections in every audience, the
 * index and its children (through the real route loaders) list exactly the public ones, once each, as
 * well-formed, escaped XML; the 50,000 split (lowered to 3 here) names the right number of children and
 * they cover every public row once; /robots.txt closes the members' areas and points to the sitemap.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY_SETTINGS, type Visibility } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as indexLoader } from "~/routes/sitemap[.]xml";
import { loader as childLoader } from "~/routes/sitemaps.$name";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { childSitemapResponse, sitemapChildren, sitemapIndexResponse } from "./sitemap.server";

setupTestDatabase();

const origin = "http://localhost:3000";
const { recipes, collections, profiles } = schema;
/** The static pages: home, the listings and the footer's pages. */
const STATIC_PAGES = "/ /recipes /collections /community /faq /how-to /privacy-policy /terms-of-service /support".split(
  " ",
);

/** Tags balance, text holds no raw `<` or bare `&`: enough to prove the writer's XML is well-formed. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  const stack: string[] = [];
  for (const token of body.split(/(<[^>]*>)/)) {
    if (token.startsWith("<")) {
      const close = /^<\/([\w:]+)>$/.exec(token);
      const open = /^<([\w:]+)(\s+[\w:]+="[^"<&]*")*>$/.exec(token);
      if (close) expect(stack.pop()).toBe(close[1]);
      else if (open) stack.push(open[1] as string);
      else throw new Error(`not a tag: ${token}`);
    } else {
      expect(token).not.toMatch(/<|&(?!(amp|lt|gt|quot|apos);)/);
    }
  }
  expect(stack).toEqual([]);
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] as string).replace(/&amp;/g, "&"));

async function text(response: Response | Promise<Response>) {
  const r = await response;
  expect(r.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(r.headers.get("cache-control")).toBe("public, max-age=3600");
  const body = await r.text();
  expectWellFormed(body);
  return body;
}

// biome-ignore lint/suspicious/noExplicitAny: route loaders, called as React Router calls them
const callLoader = (loader: (args: any) => unknown, path: string, params: Record<string, string> = {}) =>
  loader({ request: new Request(`${origin}${path}`), params, context: {} }) as Promise<Response>;

/** Every URL of every child the index names (through the route unless options are given). */
async function allChildUrls(options?: { perFile: number; batchSize: number }) {
  const index = options
    ? await text(sitemapIndexResponse(origin, options))
    : await text(callLoader(indexLoader, "/sitemap.xml"));
  const urls: string[] = [];
  for (const child of locs(index)) {
    const name = child.replace(`${origin}/sitemaps/`, "");
    const response = options
      ? childSitemapResponse(name, origin, options)
      : callLoader(childLoader, `/sitemaps/${name}`, { name });
    const body = await text(response);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    urls.push(...locs(body));
  }
  return { index: locs(index), urls };
}

const shown: string[] = [];
const hidden: string[] = [];

async function member(username: string, visibility: Visibility) {
  const { id } = await createMember(username);
  await db
    .update(profiles)
    .set({ privacy_settings: { ...DEFAULT_PRIVACY_SETTINGS, profile_visibility: visibility } })
    .where(eq(profiles.id, id));
  (visibility === "public" ? shown : hidden).push(`${origin}/${username}`);
  return id;
}

beforeAll(async () => {
  const author = await member("sitemap_author", "public");
  await member("sitemap_private", "private");
  await member("sitemap_followers", "followers");
  // A private author's public recipes and collections are still public pages.
  const shy = await member("sitemap_shy", "private");
  const recipeRows = [
    { slug: "public-sour", status: "published", is_public: true, followers_only: false, listed: true },
    // A name to escape: the address is percent-encoded, the XML escaped.
    { slug: "tom-&-jerry", status: "published", is_public: true, followers_only: false, listed: true },
    { slug: "private-sour", status: "published", is_public: false, followers_only: false, listed: false },
    { slug: "followers-sour", status: "published", is_public: false, followers_only: true, listed: false },
    { slug: "draft-sour", status: "draft", is_public: true, followers_only: false, listed: false },
  ];
  for (const [i, r] of recipeRows.entries()) {
    const user_id = i === 1 ? shy : author;
    const username = i === 1 ? "sitemap_shy" : "sitemap_author";
    await db.insert(recipes).values({
      user_id,
      slug: r.slug,
      name: r.slug,
      status: r.status,
      is_public: r.is_public,
      followers_only: r.followers_only,
    });
    (r.listed ? shown : hidden).push(`${origin}/recipes/${username}/${encodeURIComponent(r.slug)}`);
  }
  for (let i = 0; i < 7; i++) {
    await db.insert(recipes).values({ user_id: author, slug: `batch-${i}`, name: `Batch ${i}`, status: "published" });
    shown.push(`${origin}/recipes/sitemap_author/batch-${i}`);
  }
  const collectionRows: [string, boolean, boolean][] = [
    ["sitemap-public", true, false],
    ["sitemap-private", false, false],
    ["sitemap-followers", false, true],
  ];
  for (const [slug, is_public, followers_only] of collectionRows) {
    await db.insert(collections).values({ user_id: author, name: slug, slug, is_public, followers_only });
    (is_public ? shown : hidden).push(`${origin}/collections/${slug}`);
  }
});

describe("sitemap", () => {
  it("lists every public recipe, collection and profile and the static pages, once, and nothing hidden", async () => {
    const { index, urls } = await allChildUrls();
    expect(index[0]).toBe(`${origin}/sitemaps/pages.xml`);
    expect(index).toContain(`${origin}/sitemaps/recipes-1.xml`);
    expect(index).toContain(`${origin}/sitemaps/collections-1.xml`);
    expect(index).toContain(`${origin}/sitemaps/profiles-1.xml`);
    for (const url of shown) expect(urls).toContain(url);
    for (const url of hidden) expect(urls).not.toContain(url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of STATIC_PAGES) {
      expect(urls).toContain(`${origin}${path}`);
    }
    expect(urls.some((url) => /\/(bar|settings|search|login|notifications)\b/.test(url))).toBe(false);
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
  });

  it("writes each row's last change and escapes what it writes", async () => {
    const body = await text(callLoader(childLoader, "/sitemaps/recipes-1.xml", { name: "recipes-1.xml" }));
    expect(body).toContain(`<loc>${origin}/recipes/sitemap_shy/tom-%26-jerry</loc><lastmod>`);
    const entries = body.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/);
  });

  it("splits at the per-file limit: the index names ceil(n / limit) children, which cover everything once", async () => {
    const whole = await allChildUrls();
    const split = await allChildUrls({ perFile: 3, batchSize: 2 });
    expect([...split.urls].sort()).toEqual([...whole.urls].sort());
    expect(new Set(split.urls).size).toBe(split.urls.length);
    const statics = new Set<string>(STATIC_PAGES);
    const paths = whole.urls.map((url) => url.slice(origin.length));
    const rows = {
      recipes: paths.filter((path) => path.startsWith("/recipes/")).length,
      collections: paths.filter((path) => path.startsWith("/collections/")).length,
      profiles: paths.filter((path) => /^\/[^/]+$/.test(path) && !statics.has(path)).length,
    };
    for (const kind of ["recipes", "collections", "profiles"] as const) {
      const files = split.index.filter((url) => url.includes(`/sitemaps/${kind}-`));
      expect(files).toEqual(
        Array.from({ length: Math.ceil(rows[kind] / 3) }, (_, i) => `${origin}/sitemaps/${kind}-${i + 1}.xml`),
      );
    }
    expect(rows.recipes).toBeGreaterThan(6);
    const children = await sitemapChildren({ perFile: 3 });
    expect(children.length).toBe(split.index.length);
  });

  it("answers 404 for a file past the last one and for names it does not know", async () => {
    const past = await childSitemapResponse("recipes-999.xml", origin, { perFile: 3 });
    expect(past.status).toBe(404);
    for (const name of ["recipes-0.xml", "recipes-01.xml", "secrets.xml", "drafts-1.xml"]) {
      expect((await callLoader(childLoader, `/sitemaps/${name}`, { name })).status).toBe(404);
    }
  });
});

describe("robots.txt", () => {
  it("allows the site, closes the members' areas and search with parameters, and names the sitemap", async () => {
    const response = await callLoader(robotsLoader, "/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const body = await response.text();
    const lines = body.trim().split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const rule of [
      "/bar$",
      "/bar/",
      "/settings$",
      "/settings/",
      "/notifications$",
      "/api/",
      "/search?",
      "/collections/new$",
      "/recipes/bulk-upload$",
      "/login/two-factor$",
    ]) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    // A bare prefix would hide profiles such as /barney, and /search itself (popular lists) stays open.
    expect(lines).not.toContain("Disallow: /bar");
    expect(lines).not.toContain("Disallow: /search");
    expect(lines.at(-1)).toBe(`Sitemap: ${origin}/sitemap.xml`);
  });
});
