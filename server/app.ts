/**
 * The Express application, bundled by Vite with the React Router build (see server.ts).
 * `edge` (security headers and request limits) is mounted by server.ts ahead of static files and
 * of `app`; then the client address and cross-site check, better-auth (before any body parser),
 * and pages (server/page-handler.ts: React Router behind the page cache and streamed compression).
 */
import { toNodeHandler } from "better-auth/node";
import express from "express";
import { auth } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { trustedOrigins } from "~/lib/origins.server";
import { sitePageCache } from "~/lib/page-cache/page-cache.server";
import type { SharedData } from "~/lib/page-cache/shared-data.server";
import { createEdge } from "./edge";
import { createPageHandler } from "./page-handler";
import { clientAddress, sameOriginWrites, trustProxySetting } from "./security";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
    /** Query results shared between requests while pages are cached (app/lib/page-cache/shared-data.server.ts). */
    sharedData?: SharedData;
  }
}

export { endEventStreams } from "~/lib/event-stream.server";
export { prepare, shutdown } from "./prepare";
export { checkReadiness } from "./readiness.server";

const config = env();
export const edge = createEdge({ production: config.isProduction, https: config.isHttps });
export const app = express();
// server.ts turns this off on the outer server; a mounted app sets the header itself unless told not to.
app.disable("x-powered-by");

app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
app.use(clientAddress);
app.use(sameOriginWrites(trustedOrigins()));

app.all("/api/auth/*splat", (req, res) => toNodeHandler(auth())(req, res));

app.use(
  createPageHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    }),
    cache: sitePageCache,
  }),
);
