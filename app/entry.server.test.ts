/**
 * Pages for a signed-in member are kept out of every cache: documents and single-fetch (`.data`)
 * responses get `Cache-Control: private, no-store` when a session cookie is sent or a cookie is set.
 */
import { describe, expect, it } from "vitest";
import { handleDataRequest } from "./entry.server";
import { markPrivate } from "./lib/private-pages.server";

const SESSION = "better-auth.session_token=abc.def";

function dataResponse(headers: HeadersInit = {}) {
  return new Response("[]", { headers: { "Content-Type": "text/x-script", ...headers } });
}

describe("signed-in responses are private", () => {
  it("a .data response to a signed-in member is private, no-store", async () => {
    const request = new Request("http://localhost/bar.data", { headers: { Cookie: SESSION } });
    const response = await handleDataRequest(dataResponse(), { request });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe("[]");
  });

  it("also under https, where the session cookie carries the __Secure- prefix", async () => {
    const request = new Request("https://muddle.example/recipes.data", {
      headers: { Cookie: `theme=dark; __Secure-${SESSION}` },
    });
    const response = await handleDataRequest(dataResponse({ "Cache-Control": "public, max-age=60" }), { request });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("an anonymous .data response keeps its own policy", async () => {
    const request = new Request("http://localhost/recipes.data", { headers: { Cookie: "theme=dark" } });
    const response = await handleDataRequest(dataResponse({ "Cache-Control": "public, max-age=60" }), { request });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("a document that sets a cookie (a toast being cleared) is private too", () => {
    const request = new Request("http://localhost/recipes");
    const headers = new Headers({ "Set-Cookie": "muddle-toast=; Max-Age=0; Path=/" });
    markPrivate(request, headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    const anonymous = new Headers();
    markPrivate(request, anonymous);
    expect(anonymous.has("Cache-Control")).toBe(false);
  });
});
