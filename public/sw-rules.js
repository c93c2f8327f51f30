/**
 * What Muddle's service worker (public/sw.js) does with each request, as pure functions: loaded by the
 * worker with importScripts and by its unit tests (app/features/offline/offline-rules.test.ts) as a
 * module, so it is written as a plain script that puts one object on the global scope.
 */
(function defineOfflineRules(scope) {
  const VERSION = "v1";
  const CACHES = {
    /** The offline page, the manifest and the icons: precached when the worker installs. */
    shell: `muddle-shell-${VERSION}`,
    /** Vite's content-hashed /assets/*: a name never changes content, so cache-first is safe. */
    assets: `muddle-assets-${VERSION}`,
    /** React Router's route-discovery answers (/__manifest): the route table, the same for everyone. */
    routes: `muddle-routes-${VERSION}`,
    /** ONE member's saved recipes (pages, their data and images): emptied at sign-out or another sign-in. */
    member: `muddle-member-${VERSION}`,
  };
  const SHELL_FILES = [
    "/offline.html",
    "/manifest.webmanifest",
    "/favicon.svg",
    "/icons/icon-192.png",
    "/icons/icon-512.png",
    "/icons/apple-touch-icon.png",
  ];
  /** Sent with the worker's own copies of saved pages, so they do not count as recipe views. */
  const OFFLINE_COPY_HEADER = "x-muddle-offline-copy";
  /** Where the member's cache remembers whose it is (a made-up address nothing else uses). */
  const OWNER_KEY = "/__muddle-offline-owner";
  /** The list of what to keep offline (app/routes/bar.saved.offline.ts). */
  const SAVED_LIST_PATH = "/bar/saved/offline";
  const MAX_ROUTE_ANSWERS = 40;
  /** A copy this recent, of the same list, is not made again (pages seen online refresh themselves). */
  const COPY_FRESH_MS = 10 * 60 * 1000;

  /**
   * "asset" | "shell" | "routes" | "upload" | "data" | "page", or null to leave the request to the
   * browser: other sites, every method but GET, and /api/* (sign-in, the JSON API, live streams).
   */
  function strategyFor(method, url, mode, origin) {
    if (method !== "GET" || url.origin !== origin) return null;
    const path = url.pathname;
    // A page's fetcher loading an /api resource route (the recipe page's comments): only answered offline.
    if (path.startsWith("/api/") && path.endsWith(".data") && url.searchParams.has("_routes")) return "api-data";
    if (path.startsWith("/api/") || path === SAVED_LIST_PATH) return null;
    if (path.startsWith("/assets/")) return "asset";
    if (path === "/__manifest") return "routes";
    if (path.startsWith("/uploads/")) return "upload";
    // React Router 7's single fetch: a client navigation to /a/b loads /a/b.data (/ loads /_root.data).
    if (path.endsWith(".data")) return "data";
    if (mode === "navigate") return "page";
    if (SHELL_FILES.includes(path)) return "shell";
    return null;
  }

  /** Signing out (a plain form or React Router's action fetch): the member's copy goes at once. */
  function isSignOut(method, url, origin) {
    return (
      method === "POST" && url.origin === origin && (url.pathname === "/logout" || url.pathname === "/logout.data")
    );
  }

  /** The single-fetch address React Router loads for a page's data (mirrors its singleFetchUrl). */
  function dataUrlFor(pathAndSearch, origin) {
    const url = new URL(pathAndSearch, origin);
    url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/+$/, "")}.data`;
    return url.href;
  }

  /**
   * The key a data answer is kept under: without `_routes`, which names the loaders React Router wants
   * this time. The kept answer (fetched without it) holds every loader's data, a superset it reads from.
   */
  function dataKey(href) {
    const url = new URL(href);
    url.searchParams.delete("_routes");
    url.hash = "";
    return url.href;
  }

  /** The same-origin /assets/* files a page's HTML names: stylesheets, scripts, module preloads. */
  function assetsIn(html) {
    return unique(html.match(/\/assets\/[\w.\-/]+\.(?:js|css|woff2?|svg|png|webp)/g));
  }

  /** The /uploads/* images a page's HTML shows (src and every srcset candidate). */
  function uploadsIn(html) {
    return unique(html.match(/\/uploads\/[\w.\-/%]+/g));
  }

  /** The route-manifest version React Router writes into the page (for /__manifest?version=). */
  function manifestVersionIn(html) {
    const match = /"version":\s*"([\w-]+)"/.exec(html);
    return match ? match[1] : null;
  }

  /**
   * The answer a data request gets offline when nothing is kept for it: React Router's own "reload the
   * document" redirect, so the browser asks for the page itself and gets the offline page.
   */
  function reloadDocumentHeaders(href) {
    const url = new URL(href);
    url.searchParams.delete("_routes");
    const page = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
    return { "X-Remix-Redirect": page + url.search, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" };
  }

  /**
   * Offline, a fetcher's load of an /api resource route gets `{ error }` as that route's data, in React
   * Router's single-fetch encoding (turbo-stream: an array whose first item is the value, objects as
   * {"_keyIndex": valueIndex}), so the page shows its own "failed to load" state instead of an error page.
   */
  function offlineResourceBody(href) {
    const routeId = new URL(href).searchParams.get("_routes")?.split(",")[0] ?? "";
    return `${JSON.stringify([{ _1: 2 }, routeId, { _3: 4 }, "data", { _5: 6 }, "error", "You are offline"])}\n`;
  }

  /** Every answer kept from /__manifest, merged: offline, any one of them may hold the route asked for. */
  function mergeRouteAnswers(answers) {
    return Object.assign({}, ...answers);
  }

  /** `list` in groups of at most `size` (route-discovery addresses stay well under the 8 KB URL limit). */
  function batches(list, size) {
    const groups = [];
    for (let i = 0; i < list.length; i += size) groups.push(list.slice(i, i + size));
    return groups;
  }

  function unique(list) {
    return Array.from(new Set(list ?? []));
  }

  scope.muddleOfflineRules = {
    CACHES,
    SHELL_FILES,
    OFFLINE_COPY_HEADER,
    OWNER_KEY,
    SAVED_LIST_PATH,
    MAX_ROUTE_ANSWERS,
    COPY_FRESH_MS,
    strategyFor,
    isSignOut,
    dataUrlFor,
    dataKey,
    assetsIn,
    uploadsIn,
    manifestVersionIn,
    reloadDocumentHeaders,
    offlineResourceBody,
    mergeRouteAnswers,
    batches,
  };
})(typeof self === "undefined" ? globalThis : self);
