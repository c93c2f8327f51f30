/**
 * Which routes a request matches, by React Router's own matcher over the build's route table. The
 * cache policy needs them for documents and `.data` responses alike: entry.server sees them only for
 * documents (routerContext.staticHandlerContext.matches), and React Router 7.18 gives
 * handleDataRequest only `{ request, params, context }`.
 */
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

export type MatchedRoutes = { ids: string[]; resource: boolean };

type Tree = RouteObject & { id: string; children?: Tree[] };
const trees = new WeakMap<ServerBuild["routes"], Tree[]>();
/** matchRoutes flattens and ranks the whole table on every call: remember recent answers per build. */
const answers = new WeakMap<ServerBuild["routes"], LRUCache<string, MatchedRoutes>>();
const REMEMBERED_PATHS = 10_000;

function treeOf(routes: ServerBuild["routes"]): Tree[] {
  const byParent = new Map<string | undefined, Tree[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as Tree;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  const attach = (node: Tree): Tree => {
    const children = byParent.get(node.id);
    if (children && !node.index) node.children = children.map(attach);
    return node;
  };
  return (byParent.get(undefined) ?? []).map(attach);
}

/** The route ids `pathname` matches (a `.data` path as the page it loads), and whether it is a resource route. */
export function matchedRoutes(build: ServerBuild, pathname: string): MatchedRoutes {
  let remembered = answers.get(build.routes);
  if (!remembered) {
    remembered = new LRUCache({ max: REMEMBERED_PATHS });
    answers.set(build.routes, remembered);
  }
  let answer = remembered.get(pathname);
  if (!answer) {
    answer = match(build, pathname);
    remembered.set(pathname, answer);
  }
  return answer;
}

function match(build: ServerBuild, pathname: string): MatchedRoutes {
  // React Router's route manifest (lazy route discovery) is its own answer, `immutable` per release: passed through
  // untouched, never given the pages' revalidating Cache-Control (a browser's revalidation of it, answered 304,
  // left a request pending in Chromium's network log: Playwright's "network idle" never came).
  if (pathname === manifestPath(build)) return { ids: [], resource: true };
  const data = pathname.endsWith(".data");
  const page = pathname === "/_root.data" ? "/" : data ? pathname.slice(0, -".data".length) || "/" : pathname;
  let tree = trees.get(build.routes);
  if (!tree) {
    tree = treeOf(build.routes);
    trees.set(build.routes, tree);
  }
  const matches = matchRoutes(tree, page, build.basename) ?? [];
  const ids = matches.map((match) => (match.route as Tree).id);
  const last = build.routes[ids.at(-1) ?? ""]?.module;
  const resource = !data && !!last && last.default == null && last.ErrorBoundary == null;
  return { ids, resource };
}

function manifestPath(build: ServerBuild): string {
  const path = build.routeDiscovery?.manifestPath ?? "/__manifest";
  const base = build.basename && build.basename !== "/" ? build.basename.replace(/\/$/, "") : "";
  return `${base}${path}`;
}
