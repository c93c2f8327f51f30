/**
 * The production site in the order that matters: the edge (headers and limits) first, so static
 * files carry the same headers as pages and no body is read before its limit is checked; then
 * compression, the client build, and the app.
 */
import type { ServerResponse } from "node:http";
import compression from "compression";
import express, { type RequestHandler, Router } from "express";

/**
 * The service worker and its rules (issue 18) are checked with the server on every load, so a release
 * reaches browsers at once; everything else public keeps an hour. send() leaves a Cache-Control set here.
 */
const WORKER_FILES = /[\\/]sw(-rules)?\.js$/;

function revalidateWorker(res: ServerResponse, path: string) {
  if (WORKER_FILES.test(path)) res.setHeader("Cache-Control", "no-cache");
}

export function productionSite(options: { edge: RequestHandler; app: RequestHandler; buildDir: string }): Router {
  const site = Router();
  site.use(options.edge);
  site.use(compression());
  site.use("/assets", express.static(`${options.buildDir}/client/assets`, { immutable: true, maxAge: "1y" }));
  site.use(express.static(`${options.buildDir}/client`, { maxAge: "1h", setHeaders: revalidateWorker }));
  site.use(options.app);
  return site;
}
