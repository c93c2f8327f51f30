import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthChecks, type InstanceState } from "./health";
import type { Readiness } from "./readiness.server";

let state: InstanceState = "starting";
let readiness: Readiness = { ready: true, database: "ok", storage: "ok" };
let base = "";
const server = express()
  .use(healthChecks({ state: () => state, checkReadiness: async () => readiness }))
  .listen(0, "127.0.0.1");

beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

async function ask(path: string) {
  const response = await fetch(base + path);
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

describe("health checks", () => {
  it("/healthz says the process is up in every state", async () => {
    for (const each of ["starting", "ready", "stopping"] as const) {
      state = each;
      expect(await ask("/healthz")).toEqual({ status: 200, body: { status: "ok" }, cache: "no-store" });
    }
  });

  it("/readyz says ready only once started, while the database and storage answer, and not while stopping", async () => {
    state = "starting";
    expect(await ask("/readyz")).toMatchObject({ status: 503, body: { status: "starting" } });
    state = "ready";
    expect(await ask("/readyz")).toEqual({
      status: 200,
      body: { status: "ready", database: "ok", storage: "ok" },
      cache: "no-store",
    });
    readiness = { ready: false, database: "ok", storage: "connect ECONNREFUSED 127.0.0.1:9000" };
    expect(await ask("/readyz")).toMatchObject({
      status: 503,
      body: { status: "unavailable", database: "ok", storage: "connect ECONNREFUSED 127.0.0.1:9000" },
    });
    readiness = { ready: true, database: "ok", storage: "ok" };
    state = "stopping";
    expect(await ask("/readyz")).toMatchObject({ status: 503, body: { status: "stopping" } });
  });
});
