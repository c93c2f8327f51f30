/**
 * Static files are served behind the same edge as pages, so they carry the same security headers
 * (the production site as server.ts mounts it, with a stand-in for the app).
 */

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEdge } from "./edge";
import { createHttpServer } from "./http-server";
import { mayBeFile, productionSite } from "./site";

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log("line ${i}");`).join("\n");
let buildDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "muddle-site-"));
  mkdirSync(path.join(buildDir, "client", "assets"), { recursive: true });
  writeFileSync(path.join(buildDir, "client", "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(path.join(buildDir, "client", "assets", "entry-abc123.js"), "console.log('hi');");
  writeFileSync(path.join(buildDir, "client", "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(buildDir, "client", "assets", "big-abc123.js"), BIG_SCRIPT);
  // A file named like a page: paths without an extension are pages, never looked up on disk.
  writeFileSync(path.join(buildDir, "client", "recipes"), "not the page");
  const site = express();
  const page: express.RequestHandler = (_req, res) => {
    res.type("html").send("<!doctype html><title>page</title>");
  };
  const production = productionSite({ edge: createEdge({ production: true, https: true }), app: page, buildDir });
  site.use(production);
  await production.ready;
  server = createHttpServer(site);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(buildDir, { recursive: true, force: true });
});

const SECURITY_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-resource-policy",
  "cross-origin-opener-policy",
  "strict-transport-security",
] as const;

describe("static files", () => {
  it.each(["/favicon.svg", "/assets/entry-abc123.js"])("%s carries the security headers pages carry", async (file) => {
    const [asset, page] = await Promise.all([fetch(`${base}${file}`), fetch(`${base}/recipes`)]);
    expect(asset.status).toBe(200);
    for (const name of SECURITY_HEADERS) {
      expect(asset.headers.get(name), name).toBe(page.headers.get(name));
      expect(asset.headers.get(name), name).toBeTruthy();
    }
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(asset.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("has the browser check the service worker with the server on every load (issue 18)", async () => {
    const [worker, icon] = await Promise.all([fetch(`${base}/sw.js`), fetch(`${base}/favicon.svg`)]);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-security-policy")).toContain("worker-src 'self'");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("keeps the long cache on fingerprinted assets", async () => {
    const asset = await fetch(`${base}/assets/entry-abc123.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("pages beside static files (issue 19)", () => {
  it("sends a path without an extension to the app without looking for a file", async () => {
    const answer = await rawGet("/recipes", "identity");
    expect(answer.body.toString()).toBe("<!doctype html><title>page</title>");
  });

  it("holds for public/: every file the build copies has an extension", () => {
    const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
    const files = readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((entry) => entry.name).filter((name) => !mayBeFile(`/${name}`))).toEqual([]);
  });
});

describe("compressed static files (issue 19)", () => {
  it("sends brotli or gzip copies made at start, decoding to the file, with the file's caching", async () => {
    const br = await rawGet("/assets/big-abc123.js", "gzip, br");
    const gz = await rawGet("/assets/big-abc123.js", "gzip");
    const plain = await rawGet("/assets/big-abc123.js", "identity");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(br.headers["content-type"]).toMatch(/javascript/);
    const again = await rawGet("/assets/big-abc123.js", "br", { "if-none-match": String(br.headers.etag) });
    expect(again.status).toBe(304);
  });
});

function rawGet(file: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(`${base}${file}`, { headers: { "accept-encoding": acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}
