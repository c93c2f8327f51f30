/**
 * Muddle's one service worker (issue 18), registered with the scope / by app/features/offline and used
 * by Web Push (app/features/push), so registering it for one never replaces it for the other.
 *
 * - Offline: /assets/* cache-first (content-hashed); pages and React Router's .data requests
 *   network-first, answered offline from the signed-in member's saved-recipe copy, else the offline page
 *   (/offline.html). The copy is made when /bar/saved loads (message "save-offline") and is ONE member's:
 *   it is dropped when a page reports another member or nobody (message "viewer"), and when a sign-out
 *   request passes through. POSTs and /api/* are never touched. Rules: public/sw-rules.js.
 * - Web Push (issue 17): shows what push-delivery.server.ts sends and opens its link on click.
 */
importScripts("/sw-rules.js");
const R = self.muddleOfflineRules;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(R.CACHES.shell);
      await shell.addAll(R.SHELL_FILES.map((path) => new Request(path, { cache: "reload" })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(Object.values(R.CACHES));
      for (const name of await caches.keys())
        if (name.startsWith("muddle-") && !current.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (R.isSignOut(request.method, url, self.location.origin)) {
    event.waitUntil(forgetMember());
    return;
  }
  const strategy = R.strategyFor(request.method, url, request.mode, self.location.origin);
  if (strategy === "asset") event.respondWith(cacheFirst(request, R.CACHES.assets));
  else if (strategy === "shell") event.respondWith(networkFirst(request, R.CACHES.shell));
  else if (strategy === "routes") event.respondWith(routeAnswer(request));
  else if (strategy === "upload") event.respondWith(fromNetworkOr(request, () => memberCopy(request.url)));
  else if (strategy === "page") event.respondWith(page(request));
  else if (strategy === "data") event.respondWith(data(request));
  else if (strategy === "api-data") event.respondWith(fromNetworkOr(request, async () => offlineResource(request)));
});

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (offline) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw offline;
  }
}

/** The network's answer; only when the network cannot be reached, the fallback's. */
async function fromNetworkOr(request, fallback) {
  try {
    return await fetch(request);
  } catch (offline) {
    const kept = await fallback();
    if (kept) return kept;
    throw offline;
  }
}

/**
 * A kept answer, only from a copy that names its member (a write racing a sign-out could leave a nameless
 * one). Never creates the cache: caches.open would, and an empty one still looks kept.
 */
async function memberCopy(key) {
  const cacheName = R.CACHES.member;
  if (!(await caches.match(R.OWNER_KEY, { cacheName }))) return undefined;
  return caches.match(key, { cacheName });
}

/** A page: the network, refreshing a saved copy on the way; offline the copy, or the offline page. */
async function page(request) {
  try {
    const response = await fetch(request);
    await refreshCopy(request.url, response);
    return response;
  } catch {
    return (
      (await memberCopy(request.url)) ??
      (await caches.match("/offline.html", { cacheName: R.CACHES.shell })) ??
      new Response("You are offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } })
    );
  }
}

/** A client navigation's data: the same, keyed without `_routes`; offline and not kept, a document reload. */
async function data(request) {
  const key = R.dataKey(request.url);
  try {
    const response = await fetch(request);
    if (!new URL(request.url).searchParams.has("_routes")) await refreshCopy(key, response);
    return response;
  } catch {
    return (
      (await memberCopy(key)) ?? new Response(null, { status: 204, headers: R.reloadDocumentHeaders(request.url) })
    );
  }
}

function offlineResource(request) {
  return new Response(R.offlineResourceBody(request.url), {
    headers: { "Content-Type": "text/x-script; charset=utf-8", "X-Remix-Response": "yes" },
  });
}

/** A saved page seen online replaces its copy (only a plain 200: never a redirect to sign-in). */
async function refreshCopy(key, response) {
  if (response.status !== 200 || response.redirected || !(await memberCopy(key))) return;
  const cache = await caches.open(R.CACHES.member);
  await cache.put(key, response.clone());
}

/** React Router's route discovery: network-first; offline the kept answer, or all kept answers merged. */
async function routeAnswer(request) {
  const cache = await caches.open(R.CACHES.routes);
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      await cache.put(request, response.clone());
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - R.MAX_ROUTE_ANSWERS))) await cache.delete(old);
    }
    return response;
  } catch (offline) {
    const kept = await cache.match(request);
    if (kept) return kept;
    const answers = await Promise.all((await cache.matchAll()).map((answer) => answer.json().catch(() => ({}))));
    if (answers.length === 0) throw offline;
    return Response.json(R.mergeRouteAnswers(answers));
  }
}

// ---- The member's copy --------------------------------------------------------------------------

async function ownerOfCopy() {
  const kept = await caches.match(R.OWNER_KEY, { cacheName: R.CACHES.member });
  return kept ? (await kept.json()).memberId : null;
}

/** Bumped whenever the copy is dropped, so a copy job under way stops writing into a new one. */
let generation = 0;
/** The last complete copy: the same list again within COPY_FRESH_MS is not fetched again. */
let lastCopy = { list: "", at: 0 };

async function forgetMember() {
  generation += 1;
  lastCopy = { list: "", at: 0 };
  await caches.delete(R.CACHES.member);
}

/** A page says who is signed in: a copy that belongs to anyone else is dropped. */
async function viewerIs(memberId) {
  if ((await ownerOfCopy()) !== memberId && (await caches.has(R.CACHES.member))) await forgetMember();
}

let saving = Promise.resolve();

/** One copy job at a time, in the order the pages asked. */
function queue(job) {
  saving = saving.then(job).catch(() => {});
  return saving;
}

/** /bar/saved loaded for `memberId`: keep its pages and every saved recipe (the server's list) offline. */
async function saveOffline(memberId) {
  await viewerIs(memberId);
  const started = generation;
  const live = () => generation === started;
  const listed = await fetch(R.SAVED_LIST_PATH, { headers: { Accept: "application/json" } });
  if (listed.status !== 200 || listed.redirected) return;
  const list = await listed.json();
  if (list.memberId !== memberId || !live()) return; // another session answered: keep nothing
  const signature = JSON.stringify(list);
  const fresh = signature === lastCopy.list && Date.now() - lastCopy.at < R.COPY_FRESH_MS;
  if (fresh && (await ownerOfCopy()) === memberId) return;
  const cache = await caches.open(R.CACHES.member);
  await cache.put(R.OWNER_KEY, Response.json({ memberId }));

  const paths = [...list.pages, ...list.recipes];
  const wanted = new Set([new URL(R.OWNER_KEY, self.location.origin).href]);
  let version = null;
  const images = new Set();
  for (const path of paths) {
    const pageUrl = new URL(path, self.location.origin).href;
    const dataUrl = R.dataUrlFor(path, self.location.origin);
    wanted.add(pageUrl);
    wanted.add(dataUrl);
    if (!live()) break;
    const page = await fetchCopy(pageUrl);
    if (!page) continue;
    const html = await page.clone().text();
    version ??= R.manifestVersionIn(html);
    // Scripts and styles first, then the page, then its data: a kept .data means the page hydrates.
    const assets = await caches.open(R.CACHES.assets);
    for (const asset of R.assetsIn(html)) if (!(await assets.match(asset))) await keep(assets, asset, asset);
    if (!live()) break;
    await cache.put(pageUrl, page);
    await keep(cache, dataUrl, dataUrl, live);
    for (const image of R.uploadsIn(html)) images.add(new URL(image, self.location.origin).href);
  }
  for (const image of images) {
    wanted.add(image);
    if (!(await cache.match(image))) await keep(cache, image, image, live);
  }
  // Signed out (or someone else signed in) while copying: what was written in between goes too.
  if (!live()) {
    await caches.delete(R.CACHES.member);
    return;
  }
  // Recipes no longer saved (or no longer visible) leave the copy.
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  // The route table for the recipes and what their pages load, so a click on a card, or a page's
  // fetcher, finds its route offline too (offline, every kept answer is merged).
  if (version) {
    const routes = await caches.open(R.CACHES.routes);
    const assets = await caches.open(R.CACHES.assets);
    for (const batch of R.batches([...list.recipes, ...list.discover], 10)) {
      const query = new URLSearchParams({ paths: batch.sort().join(","), version });
      const answer = await fetchCopy(`/__manifest?${query}`);
      if (!answer) continue;
      await routes.put(`/__manifest?${query}`, answer.clone());
      // The route modules these name (a fetcher's resource route too): React Router reloads the page
      // when it cannot import one.
      for (const asset of R.assetsIn(await answer.text()))
        if (!(await assets.match(asset))) await keep(assets, asset, asset);
    }
  }
  lastCopy = { list: signature, at: Date.now() };
}

/** Fetches `url` and keeps a plain 200 under `key` while `live()` holds. */
async function keep(cache, url, key, live = () => true) {
  const response = await fetchCopy(url);
  if (!response || !live()) return false;
  await cache.put(key, response);
  return true;
}

/** A plain 200 for the copy (never a redirect, say to sign-in), or null; marked as no visit. */
async function fetchCopy(url) {
  try {
    const response = await fetch(url, { headers: { [R.OFFLINE_COPY_HEADER]: "1" } });
    return response.status === 200 && !response.redirected ? response : null;
  } catch {
    return null;
  }
}

self.addEventListener("message", (event) => {
  const message = event.data ?? {};
  if (event.origin && event.origin !== self.location.origin) return;
  if (message.type === "viewer") {
    event.waitUntil(queue(() => viewerIs(message.memberId ?? null)));
  } else if (message.type === "save-offline" && typeof message.memberId === "string") {
    event.waitUntil(queue(() => saveOffline(message.memberId)));
  }
});

// ---- Web Push (issue 17) --------------------------------------------------------------------------

self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const url = typeof payload.url === "string" && payload.url.startsWith("/") ? payload.url : "/notifications";
  event.waitUntil(
    self.registration.showNotification(payload.title || "Muddle", {
      body: payload.body || "You have a new notification",
      icon: "/icons/icon-192.png",
      tag: payload.tag,
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || "/notifications", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
