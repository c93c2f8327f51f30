/** The Content-Security-Policy a production page carries (helmet, server/security.ts). */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoEmbedUrl } from "~/features/recipes/video-link";
import { cspNonce, securityHeaders, VIDEO_FRAME_SOURCES } from "./security";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(cspNonce, securityHeaders({ production: true, https: false }));
  app.get("/", (_req, res) => {
    res.type("html").send("<!doctype html><title>page</title>");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function directive(csp: string, name: string): string[] | undefined {
  const found = csp.split(";").find((part) => part.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1);
}

describe("Content-Security-Policy", () => {
  it("lets a page frame the recipe video players and nothing else", async () => {
    const csp = (await fetch(base)).headers.get("content-security-policy") ?? "";
    expect(directive(csp, "frame-src")).toEqual([...VIDEO_FRAME_SOURCES]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    // Every embed address the site computes is one the policy allows.
    for (const link of ["https://youtu.be/M7lc1UVf-VE", "https://vimeo.com/76979871"]) {
      const embed = new URL(videoEmbedUrl(link) ?? "");
      expect(VIDEO_FRAME_SOURCES).toContain(embed.origin);
    }
  });
});
