/**
 * Health checks for load balancers and orchestrators (issue 20), answered outside the app so they work
 * while it starts and stops:
 * - `/healthz`: the process is up and its event loop turns (200), whatever its dependencies say.
 * - `/readyz`: this instance should get traffic: started, not stopping, and its database and file
 *   storage answer (200), else 503 with what is wrong.
 */
import { type RequestHandler, Router } from "express";
import type { Readiness } from "./readiness.server";

export type InstanceState = "starting" | "ready" | "stopping";

export function healthChecks(options: {
  state: () => InstanceState;
  checkReadiness: () => Promise<Readiness> | undefined;
}): Router {
  const router = Router();
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
  router.get("/healthz", noStore, (_req, res) => {
    res.json({ status: "ok" });
  });
  router.get("/readyz", noStore, async (_req, res) => {
    const state = options.state();
    const readiness = state === "ready" ? await options.checkReadiness() : undefined;
    if (!readiness) {
      res.status(503).json({ status: state });
      return;
    }
    const { ready, ...checks } = readiness;
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", ...checks });
  });
  return router;
}
