/**
 * patches/react-router+7.18.4.patch (applied by `npm install`'s postinstall) keeps React Router from
 * rebuilding the same route tree on every server render; see docs/decisions (React Router patch).
 */
import { createRequestHandler, createStaticHandler, createStaticRouter, type ServerBuild } from "react-router";
import { expect, it } from "vitest";

it("converts a routes array for the static router once, however many renders use it", async () => {
  const routes = [{ id: "root", path: "/", loader: () => null, children: [{ id: "faq", path: "faq" }] }];
  const { query } = createStaticHandler(routes);
  const first = await query(new Request("http://localhost/faq"));
  const second = await query(new Request("http://localhost/"));
  if (first instanceof Response || second instanceof Response) throw new Error("expected render contexts");
  const one = createStaticRouter(routes, first);
  const other = createStaticRouter(routes, second);
  expect(other.routes).toBe(one.routes);
  // Each render still gets its own state.
  expect(one.state.matches.map((match) => match.route.id)).toEqual(["root", "faq"]);
  expect(other.state.matches.map((match) => match.route.id)).toEqual(["root"]);
});

it("hands every render of a build the same route modules, so ServerRouter builds its routes once", async () => {
  const seen: unknown[] = [];
  const root = { id: "root", path: "", hasLoader: false, hasAction: false, hasErrorBoundary: false };
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: { routeModules: unknown }) => {
          seen.push(context.routeModules);
          return new Response("<!DOCTYPE html><p>ok</p>", { status, headers });
        },
      },
    },
    routes: { root: { ...root, module: { default: () => null } } },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: { ...root, module: "/root.js", imports: [] } },
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
  const handle = createRequestHandler(build as unknown as ServerBuild, "production");
  const first = await handle(new Request("http://localhost/"));
  const second = await handle(new Request("http://localhost/?page=2"));
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(seen[0]);
});
