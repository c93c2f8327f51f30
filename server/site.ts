/**
 * The production site in the order that matters: the edge (headers and limits) first, so static
 * files carry the same headers as pages and no body is read before its limit is checked; then the
 * client build (text files also in brotli and gzip, compressed once at start), and the app, which
 * compresses its own responses (server/page-handler.ts).
 */
import type { ServerResponse } from "node:http";
import express, { type RequestHandler, Router } from "express";
import { precompressedStatic } from "./precompressed-static";

/**
 * The service worker and its rules (issue 18) are checked with the server on every load, so a release
 * reaches browsers at once; everything else public keeps an hour. send() leaves a Cache-Control set here.
 */
const WORKER_FILES = /[\\/]sw(-rules)?\.js$/;

function revalidateWorker(res: ServerResponse, path: string) {
  if (WORKER_FILES.test(path)) res.setHeader("Cache-Control", "no-cache");
}

/** The Cache-Control express.static gives each file below, for the precompressed copies. */
function staticCacheControl(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  return WORKER_FILES.test(urlPath) ? "no-cache" : "public, max-age=3600";
}

/**
 * Every file of the client build has an extension (server/site.test.ts checks public/), so a path whose last
 * segment has none is a page: it skips the static handlers, which would otherwise ask the disk for it first.
 */
export function mayBeFile(urlPath: string): boolean {
  return urlPath.slice(urlPath.lastIndexOf("/") + 1).includes(".");
}

function filesOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (mayBeFile(req.path) ? handler(req, res, next) : next());
}

/** `ready` settles once the static files' compressed copies are in memory (they are served as they are until then). */
export function productionSite(options: {
  edge: RequestHandler;
  app: RequestHandler;
  buildDir: string;
}): Router & { ready: Promise<void> } {
  const site = Router();
  site.use(options.edge);
  const client = `${options.buildDir}/client`;
  const precompressed = precompressedStatic(client, staticCacheControl);
  site.use(filesOnly(precompressed));
  site.use("/assets", filesOnly(express.static(`${client}/assets`, { immutable: true, maxAge: "1y" })));
  site.use(filesOnly(express.static(client, { maxAge: "1h", setHeaders: revalidateWorker })));
  site.use(options.app);
  return Object.assign(site, { ready: precompressed.ready });
}
