/**
 * Muddle's Node entry. Production serves the Vite build; development mounts Vite's dev server.
 * Run with `npm start` (build + production) or `npm run dev`.
 *
 * The port is taken first: a second `npm start` stops there with a clear message, before it loads
 * anything or opens the database. Requests arriving while the rest starts wait until it is ready.
 */
import express from "express";
import { env } from "./app/lib/env.server";
import { buildDirectory } from "./server/build-directory";
import { healthChecks, type InstanceState } from "./server/health";
import { createHttpServer, listen } from "./server/http-server";
import { accessLog, logAsJson, requestIds } from "./server/request-log";
import { stopOnSignals } from "./server/shutdown";
import { productionSite } from "./server/site";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const buildDir = buildDirectory();

type AppModule = typeof import("./server/app");

const config = (() => {
  try {
    return env();
  } catch (error) {
    fail(error);
  }
})();
if (config.LOG_FORMAT === "json") logAsJson();

let state: InstanceState = "starting";
let appModule: AppModule | undefined;

const server = express();
server.disable("x-powered-by");
server.use(requestIds());
if (config.LOG_REQUESTS) server.use(accessLog({ json: config.LOG_FORMAT === "json" }));
// The load balancer's questions are answered while the rest starts, and while it stops.
server.use(healthChecks({ state: () => state, checkReadiness: () => appModule?.checkReadiness() }));
let markReady = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
server.use(async (_req, _res, next) => {
  await ready;
  next();
});

const httpServer = createHttpServer(server);
const actualPort = await listen(httpServer, port, host).catch(fail);

stopOnSignals(
  httpServer,
  async () => {
    await appModule?.shutdown();
  },
  {
    // /readyz says no at once, so the load balancer sends nothing new here while requests in flight finish.
    onStopping: () => {
      state = "stopping";
    },
    // Live streams never end by themselves: end them first, and readers reconnect elsewhere.
    endStreams: () => appModule?.endEventStreams(),
  },
);

try {
  if (production) {
    appModule = (await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href)) as AppModule;
    server.use(productionSite({ edge: appModule.edge, app: appModule.app, buildDir }));
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    appModule = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
    server.use(appModule.edge);
    server.use(vite.middlewares);
    server.use(async (req, res, next) => {
      try {
        const fresh = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
        fresh.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  }
  await appModule.prepare();
} catch (error) {
  fail(error);
}

state = "ready";
markReady();
console.log(`Muddle is ready on http://localhost:${actualPort}`);

/** Problems the person starting the server can fix are told in one sentence; others in full. */
function fail(error: unknown): never {
  const known = error instanceof Error && ["ListenError", "DataDirectoryInUse"].includes(error.name);
  console.error(known ? (error as Error).message : error);
  process.exit(1);
}
