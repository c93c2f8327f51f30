/**
 * The outbound fetcher's SSRF defences (issue 22), against a real HTTP server on loopback. The server
 * listens on 127.0.0.2 and only that address is allowed, explicitly, as a test must: every redirect it
 * answers (to 127.0.0.1, [::1], 169.254.169.254, private ranges, a name a test resolver points at
 * loopback) is refused at connect time.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTBOUND_LIMITS } from "./limits";
import { fetchOutbound, fetchPage, OutboundError, type OutboundProblem } from "./outbound.server";

const HOST = "127.0.0.2";
const ALLOW = [HOST];
let server: Server;
let base: string;
let port: number;
const seen: { path: string; userAgent: string | undefined }[] = [];

function route(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? "/";
  seen.push({ path, userAgent: req.headers["user-agent"] });
  const redirect = (to: string) => res.writeHead(302, { Location: to }).end();
  const html = (body: string, headers: Record<string, string> = {}) =>
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers }).end(body);
  if (path === "/robots.txt") {
    res
      .writeHead(200, { "Content-Type": "text/plain" })
      .end("User-agent: MuddleBot\nDisallow: /private-recipes/\n\nUser-agent: *\nDisallow:\n");
    return;
  }
  if (path === "/page") return html("<html><title>Negroni</title></html>");
  if (path === "/to-loopback") return redirect(`http://127.0.0.1:${port}/page`);
  if (path === "/to-ipv6-loopback") return redirect(`http://[::1]:${port}/page`);
  if (path === "/to-mapped-loopback") return redirect(`http://[::ffff:127.0.0.1]:${port}/page`);
  if (path === "/to-metadata") return redirect("http://169.254.169.254/latest/meta-data/");
  if (path === "/to-private-10") return redirect("http://10.0.0.5/");
  if (path === "/to-private-192") return redirect("http://192.168.1.1/admin");
  if (path === "/to-unspecified") return redirect(`http://0.0.0.0:${port}/page`);
  if (path === "/to-rebound-name") return redirect(`http://loopback.evil.test:${port}/page`);
  if (path === "/to-file") return redirect("file:///etc/passwd");
  if (path === "/relative") return redirect("/page");
  if (path.startsWith("/loop")) return redirect(`/loop${Number(path.slice(5) || 0) + 1}`);
  if (path === "/binary") return res.writeHead(200, { "Content-Type": "application/octet-stream" }).end("x");
  if (path === "/huge-declared") {
    res.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(OUTBOUND_LIMITS.pageBytes + 1) });
    res.end();
    return;
  }
  if (path === "/huge-streamed") {
    res.writeHead(200, { "Content-Type": "text/html" });
    const chunk = Buffer.alloc(256 * 1024, "a");
    const write = (left: number): void => {
      if (left <= 0 || res.destroyed) return void res.end();
      res.write(chunk, () => write(left - chunk.length));
    };
    write(OUTBOUND_LIMITS.pageBytes + chunk.length * 4);
    return;
  }
  if (path === "/slow") return; // never answers
  if (path === "/private-recipes/negroni") return html("<html></html>");
  if (path === "/missing") return res.writeHead(404).end();
  res.writeHead(404).end();
}

/** A resolver like DNS, where *.evil.test points at loopback (DNS rebinding, a hostile record), *.good.test at the test server. */
const testLookup: LookupFunction = (hostname, options, callback) => {
  const address = hostname.endsWith(".evil.test") ? "127.0.0.1" : hostname.endsWith(".good.test") ? HOST : hostname;
  if ((options as { all?: boolean }).all)
    (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family: 4 }]);
  else (callback as (e: null, a: string, f: number) => void)(null, address, 4);
};

const options = { allowAddresses: ALLOW, lookup: testLookup };

async function problemOf(promise: Promise<unknown>): Promise<OutboundProblem> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.problem;
    throw error;
  }
  throw new Error("the fetch succeeded");
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://${HOST}:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const page = (path: string, extra: Partial<Parameters<typeof fetchOutbound>[1]> = {}) =>
  fetchOutbound(`${base}${path}`, { ...options, accept: ["text/html"], maxBytes: OUTBOUND_LIMITS.pageBytes, ...extra });

describe("fetching from the allowed test server", () => {
  it("reads a page, saying who we are", async () => {
    const answer = await page("/page");
    expect(answer).toMatchObject({ status: 200, contentType: "text/html", url: `${base}/page` });
    expect(answer.body.toString()).toContain("Negroni");
    expect(seen.at(-1)?.userAgent).toMatch(/^MuddleBot\/1\.0 \(\+https?:\/\/.+\/bot\)$/);
  });

  it("follows a relative redirect and reports where it ended", async () => {
    expect((await page("/relative")).url).toBe(`${base}/page`);
  });
});

describe("every redirect inside our network is refused at connect time", () => {
  for (const path of [
    "/to-loopback",
    "/to-ipv6-loopback",
    "/to-mapped-loopback",
    "/to-metadata",
    "/to-private-10",
    "/to-private-192",
    "/to-unspecified",
    "/to-rebound-name",
  ]) {
    it(`refuses ${path}`, async () => {
      expect(await problemOf(page(path))).toBe("blocked_address");
    });
  }

  it("refuses loopback asked for directly, and without the test's allow-list the test server too", async () => {
    expect(
      await problemOf(
        fetchOutbound(`http://127.0.0.1:${port}/page`, { ...options, accept: ["text/html"], maxBytes: 1000 }),
      ),
    ).toBe("blocked_address");
    expect(
      await problemOf(fetchOutbound(`${base}/page`, { accept: ["text/html"], maxBytes: 1000, allowAddresses: [] })),
    ).toBe("blocked_address");
  });

  it("refuses a name that resolves to loopback, and fetches one that resolves to the allowed server", async () => {
    const byName = (host: string) =>
      fetchOutbound(`http://${host}:${port}/page`, { ...options, accept: ["text/html"], maxBytes: 1000 });
    expect(await problemOf(byName("x.evil.test"))).toBe("blocked_address");
    expect((await byName("x.good.test")).status).toBe(200);
  });
});

describe("what else is refused", () => {
  it("anything but http and https, and a redirect to a file", async () => {
    for (const address of [
      "ftp://example.com/x",
      "javascript:alert(1)",
      "file:///etc/passwd",
      "not an address",
      "http://user:pw@example.com/",
    ]) {
      expect(
        await problemOf(fetchOutbound(address, { ...options, accept: ["text/html"], maxBytes: 1000 })),
        address,
      ).toBe("not_web_address");
    }
    expect(await problemOf(page("/to-file"))).toBe("not_web_address");
  });

  it("more than five redirects", async () => {
    expect(await problemOf(page("/loop0"))).toBe("too_many_redirects");
  });

  it("a type we did not ask for, an error status, a page over 5 MB declared or streamed", async () => {
    expect(await problemOf(page("/binary"))).toBe("wrong_type");
    expect(await problemOf(page("/missing"))).toBe("http_error");
    expect(await problemOf(page("/huge-declared")), "declared").toBe("too_large");
    expect(await problemOf(page("/huge-streamed")), "streamed").toBe("too_large");
  });

  it("a site that does not answer in time", async () => {
    expect(await problemOf(page("/slow", { timeoutMs: 300 }))).toBe("timeout");
  });

  it("a page robots.txt keeps from MuddleBot, while others on the site are fetched", async () => {
    expect(await problemOf(fetchPage(`${base}/private-recipes/negroni`, options))).toBe("robots_disallowed");
    expect((await fetchPage(`${base}/page`, options)).status).toBe(200);
  });
});
