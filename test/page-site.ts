/**
 * The production site for page-cache tests (issue 19): server.ts's edge and server/page-handler.ts,
 * with React Router's own request handler over a small build made of real parts: the real entry
 * (app/entry.server.tsx), the real root loader (session, toast, consent), the real recipe page
 * loader (privacy in SQL) and the real listing's, collection page's and community feed's. Their components are reduced to printing the loader data, so a test can read
 * what a visitor was given without a client build.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { createElement } from "react";
import { data, Outlet, Scripts, type ServerBuild, useLoaderData } from "react-router";
import { useNonce } from "~/components/layout/nonce";
import * as entry from "~/entry.server";
import type { PageCache } from "~/lib/page-cache/page-cache.server";
import { loader as rootLoader } from "~/root";
import { loader as collectionLoader } from "~/routes/collections.$slug";
import { loader as communityLoader } from "~/routes/community";
import { loader as listingLoader } from "~/routes/recipes._index";
import { loader as recipeLoader } from "~/routes/recipes.$username.$recipeSlug";
import { createEdge } from "../server/edge";
import { createHttpServer } from "../server/http-server";
import { createPageHandler } from "../server/page-handler";

function Root() {
  const nonce = useNonce();
  const root = useLoaderData() as Record<string, unknown>;
  return createElement(
    "html",
    null,
    createElement("head", null, createElement("script", { nonce, id: "inline" }, "window.page = 1;")),
    createElement(
      "body",
      null,
      createElement("pre", { id: "root-data" }, JSON.stringify(root)),
      root.cookieConsent ? null : createElement("div", { id: "cookie-banner" }, "We use cookies"),
      createElement(Outlet),
      // React Router's scripts as the real root writes them (preloads, module script), which the entry rewrites.
      createElement(Scripts, { nonce }),
    ),
  );
}

const printData = () => createElement("pre", { id: "page-data" }, JSON.stringify(useLoaderData()));

/** A public page whose loader sets a cookie (as a page would that remembered something). */
const cookiePage = {
  loader: () => data({ ok: true }, { headers: { "Set-Cookie": "remembered=1; Path=/" } }),
  default: printData,
};

export type RouteDef = { id: string; path?: string; index?: boolean; module: Record<string, unknown> };

const ROUTES: RouteDef[] = [
  { id: "routes/recipes._index", path: "recipes", module: { loader: listingLoader, default: printData } },
  {
    id: "routes/collections.$slug",
    path: "collections/:slug",
    module: { loader: collectionLoader, default: printData },
  },
  { id: "routes/community", path: "community", module: { loader: communityLoader, default: printData } },
  {
    id: "routes/recipes.$username.$recipeSlug",
    path: "recipes/:username/:recipeSlug",
    module: { loader: recipeLoader, default: printData },
  },
  { id: "routes/faq", path: "faq", module: cookiePage },
  { id: "routes/bar", path: "bar", module: { loader: () => ({ bar: true }), default: printData } },
];

/**
 * A React Router server build of `routes` under a root route (each with a loader and a component),
 * rendered by `entryModule`: what the Vite build would produce, minus the client assets.
 */
export function testServerBuild(entryModule: object, routes: RouteDef[]): ServerBuild {
  const server: Record<string, object> = {};
  const manifest: Record<string, object> = {};
  for (const route of routes) {
    const place = { id: route.id, parentId: route.id === "root" ? undefined : "root", path: route.path };
    server[route.id] = { ...place, index: undefined, caseSensitive: undefined, module: route.module };
    manifest[route.id] = {
      ...place,
      ...{ hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false },
      ...{ hasClientMiddleware: false, hasDefaultExport: true, hasErrorBoundary: false },
      ...{ module: `/assets/${route.id}.js`, imports: [], css: [] },
    };
  }
  return {
    entry: { module: entryModule },
    routes: server,
    assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: manifest, url: "/m.js", version: "test" },
    ...{ basename: "/", publicPath: "/", assetsBuildDirectory: "build/client", ssr: true, isSpaMode: false },
    ...{ future: { v8_middleware: false }, prerender: [], routeDiscovery: { mode: "initial", manifestPath: "/m" } },
  } as unknown as ServerBuild;
}

/** Starts the site on a free port with `cache`; returns its address and a stop function. */
export async function startPageSite(cache: PageCache): Promise<{ base: string; stop: () => Promise<void> }> {
  const root = { id: "root", path: "", module: { loader: rootLoader, default: Root } };
  const build = testServerBuild(entry, [root, ...ROUTES]);
  const app = express();
  app.use(createEdge({ production: true, https: false }));
  app.use(
    createPageHandler({
      build: async () => build,
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? "127.0.0.1" }),
      cache: () => cache,
      mode: "production",
    }),
  );
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
