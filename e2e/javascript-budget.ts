/**
 * Initial JavaScript per route (issue 19), computed from a client build: what the browser downloads before a
 * page hydrates. React Router's manifest (`<client>/assets/manifest-*.js`, `window.__reactRouterManifest`)
 * lists, for the entry and for every route, the module and its static imports; the server renders exactly
 * those as `<link rel="modulepreload">` and `<script>` for the matched routes (the root, any layouts, the
 * page). Chunks reached only by `import()` (React.lazy, dynamic imports) are not in the lists, so they are
 * not counted: that is the point of lazy-loading them. Sizes are gzip (level 6, what the server sends).
 * The manifest file itself is not counted: with React Router's lazy route discovery (its default, which we
 * keep) the page carries the matched routes' part of the manifest inline and never loads the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[]; hasDefaultExport?: boolean };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

export type RouteJavaScript = { routeId: string; files: string[]; gzipBytes: number };

export function readClientManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`no React Router manifest (manifest-*.js) in ${assets}: build first`);
  const source = readFileSync(path.join(assets, name), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json) as Manifest;
}

/** Every route that renders a page (resource routes send no JavaScript), with its initial JavaScript. */
export function initialJavaScriptPerRoute(clientDir: string): RouteJavaScript[] {
  const manifest = readClientManifest(clientDir);
  const gzipped = new Map<string, number>();
  const sizeOf = (url: string) => {
    let size = gzipped.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, url))).length;
      gzipped.set(url, size);
    }
    return size;
  };
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport)
    .map((route) => {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
        files.add(r.module);
        for (const file of r.imports ?? []) files.add(file);
      }
      const list = [...files];
      return { routeId: route.id, files: list, gzipBytes: list.reduce((sum, file) => sum + sizeOf(file), 0) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
