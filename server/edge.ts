/**
 * What every response gets, static files included: the security headers, and the request limits
 * checked before anything reads the body. server.ts mounts it ahead of static files and the app.
 */
import { Router } from "express";
import { requestLimits } from "./request-limits";
import { cspNonce, securityHeaders } from "./security";

export function createEdge(options: { production: boolean; https: boolean }): Router {
  const edge = Router();
  edge.use(cspNonce);
  edge.use(securityHeaders(options));
  edge.use(requestLimits);
  return edge;
}
