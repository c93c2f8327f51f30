/**
 * Issue 19 "The server decides": what the page cache may store and give to whom, through the real
 * Express pipeline (edge, server/page-handler.ts, React Router with the real entry, root loader and
 * recipe page loader; test/page-site.ts) on a real database.
 */

import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { decodeHTML } from "entities";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCollection } from "~/features/collections/collection-mutations.server";
import { CollectionDetails } from "~/features/collections/collection-schema";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus, updateRecipe } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { setRecipeLiked } from "~/features/social/recipe-reactions.server";
import { db, schema } from "~/lib/db.server";
import { publish } from "~/lib/events.server";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/lib/page-cache/cache-policy.server";
import { PageCache } from "~/lib/page-cache/page-cache.server";
import { listenForPurges, PAGE_PURGE_EVENT, stopListeningForPurges } from "~/lib/page-cache/purge.server";
import { signUpConfirmed } from "../test/auth";
import { LIVE_WAIT, setupLiveEvents } from "../test/live-events";
import { startPageSite } from "../test/page-site";

// A database of this file's own, with live events started: purges travel on them.
setupLiveEvents();

const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, ttlMs: 60_000 });
let site: Awaited<ReturnType<typeof startPageSite>>;
let author: { id: string; cookie: string };
let follower: { id: string; cookie: string };
const paths: Record<"published" | "draft" | "hidden" | "followers", string> = {} as never;
let publishedId: string;

const recipe = (name: string, visibility: "public" | "followers" | "private" = "public") =>
  RecipeInput.parse({ name, visibility, ingredients: [{ name: "White Rum", quantity: 2, unit: "oz" }] });

async function member(username: string) {
  const { email, cookie } = await signUpConfirmed({ username, email: `${username}@example.com` }, "10.9.0.1");
  const [row] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  return { id: row!.id, cookie };
}

async function addRecipe(name: string, visibility: "public" | "followers" | "private", status: "published" | "draft") {
  const { id, slug } = await createRecipe(author, recipe(name, visibility));
  if (status === "published") await setRecipeStatus(author, id, "published");
  return { id, path: `/recipes/cache_author/${slug}` };
}

beforeAll(async () => {
  author = await member("cache_author");
  follower = await member("cache_follower");
  await followMember(follower, "cache_author");
  const published = await addRecipe("Open Daiquiri", "public", "published");
  publishedId = published.id;
  paths.published = published.path;
  paths.draft = (await addRecipe("Draft Daiquiri", "public", "draft")).path;
  paths.hidden = (await addRecipe("Hidden Daiquiri", "private", "published")).path;
  paths.followers = (await addRecipe("Friends Daiquiri", "followers", "published")).path;
  site = await startPageSite(cache);
});

afterAll(async () => {
  await site?.stop();
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${site.base}${path}`, { headers, redirect: "manual" });
}

/** A test site whose page cache runs on a clock the test moves on (`later`), so no test sleeps through a TTL. */
async function siteOnAClock() {
  let now = 1_000; // lru-cache reads a start time of 0 as never set
  const site = await startPageSite(new PageCache({ maxBytes: 1024 * 1024, clock: { now: () => now } }));
  return {
    ...site,
    later: (ms: number) => {
      now += ms;
    },
  };
}

/** The page's loader data as the test site prints it. */
async function pageData(base: string, path: string, headers: Record<string, string> = {}) {
  const page = await textOf(await fetch(`${base}${path}`, { headers }));
  return JSON.parse(decodeHTML(page.match(/<pre id="page-data">(.*?)<\/pre>/s)?.[1] ?? "null"));
}

/** The page's text with React's escaping of the printed loader data undone. */
async function textOf(response: Response): Promise<string> {
  return (await response.text()).replaceAll("&quot;", '"');
}

/** The raw bytes of an answer, without fetch's transparent decompression. */
function raw(base: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("who gets what", () => {
  it.each([
    ["draft", "Draft Daiquiri"],
    ["hidden", "Hidden Daiquiri"],
    ["followers", "Friends Daiquiri"],
  ] as const)(
    "a %s recipe seen by its owner or a follower is never given to an anonymous visitor",
    async (kind, name) => {
      const path = paths[kind];
      const viewers = kind === "followers" ? [author, follower] : [author];
      for (const viewer of viewers) {
        const own = await get(path, { cookie: viewer.cookie });
        expect(own.status).toBe(200);
        expect(await own.text()).toContain(name);
        expect(own.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
        expect(own.headers.get("x-cache")).toBe("bypass");
      }
      const anonymous = await get(path);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/404/);
      expect(await anonymous.text()).not.toContain(name);
      expect(anonymous.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(cache.peek(`${path} `)).toBeUndefined();
    },
  );

  it("a signed-in page is never stored, and never given a stored anonymous copy", async () => {
    const signedIn = await get(paths.published, { cookie: author.cookie });
    expect(signedIn.headers.get("x-cache")).toBe("bypass");
    expect(signedIn.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await textOf(signedIn)).toContain('"username":"cache_author"');
    expect(cache.peek(`${paths.published} `)).toBeUndefined();

    const first = await get(paths.published);
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(await textOf(first)).toContain('"viewer":null');
    const again = await get(paths.published);
    expect(again.headers.get("x-cache")).toBe("hit");

    const member = await get(paths.published, { cookie: `muddle-cookie-consent=necessary; ${author.cookie}` });
    expect(member.headers.get("x-cache")).toBe("bypass");
    expect(await textOf(member)).toContain('"username":"cache_author"');
  });

  it("a page that sets a cookie is never stored", async () => {
    for (let i = 0; i < 2; i++) {
      const page = await get("/faq");
      expect(page.status).toBe(200);
      expect(page.headers.get("set-cookie")).toContain("remembered=1");
      expect(page.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(page.headers.get("x-cache")).toBe("bypass");
    }
    expect(cache.peek("/faq ")).toBeUndefined();
  });

  it("a page outside the cacheable list is never stored, even for anonymous visitors", async () => {
    const bar = await get("/bar");
    expect(bar.status).toBe(200);
    expect(bar.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(bar.headers.get("x-cache")).toBe("bypass");
  });

  it("a visitor with a toast waiting gets their own page, and the toast is not stored", async () => {
    const toast = encodeURIComponent(btoa(JSON.stringify({ type: "success", message: "Saved", id: "t1" })));
    const page = await get(paths.published, { cookie: `muddle-toast=${toast}` });
    expect(page.headers.get("x-cache")).toBe("bypass");
    expect(page.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("shows the cookie banner to a visitor without a choice and not to one with a choice", async () => {
    const none = await get(paths.published);
    expect(await none.text()).toContain("cookie-banner");
    const chosen = await get(paths.published, { cookie: "muddle-cookie-consent=necessary; other=1" });
    expect(await chosen.text()).not.toContain("cookie-banner");
    const chosenAgain = await get(paths.published, { cookie: "muddle-cookie-consent=necessary" });
    expect(chosenAgain.headers.get("x-cache")).toBe("hit");
    expect(await chosenAgain.text()).not.toContain("cookie-banner");
  });
});

describe("freshness", () => {
  it("an edit by the author is visible to an anonymous visitor on the next request", async () => {
    await get(paths.published);
    expect((await get(paths.published)).headers.get("x-cache")).toBe("hit");
    await updateRecipe(author, publishedId, { ...recipe("Open Daiquiri"), description: "Now with lime zest" });
    const next = await get(paths.published);
    expect(next.headers.get("x-cache")).toBe("miss");
    expect(await next.text()).toContain("Now with lime zest");
  });

  it("a purge published by another instance reaches this one's cache", async () => {
    listenForPurges();
    try {
      await get(paths.published);
      await get(`${paths.published}?page=2`);
      expect(cache.peek(`${paths.published} `)).toBeDefined();
      // What purgePages() on another instance publishes; the bus delivers it here once.
      await publish(PAGE_PURGE_EVENT, { paths: [paths.published] });
      await vi.waitFor(() => expect(cache.peek(`${paths.published} `)).toBeUndefined(), LIVE_WAIT);
      expect(cache.peek(`${paths.published}?page=2 `)).toBeUndefined();
      expect((await get(paths.published)).headers.get("x-cache")).toBe("miss");
    } finally {
      stopListeningForPurges();
    }
  });

  it("a like count is refreshed once the cache's TTL has passed", async () => {
    // The cache's own clock, moved on by the test: a slow machine cannot let the TTL pass between two requests.
    let now = 1_000;
    const shortLived = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 30_000, clock: { now: () => now } });
    const other = await startPageSite(shortLived);
    try {
      const likes = async () => {
        const page = await fetch(`${other.base}${paths.published}`);
        return { cache: page.headers.get("x-cache"), likes: (await textOf(page)).match(/"likes_count":(\d+)/)?.[1] };
      };
      expect(await likes()).toEqual({ cache: "miss", likes: "0" });
      await setRecipeLiked(follower, publishedId, true);
      // Likes purge nothing: until the page's TTL passes the stored count is served; then the page is made
      // again from data no older than the rest of the bound (pageTtlMs + the shared data's TTL = ttlMs).
      now += shortLived.pageTtlMs - 1_000;
      expect(await likes()).toEqual({ cache: "hit", likes: "0" });
      now += 2_000;
      expect(await likes()).toEqual({ cache: "miss", likes: "1" });
    } finally {
      await other.stop();
    }
  });
});

describe("shared query results", () => {
  it("a visitor's recipe is loaded once for its addresses for a few seconds, and never given to a member", async () => {
    const other = await siteOnAClock();
    const liker = await member("cache_liker");
    try {
      const likes = async (path: string, headers: Record<string, string> = {}) => {
        const page = await fetch(`${other.base}${path}`, { headers });
        return Number((await textOf(page)).match(/"likes_count":(\d+)/)?.[1]);
      };
      const before = await likes(`${paths.published}?from=a`);
      await setRecipeLiked(liker, publishedId, true);
      // Another address of the recipe (a page-cache miss) is made from the results the first one loaded.
      expect(await likes(`${paths.published}?from=b`)).toBe(before);
      // A member's request loads its own.
      expect(await likes(`${paths.published}?from=c`, { cookie: follower.cookie })).toBe(before + 1);
      other.later(5_001);
      expect(await likes(`${paths.published}?from=d`)).toBe(before + 1);
    } finally {
      await other.stop();
    }
  });

  it("a member's /recipes reuses the public listing others loaded, with their own like read for them", async () => {
    const other = await siteOnAClock();
    const fan = await member("cache_fan");
    const rename = (name: string) => db.update(schema.recipes).set({ name }).where(eq(schema.recipes.id, publishedId));
    try {
      const listing = async (path: string, headers: Record<string, string> = {}) => {
        const data = (await pageData(other.base, path, headers)) as {
          recipes: { id: string; name: string }[];
          reactions: Record<string, { liked: boolean }>;
        };
        return {
          name: data.recipes.find((r) => r.id === publishedId)?.name,
          liked: data.reactions[publishedId]?.liked ?? false,
        };
      };
      expect(await listing("/recipes?from=a")).toEqual({ name: "Open Daiquiri", liked: false });
      // Renamed behind the caches' back (no purge): the listing loaded a moment ago is reused, by members too.
      await rename("Renamed Daiquiri");
      await setRecipeLiked(fan, publishedId, true);
      expect(await listing("/recipes?from=b", { cookie: fan.cookie })).toEqual({ name: "Open Daiquiri", liked: true });
      other.later(5_001);
      expect(await listing("/recipes?from=c", { cookie: fan.cookie })).toEqual({
        name: "Renamed Daiquiri",
        liked: true,
      });
    } finally {
      await rename("Open Daiquiri");
      await other.stop();
    }
  });
});

describe("shared query results of collections and the feed", () => {
  it("a visitor's collection page is loaded once for its addresses for a few seconds; a member reads their own", async () => {
    const other = await siteOnAClock();
    const { id, slug } = await createCollection(
      author,
      CollectionDetails.parse({ name: "Open Shelf", visibility: "public" }),
      { recipeId: publishedId },
    );
    const nameOn = async (path: string, headers?: Record<string, string>) =>
      (await pageData(other.base, path, headers)).collection?.name;
    try {
      expect(await nameOn(`/collections/${slug}?from=a`)).toBe("Open Shelf");
      // Renamed behind the caches' back (no purge).
      await db.update(schema.collections).set({ name: "Renamed Shelf" }).where(eq(schema.collections.id, id));
      expect(await nameOn(`/collections/${slug}?from=b`)).toBe("Open Shelf");
      expect(await nameOn(`/collections/${slug}?from=c`, { cookie: follower.cookie })).toBe("Renamed Shelf");
      other.later(5_001);
      expect(await nameOn(`/collections/${slug}?from=d`)).toBe("Renamed Shelf");
    } finally {
      await other.stop();
    }
  });

  it("a visitor's feed page is shared with the live event it resumes from; a member reads their own", async () => {
    const other = await siteOnAClock();
    const feed = async (path: string, headers?: Record<string, string>) => {
      const data = await pageData(other.base, path, headers);
      return { posts: (data.page.posts as { content: string }[]).map((post) => post.content), liveFrom: data.liveFrom };
    };
    try {
      const first = await feed("/community?from=a");
      // Posted behind the caches' back (no purge, no event).
      await db.insert(schema.community_posts).values({ user_id: author.id, content: "Quietly posted" });
      expect(await feed("/community?from=b")).toEqual(first);
      expect((await feed("/community?from=c", { cookie: follower.cookie })).posts).toContain("Quietly posted");
      other.later(5_001);
      expect((await feed("/community?from=d")).posts).toContain("Quietly posted");
    } finally {
      await other.stop();
    }
  });
});

describe("bounds and coalescing", () => {
  it("a flood of different query strings cannot grow the cache past its byte bound", async () => {
    const maxBytes = 40 * 1024;
    const small = new PageCache({ maxBytes });
    const other = await startPageSite(small);
    try {
      for (let i = 0; i < 60; i++) {
        const page = await fetch(`${other.base}${paths.published}?flood=${i}`);
        expect(page.headers.get("x-cache")).toBe("miss");
        await page.arrayBuffer();
        expect(small.bytes).toBeLessThanOrEqual(maxBytes);
      }
      expect(small.entries).toBeGreaterThan(0);
      expect(small.entries).toBeLessThan(60);
      expect((await fetch(`${other.base}${paths.published}?flood=59`)).headers.get("x-cache")).toBe("hit");
      expect((await fetch(`${other.base}${paths.published}?flood=0`)).headers.get("x-cache")).toBe("miss");
    } finally {
      await other.stop();
    }
  });

  it("renders a cold page once for 20 concurrent visitors", async () => {
    const path = `${paths.published}?burst=1`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(path)));
    const states = answers.map((answer) => answer.headers.get("x-cache"));
    expect(states.filter((state) => state === "miss")).toHaveLength(1);
    expect(states.filter((state) => state === "hit")).toHaveLength(19);
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect(bodies.size).toBe(1);
  });
});

describe("what a stored page is sent with", () => {
  it("answers 304 to a browser that has the page", async () => {
    const first = await get(paths.published);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(paths.published, { "if-none-match": etag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const changed = await get(paths.published, { "if-none-match": '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it("sends brotli and gzip copies that decode to the same bytes, stored and streamed", async () => {
    await get(paths.published);
    const plain = await raw(site.base, paths.published, { "accept-encoding": "identity" });
    const br = await raw(site.base, paths.published, { "accept-encoding": "gzip, br" });
    const gz = await raw(site.base, paths.published, { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    const streamed = await raw(site.base, paths.published, { "accept-encoding": "br", cookie: author.cookie });
    expect(streamed.headers["x-cache"]).toBe("bypass");
    expect(streamed.headers["content-encoding"]).toBe("br");
    expect(streamed.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(streamed.body).toString()).toContain("Open Daiquiri");
  });

  it("sends a stored page with the CSP of the render that made it, so its nonce is allowed", async () => {
    await get(paths.published);
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const hit = await get(paths.published);
      expect(hit.headers.get("x-cache")).toBe("hit");
      const header = hit.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
      const inline = (await hit.text()).match(/<script nonce="([^"]+)" id="inline"/)?.[1];
      expect(header).toBeTruthy();
      expect(inline).toBe(header);
      nonces.push(header);
    }
    expect(nonces[0]).toBe(nonces[1]);
  });
});
