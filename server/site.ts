/**
 * The production site in the order that matters: the edge (headers and limits) first, so static
 * files carry the same headers as pages and no body is read before its limit is checked; then
 * compression, the client build, and the app.
 */
import compression from "compression";
import express, { type RequestHandler, Router } from "express";

export function productionSite(options: { edge: RequestHandler; app: RequestHandler; buildDir: string }): Router {
  const site = Router();
  site.use(options.edge);
  site.use(compression());
  site.use("/assets", express.static(`${options.buildDir}/client/assets`, { immutable: true, maxAge: "1y" }));
  site.use(express.static(`${options.buildDir}/client`, { maxAge: "1h" }));
  site.use(options.app);
  return site;
}
