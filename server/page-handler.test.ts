/**
 * Streamed responses through server/page-handler.ts (issue 19): compressed on the fly with a flush
 * per chunk, so the first bytes leave before the rest is written, and without the `drain` listener
 * leak of the `compression` middleware (expressjs/compression#135, MaxListenersExceededWarning).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createGunzip } from "node:zlib";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageCache } from "~/lib/page-cache/page-cache.server";
import { testServerBuild } from "../test/page-site";
import { createHttpServer } from "./http-server";
import { createPageHandler } from "./page-handler";

const CHUNKS = 300;
let releaseRest: () => void = () => {};
let server: http.Server;
let base: string;

/** A resource route that sends one chunk, then the rest once the test has read the first. */
function streamingBuild(): ServerBuild {
  const loader = () => {
    const rest = new Promise<void>((resolve) => {
      releaseRest = resolve;
    });
    const encoder = new TextEncoder();
    const body = new ReadableStream({
      async start(controller) {
        controller.enqueue(encoder.encode("first chunk;"));
        await rest;
        for (let i = 1; i < CHUNKS; i++) controller.enqueue(encoder.encode(`chunk ${i} ${"x".repeat(4000)};`));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  };
  return testServerBuild({ default: () => new Response("") }, [
    { id: "root", path: "", module: {} },
    { id: "stream", path: "stream", module: { loader } },
  ]);
}

beforeAll(async () => {
  const build = streamingBuild();
  const app = express();
  app.use(
    createPageHandler({
      build: async () => build,
      getLoadContext: () => ({ cspNonce: "n", clientIp: "127.0.0.1" }),
      cache: () => new PageCache({ maxBytes: 0 }),
      mode: "production",
    }),
  );
  server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("streamed compression", () => {
  it("sends the first chunk before the rest exists, and the whole stream without leaking listeners", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const text = await new Promise<string>((resolve, reject) => {
        http
          .get(`${base}/stream`, { headers: { "accept-encoding": "gzip" } }, (res) => {
            expect(res.headers["content-encoding"]).toBe("gzip");
            expect(res.headers.vary).toBe("Accept-Encoding");
            let decoded = "";
            const gunzip = res.pipe(createGunzip());
            gunzip.on("data", (chunk: Buffer) => {
              decoded += chunk.toString();
              // Only once the first chunk has arrived, decoded, does the route write the rest.
              if (decoded.startsWith("first chunk;")) releaseRest();
            });
            gunzip.on("end", () => resolve(decoded));
            gunzip.on("error", reject);
          })
          .on("error", reject);
      });
      expect(text.startsWith("first chunk;")).toBe(true);
      expect(text.split(";").filter(Boolean)).toHaveLength(CHUNKS);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
