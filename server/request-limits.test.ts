/**
 * The edge's limits against a real HTTP server: the edge as server/app.ts builds it, and behind it
 * a handler that reads the body the way React Router's Express adapter does (a web stream over
 * the Node request), recording how many bytes ever reached it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BODY_LIMITS, MAX_URL_BYTES } from "~/lib/limits";
import { createEdge } from "./edge";
import { createHttpServer } from "./http-server";
import { bodyLimitFor } from "./request-limits";

let server: http.Server;
let port: number;
let handlerCalls = 0;
let bytesDelivered = 0;

beforeAll(async () => {
  const app = express();
  app.use(createEdge({ production: true, https: false }));
  app.use(async (req, res, next) => {
    handlerCalls += 1;
    try {
      const reader =
        req.method === "GET" || req.method === "HEAD" ? null : createReadableStreamFromReadable(req).getReader();
      let received = 0;
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
        received += read.value.byteLength;
        bytesDelivered = Math.max(bytesDelivered, received);
      }
      res.type("text/plain").send(`read ${received}`);
    } catch (error) {
      if (!res.headersSent) next(error);
    }
  });
  server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  handlerCalls = 0;
  bytesDelivered = 0;
});

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; bytesSent: number; ended: boolean };

/**
 * Sends `total` bytes in 64 KB chunks (chunked unless a Content-Length is given) and stops sending
 * as soon as an answer arrives, as a browser does.
 */
function send(path: string, total: number, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    let ended = false;
    const request = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        body += text;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers, bytesSent, ended }),
      );
    });
    // Writing on after the server answered and closed is expected; anything else is a failure.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    (async () => {
      while (!answered && bytesSent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - bytesSent));
        bytesSent += piece.length;
        if (!request.write(piece)) await new Promise((r) => request.once("drain", r));
      }
      if (!answered && headers["content-length"] === undefined) {
        ended = true;
        request.end();
      }
    })().catch(() => {});
  });
}

describe("request bodies are capped per route before they are read", () => {
  it("refuses a declared Content-Length over the limit from the headers alone", async () => {
    // 20 MB declared, one chunk sent: the answer cannot have waited for the body.
    const answer = await send("/recipes/someone/a-drink", 64 * 1024, { "content-length": String(20 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/too large \(the limit here is 64 KB\)/);
    expect(answer.headers.connection).toBe("close");
    expect(handlerCalls).toBe(0);
  });

  it("stops a chunked 20 MB body to a page action early, and the handler never holds more than the limit", async () => {
    const answer = await send("/recipes/someone/a-drink", 20 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.ended).toBe(false);
    expect(bytesDelivered).toBeLessThanOrEqual(BODY_LIMITS.form);
    // The handler's read ended in an error rather than with a truncated body.
    expect(answer.body).not.toMatch(/^read /);
  });

  it("lets the recipe form (also its .data variant) send more than an ordinary form", async () => {
    const size = 300 * 1024;
    expect((await send("/bar/recipes/new", size)).body).toBe(`read ${size}`);
    expect((await send("/bar/recipes/0b6c/edit.data", size)).body).toBe(`read ${size}`);
    expect((await send("/bar/recipes/0b6c/comments", size)).status).toBe(413);
  });

  it("answers the public API's oversized body with its JSON error shape", async () => {
    const answer = await send("/api/v1/recipes", 2 * 1024 * 1024, { "content-type": "application/json" });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: { type: "payload_too_large", code: "body_too_large", message: expect.stringMatching(/512 KB/) },
    });
    expect(bytesDelivered).toBeLessThanOrEqual(BODY_LIMITS.apiJson);
  });

  it("gives sign-in and sign-up the smallest limit", async () => {
    const answer = await send("/api/auth/sign-in/email", 20 * 1024, { "content-type": "application/json" });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatch(/16 KB/);
  });

  it("picks each route's limit from BODY_LIMITS", () => {
    expect(bodyLimitFor("POST", "/api/auth/sign-up/email")).toBe("auth");
    expect(bodyLimitFor("POST", "/bar/recipes/new.data")).toBe("recipeForm");
    expect(bodyLimitFor("POST", "/bar/recipes/abc/edit")).toBe("recipeForm");
    expect(bodyLimitFor("POST", "/api/site/uploads/recipe-images")).toBe("imageUpload");
    expect(bodyLimitFor("POST", "/recipes/bulk-upload.data")).toBe("bulkUpload");
    expect(bodyLimitFor("POST", "/settings/profile/picture")).toBe("profilePicture");
    expect(bodyLimitFor("POST", "/bar/collections/new.data")).toBe("collectionForm");
    expect(bodyLimitFor("POST", "/collections/new")).toBe("collectionForm");
    expect(bodyLimitFor("POST", "/bar/collections/happy-hour/edit.data")).toBe("collectionForm");
    expect(bodyLimitFor("POST", "/bar/collections/happy-hour.data")).toBe("form");
    expect(bodyLimitFor("POST", "/api/site/posts")).toBe("postForm");
    expect(bodyLimitFor("POST", "/api/site/posts/abc/comments")).toBe("postForm");
    expect(bodyLimitFor("POST", "/community.data")).toBe("postForm");
    expect(bodyLimitFor("POST", "/bar/community")).toBe("postForm");
    expect(bodyLimitFor("POST", "/api/site/recipes/abc/makes")).toBe("makeForm");
    expect(bodyLimitFor("POST", "/api/site/posts/abc/reactions")).toBe("form");
    expect(bodyLimitFor("POST", "/settings/profile")).toBe("form");
    expect(bodyLimitFor("POST", "/bar/shopping-list.data")).toBe("form");
    expect(bodyLimitFor("GET", "/bar/recipes/new")).toBe("form");
  });

  it("shows a browser's form post a page that says what happened", async () => {
    const answer = await send("/recipes/someone/a-drink", 64 * 1024, {
      "content-length": String(1024 * 1024),
      accept: "text/html,application/xhtml+xml",
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain("<h1>Request too large</h1>");
  });
});

describe("request targets", () => {
  it("answers a 64 KB query string with 414 instead of dropping the connection", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/recipes?search=${"a".repeat(64 * 1024)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toMatch(/too long/);
    expect(handlerCalls).toBe(0);
  });

  it("still serves a long but reasonable address", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/recipes?search=${"a".repeat(MAX_URL_BYTES - 100)}`);
    expect(response.status).toBe(200);
  });

  it.each(["/%00", "/a%00b/followers", "/recipes/%0d%0aSet-Cookie:x", "/%E0%A4%A"])(
    "answers 400 Bad request for %s",
    async (path) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/^Bad request/);
      expect(handlerCalls).toBe(0);
    },
  );
});
