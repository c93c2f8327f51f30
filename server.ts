/**
 * Muddle's Node entry. Production serves the Vite build; development mounts Vite's dev server.
 * Run with `npm start` (build + production) or `npm run dev`.
 */
import compression from "compression";
import express from "express";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const buildDir = process.env.BUILD_DIR ?? "build";

type AppModule = typeof import("./server/app");

const server = express();
server.disable("x-powered-by");
server.use(compression());

let appModule: AppModule;
if (production) {
  appModule = (await import(new URL(`./${buildDir}/server/index.js`, import.meta.url).href)) as AppModule;
  server.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y" }));
  server.use(express.static(`${buildDir}/client`, { maxAge: "1h" }));
  server.use(appModule.app);
} else {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  appModule = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
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

const listener = server.listen(port, host, () => {
  const address = listener.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  console.log(`Muddle is ready on http://localhost:${actualPort}`);
});

// PGlite writes to disk: close it cleanly so the embedded database is never left half-written.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    listener.close();
    listener.closeAllConnections();
    appModule.shutdown().finally(() => process.exit(0));
  });
}
