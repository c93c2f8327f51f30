/**
 * The Express application, bundled by Vite with the React Router build (see server.ts).
 * Order matters: security first, then better-auth (before any body parser), then pages.
 */
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import express from "express";
import { auth } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { trustedOrigins } from "~/lib/origins.server";
import { clientAddress, cspNonce, sameOriginWrites, securityHeaders, trustProxySetting } from "./security";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
  }
}

export { prepare, shutdown } from "./prepare";

const config = env();
export const app = express();

app.set("trust proxy", trustProxySetting(config.TRUST_PROXY));
app.use(clientAddress);
app.use(cspNonce);
app.use(securityHeaders({ production: config.isProduction, https: config.PUBLIC_URL.startsWith("https://") }));
app.use(sameOriginWrites(trustedOrigins()));

app.all("/api/auth/*splat", (req, res) => toNodeHandler(auth())(req, res));

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    }),
  }),
);
