import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog, currentRequestId, logAsJson, requestIds } from "./request-log";

const lines: Record<string, unknown>[] = [];
const original = { ...console };
let base = "";
const server = express()
  .use(requestIds())
  .use(accessLog({ json: true }))
  .get("/work", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5)); // the id survives awaiting
    console.error("Something failed:", new Error("boom"));
    res.send(currentRequestId());
  })
  .listen(0, "127.0.0.1");

beforeAll(async () => {
  logAsJson((line) => lines.push(JSON.parse(line)));
  if (!server.listening) await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  Object.assign(console, original);
  server.close();
});

describe("request ids and JSON logs", () => {
  it("keeps the proxy's well-formed id, in the response and in every line logged for the request", async () => {
    lines.length = 0;
    const response = await fetch(`${base}/work?token=secret`, { headers: { "X-Request-Id": "nginx-4f2a.9" } });
    expect(response.headers.get("x-request-id")).toBe("nginx-4f2a.9");
    expect(await response.text()).toBe("nginx-4f2a.9");
    await new Promise((resolve) => setTimeout(resolve, 20)); // the access line is written on "finish"
    const [error, access] = lines;
    expect(error).toMatchObject({ level: "error", msg: "Something failed: boom", request_id: "nginx-4f2a.9" });
    expect(error?.stack).toMatch(/Error: boom/);
    expect(error?.instance).toMatch(/:\d+$/);
    expect(access).toMatchObject({
      level: "info",
      request_id: "nginx-4f2a.9",
      http: { method: "GET", path: "/work", status: 200 },
    });
    expect(JSON.stringify(access)).not.toContain("secret");
  });

  it("makes a new id when none is sent, or the one sent could forge a log line or a header", async () => {
    for (const sent of [undefined, "x".repeat(200), "id with spaces", 'a"b']) {
      const response = await fetch(`${base}/work`, { headers: sent ? { "X-Request-Id": sent } : {} });
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await response.text()).toBe(id);
    }
  });
});
