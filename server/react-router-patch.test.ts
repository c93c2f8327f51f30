/**
 * patches/react-router+7.18.4.patch (applied by `npm install`'s postinstall) keeps React Router from
 * rebuilding the same route tree on every server render; see docs/decisions (React Router patch).
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  createStaticHandler,
  createStaticRouter,
  type EntryContext,
  Link,
  type LoaderFunction,
  Outlet,
  Scripts,
  type ServerBuild,
  ServerRouter,
  StaticRouterProvider,
} from "react-router";
import { expect, it } from "vitest";

/** The static handler's answer for an address, which these routes always render (no redirect). */
async function renderContext(handler: ReturnType<typeof createStaticHandler>, address: string) {
  const context = await handler.query(new Request(address));
  if (context instanceof Response) throw new Error("expected a render context");
  return context;
}

it("converts a routes array for the static router once, however many renders use it", async () => {
  const routes = [{ id: "root", path: "/", loader: () => null, children: [{ id: "faq", path: "faq" }] }];
  const handler = createStaticHandler(routes);
  const first = await renderContext(handler, "http://localhost/faq");
  const second = await renderContext(handler, "http://localhost/");
  const one = createStaticRouter(routes, first);
  const other = createStaticRouter(routes, second);
  expect(other.routes).toBe(one.routes);
  // Each render still gets its own state.
  expect(one.state.matches.map((match) => match.route.id)).toEqual(["root", "faq"]);
  expect(other.state.matches.map((match) => match.route.id)).toEqual(["root"]);
});

type EntryRender = (request: Request, status: number, headers: Headers, context: EntryContext) => Response;

/** A build of one root route for createRequestHandler, whose entry renders as `render` says. */
function oneRouteBuild(render: EntryRender, root: { loader?: LoaderFunction; Component?: () => ReactNode } = {}) {
  const route = { id: "root", path: "", hasLoader: !!root.loader, hasAction: false, hasErrorBoundary: false };
  const build = {
    entry: { module: { default: render } },
    routes: { root: { ...route, module: { default: root.Component ?? (() => null), loader: root.loader } } },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: { ...route, module: "/root.js", imports: [] } },
      url: "/manifest.js",
      version: "1",
    },
    future: {},
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    isSpaMode: false,
    ssr: true,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
  return createRequestHandler(build as unknown as ServerBuild, "production");
}

it("hands every render of a build the same route modules, so ServerRouter builds its routes once", async () => {
  const seen: unknown[] = [];
  const handle = oneRouteBuild((_request, status, headers, context) => {
    seen.push(context.routeModules);
    return new Response("<!DOCTYPE html><p>ok</p>", { status, headers });
  });
  const first = await handle(new Request("http://localhost/"));
  const second = await handle(new Request("http://localhost/?page=2"));
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(seen[0]);
});

it("hands a loader the request itself when it has no index or _routes parameter to take out", async () => {
  const seen: Request[] = [];
  const handle = oneRouteBuild((_request, status, headers) => new Response("<p>ok</p>", { status, headers }), {
    loader: ({ request }) => {
      seen.push(request);
      return null;
    },
  });
  const plain = new Request("http://localhost/?page=2");
  await handle(plain);
  expect(seen[0]).toBe(plain);
  // React Router's own parameters are still taken out (an empty index entirely, _routes always).
  await handle(new Request("http://localhost/?index&_routes=root&page=3"));
  expect(seen[1]?.url).toBe("http://localhost/?page=3");
  expect(seen[1]?.signal.aborted).toBe(false);
});

function PageScripts() {
  return createElement(Scripts);
}

it("inlines the page's part of the route manifest as compact JSON", async () => {
  const handle = oneRouteBuild(
    (request, status, headers, context) =>
      new Response(renderToString(createElement(ServerRouter, { context, url: request.url })), { status, headers }),
    { Component: PageScripts },
  );
  const pages = await Promise.all(
    ["http://localhost/", "http://localhost/?page=2"].map((url) => handle(new Request(url))),
  );
  for (const html of await Promise.all(pages.map((page) => page.text()))) {
    const inlined = html.match(/window\.__reactRouterManifest = (\{.*?\});/)?.[1] ?? "";
    expect(JSON.parse(inlined)).toMatchObject({ entry: { module: "/entry.js" }, routes: { root: { id: "root" } } });
    expect(inlined).toBe(JSON.stringify(JSON.parse(inlined)));
  }
});

it("remembers how a path matched without sharing one request's matches or params with the next", async () => {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => null,
      children: [
        { id: "recipe", path: "recipes/:username/:slug", loader: () => null },
        { id: "profile", path: ":username", loader: () => null },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const contextFor = (address: string) => renderContext(handler, address);
  const first = await contextFor("http://localhost/recipes/ada/negroni?b=1");
  // A caller that changes its matches must not change what the next request with the same path gets.
  const changed = first.matches[1]?.params as Record<string, string>;
  changed.slug = "changed";
  first.matches.pop();
  const second = await contextFor("http://localhost/recipes/ada/negroni?b=2");
  expect(second.matches.map((match) => match.route.id)).toEqual(["root", "recipe"]);
  expect(second.matches[1]?.params).toEqual({ username: "ada", slug: "negroni" });
  expect(second.matches[0]?.params).toBe(second.matches[1]?.params);
  const other = await contextFor("http://localhost/recipes/ben/daiquiri");
  expect(other.matches[1]?.params).toEqual({ username: "ben", slug: "daiquiri" });
  expect((await contextFor("http://localhost/ben")).matches.map((match) => match.route.id)).toEqual([
    "root",
    "profile",
  ]);
  const missing = await contextFor("http://localhost/recipes/ada");
  expect(missing.statusCode).toBe(404);
  expect((await contextFor("http://localhost/recipes/ada")).statusCode).toBe(404);
});

const LINK_TARGETS = ["/faq", "/", "/recipes/ada/", "edit", ".", "..", "../..", "?page=2"];
function RecipeLinks() {
  return LINK_TARGETS.map((to) => createElement(Link, { key: to, to }, to));
}
function RootLayout() {
  return createElement(Outlet);
}

it("links from the root and relative links resolve as before inside nested routes", async () => {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "recipes",
          path: "recipes",
          children: [{ id: "recipe", path: ":username/:slug", Component: RecipeLinks }],
        },
      ],
      Component: RootLayout,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await renderContext(handler, "http://localhost/recipes/ada/negroni");
  const html = renderToString(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, context),
      context,
      hydrate: false,
    }),
  );
  expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
    "/faq",
    "/",
    "/recipes/ada/",
    "/recipes/ada/negroni/edit",
    "/recipes/ada/negroni",
    "/recipes",
    "/",
    "/recipes/ada/negroni?page=2",
  ]);
});
