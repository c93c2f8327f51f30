/**
 * The service worker's rules (public/sw-rules.js, issue 18): what it caches, under which key, and what
 * it never touches. The worker itself runs in Chromium in e2e/offline.spec.ts.
 */
import { describe, expect, it } from "vitest";
import "../../../public/sw-rules.js";
import { OFFLINE_COPY_HEADER, SAVED_LIST_PATH } from "./offline-copy";

type Rules = {
  CACHES: Record<string, string>;
  OFFLINE_COPY_HEADER: string;
  SAVED_LIST_PATH: string;
  SHELL_FILES: string[];
  strategyFor(method: string, url: URL, mode: string, origin: string): string | null;
  isSignOut(method: string, url: URL, origin: string): boolean;
  dataUrlFor(path: string, origin: string): string;
  dataKey(href: string): string;
  assetsIn(html: string): string[];
  uploadsIn(html: string): string[];
  manifestVersionIn(html: string): string | null;
  reloadDocumentHeaders(href: string): Record<string, string>;
  offlineResourceBody(href: string): string;
  mergeRouteAnswers(answers: object[]): object;
  batches<T>(list: T[], size: number): T[][];
};
const rules = (globalThis as unknown as { muddleOfflineRules: Rules }).muddleOfflineRules;
const ORIGIN = "https://muddle.example";
const at = (path: string) => new URL(path, ORIGIN);

describe("which requests the worker handles", () => {
  it.each([
    ["/assets/root-Ab12.js", "cors", "asset"],
    ["/__manifest?paths=/recipes&version=abc", "cors", "routes"],
    ["/uploads/recipe-images/u/photo.webp", "no-cors", "upload"],
    ["/bar/saved.data", "cors", "data"],
    ["/_root.data?_routes=root", "cors", "data"],
    ["/bar/saved", "navigate", "page"],
    ["/offline.html", "cors", "shell"],
    ["/api/site/recipes/r1/comments.data?_routes=routes%2Fapi.site.recipes.%24recipeId.comments", "cors", "api-data"],
    ["/icons/icon-192.png", "no-cors", "shell"],
  ])("GET %s (%s) is %s", (path, mode, strategy) => {
    expect(rules.strategyFor("GET", at(path), mode, ORIGIN)).toBe(strategy);
  });

  it("never touches a write, the auth and JSON API, the offline list, or another site", () => {
    expect(rules.strategyFor("POST", at("/bar/saved.data"), "cors", ORIGIN)).toBeNull();
    expect(rules.strategyFor("POST", at("/login"), "navigate", ORIGIN)).toBeNull();
    expect(rules.strategyFor("GET", at("/api/auth/get-session"), "cors", ORIGIN)).toBeNull();
    expect(rules.strategyFor("GET", at("/api/site/notifications/events"), "cors", ORIGIN)).toBeNull();
    expect(rules.strategyFor("GET", at(SAVED_LIST_PATH), "cors", ORIGIN)).toBeNull();
    expect(
      rules.strategyFor("GET", new URL("https://www.youtube-nocookie.com/embed/x"), "navigate", ORIGIN),
    ).toBeNull();
    // A script fetch of an ordinary address (not a page, not data) is left alone too.
    expect(rules.strategyFor("GET", at("/robots.txt"), "cors", ORIGIN)).toBeNull();
  });

  it("recognises signing out, by a plain form or React Router's action fetch, and nothing else", () => {
    expect(rules.isSignOut("POST", at("/logout"), ORIGIN)).toBe(true);
    expect(rules.isSignOut("POST", at("/logout.data"), ORIGIN)).toBe(true);
    expect(rules.isSignOut("GET", at("/logout"), ORIGIN)).toBe(false);
    expect(rules.isSignOut("POST", new URL("https://elsewhere.example/logout"), ORIGIN)).toBe(false);
  });
});

describe("React Router's single-fetch addresses", () => {
  it("builds the .data address a client navigation asks for", () => {
    expect(rules.dataUrlFor("/bar/saved", ORIGIN)).toBe(`${ORIGIN}/bar/saved.data`);
    expect(rules.dataUrlFor("/bar/saved?page=2", ORIGIN)).toBe(`${ORIGIN}/bar/saved.data?page=2`);
    expect(rules.dataUrlFor("/", ORIGIN)).toBe(`${ORIGIN}/_root.data`);
    expect(rules.dataUrlFor("/recipes/ann/negroni/", ORIGIN)).toBe(`${ORIGIN}/recipes/ann/negroni.data`);
  });

  it("keys data answers without _routes, so any subset of loaders finds the full answer", () => {
    expect(rules.dataKey(`${ORIGIN}/recipes/ann/negroni.data?_routes=routes%2Frecipe`)).toBe(
      `${ORIGIN}/recipes/ann/negroni.data`,
    );
    expect(rules.dataKey(`${ORIGIN}/bar/saved.data?page=2&_routes=x`)).toBe(`${ORIGIN}/bar/saved.data?page=2`);
  });

  it("answers missing data offline with React Router's reload-the-document redirect to the same page", () => {
    expect(rules.reloadDocumentHeaders(`${ORIGIN}/recipes.data?q=gin&_routes=routes%2Frecipes`)).toEqual({
      "X-Remix-Redirect": "/recipes?q=gin",
      "X-Remix-Status": "302",
      "X-Remix-Reload-Document": "true",
    });
    expect(rules.reloadDocumentHeaders(`${ORIGIN}/_root.data`)["X-Remix-Redirect"]).toBe("/");
  });

  it("answers a fetcher's /api load offline with { error } as that route's data, as the server encodes it", () => {
    // The server's own answer for the comments of a recipe without any: {"<route>": {data: {comments: []}}}.
    const server = '[{"_1":2},"routes/api.site.recipes.$recipeId.comments",{"_3":4},"data",{"_5":6},"comments",[]]';
    const offline = rules.offlineResourceBody(
      `${ORIGIN}/api/site/recipes/r1/comments.data?_routes=routes%2Fapi.site.recipes.%24recipeId.comments`,
    );
    expect(offline.trim()).toBe(server.replace('"comments",[]', '"error","You are offline"'));
  });
});

describe("what a kept page needs", () => {
  const html = `<link rel="modulepreload" href="/assets/entry.client-Ab_1.js"/><link rel="stylesheet" href="/assets/root-9z.css"/>
    <script type="module">import "/assets/manifest-12ab.js"; import * as r from "/assets/recipes-x.js";</script>
    <img src="/uploads/recipe-images/u1/a.webp" srcset="/uploads/recipe-images/u1/a-480.webp 480w, /uploads/recipe-images/u1/a.webp 960w"/>
    <a href="/assets-not-really">x</a><script>window.__reactRouterManifest={"routes":{},"version":"5f3a9c2e"}</script>`;

  it("finds the scripts, styles and images it loads, each once", () => {
    expect(rules.assetsIn(html)).toEqual([
      "/assets/entry.client-Ab_1.js",
      "/assets/root-9z.css",
      "/assets/manifest-12ab.js",
      "/assets/recipes-x.js",
    ]);
    expect(rules.uploadsIn(html)).toEqual(["/uploads/recipe-images/u1/a.webp", "/uploads/recipe-images/u1/a-480.webp"]);
    expect(rules.manifestVersionIn(html)).toBe("5f3a9c2e");
    // As React Router 7.18 writes it into the page.
    expect(rules.manifestVersionIn('window.__reactRouterManifest = {"entry":{},"version": "837de85d"};')).toBe(
      "837de85d",
    );
  });

  it("asks for route discovery in small batches", () => {
    expect(rules.batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(rules.batches([], 10)).toEqual([]);
  });

  it("merges kept route-discovery answers", () => {
    expect(rules.mergeRouteAnswers([{ a: { id: "a" } }, { b: { id: "b" } }])).toEqual({
      a: { id: "a" },
      b: { id: "b" },
    });
  });
});

describe("the worker and the app agree", () => {
  it("on the offline-copy header and the list's address", () => {
    expect(rules.OFFLINE_COPY_HEADER).toBe(OFFLINE_COPY_HEADER);
    expect(rules.SAVED_LIST_PATH).toBe(SAVED_LIST_PATH);
  });

  it("precaches the offline page, the manifest and the icons, and names every cache muddle-*", () => {
    expect(rules.SHELL_FILES).toEqual(expect.arrayContaining(["/offline.html", "/manifest.webmanifest"]));
    for (const name of Object.values(rules.CACHES)) expect(name).toMatch(/^muddle-/);
  });
});
