/**
 * The public API's conventions (issue 22): cursor paging, one error shape for bad input with nothing
 * stored, Idempotency-Key, ETag, CORS for public reads only, and rate-limit headers.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { db, schema } from "~/lib/db.server";
import { RATE_LIMITS } from "~/lib/rate-limit.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { callApi, tokenFor } from "./api-test-client";

setupTestDatabase();

let member: { id: string };
let token: string;
const PUBLISHED = 7;

beforeAll(async () => {
  member = await createMember(`api_conv_${randomUUID().slice(0, 6)}`);
  for (let i = 0; i < PUBLISHED; i++) {
    const input = RecipeInput.parse({
      name: `Paged Sour ${i}`,
      ingredients: [{ name: "Gin", quantity: 2, unit: "oz" }],
    });
    const created = await createRecipe(member, input);
    await setRecipeStatus(member, created.id, "published");
  }
  // Equal creation times: the id must break the tie, or a page boundary would skip or repeat a row.
  await db.execute(sql`update recipes set created_at = '2026-01-01T00:00:00.123456Z' where name like 'Paged Sour %'`);
  token = await tokenFor(member);
});

async function walk(path: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const url: string = `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const response = await callApi("GET", url);
    expect(response.status).toBe(200);
    seen.push(...response.json.items.map((r: { id: string }) => r.id));
    cursor = response.json.next_cursor;
    if (cursor) expect(response.headers.get("Link")).toContain('rel="next"');
    else expect(response.headers.get("Link")).toBeNull();
    pages++;
  } while (cursor && pages < 50);
  return { seen, pages };
}

describe("cursor paging", () => {
  for (const sort of ["newest", "oldest", "rating", "popular"]) {
    it(`walks every recipe once, sorted by ${sort}, two at a time`, async () => {
      const { seen, pages } = await walk(`/recipes?sort=${sort}`, 2);
      const all = await callApi("GET", `/recipes?sort=${sort}&limit=100`);
      expect(seen).toEqual(all.json.items.map((r: { id: string }) => r.id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBeGreaterThanOrEqual(PUBLISHED);
      expect(pages).toBe(Math.ceil(seen.length / 2));
    });
  }

  it("walks search results by relevance", async () => {
    const { seen } = await walk("/recipes?q=paged", 3);
    expect(seen).toHaveLength(PUBLISHED);
  });

  it("refuses a cursor of another sort, a broken one, and a limit out of range", async () => {
    const first = await callApi("GET", "/recipes?sort=oldest&limit=1");
    const cursor = first.json.next_cursor as string;
    const other = await callApi("GET", `/recipes?sort=popular&cursor=${cursor}`);
    expect(other.status).toBe(400);
    expect(other.json.error).toMatchObject({ code: "invalid_cursor", param: "cursor" });
    expect((await callApi("GET", "/recipes?cursor=%%%")).json.error.code).toBe("invalid_cursor");
    // Well-formed but tampered: a value that does not fit its key's type is refused, not cast in SQL.
    const tampered = Buffer.from(JSON.stringify({ o: "newest", k: ["yesterday", "not-a-uuid"] })).toString("base64url");
    const refused = await callApi("GET", `/recipes?cursor=${tampered}`);
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe("invalid_cursor");
    const big = await callApi("GET", "/recipes?limit=101");
    expect(big.status).toBe(400);
    expect(big.json.error).toMatchObject({ code: "validation_failed", param: "limit" });
  });

  it("names an unknown query parameter", async () => {
    const response = await callApi("GET", "/recipes?colour=red");
    expect(response.status).toBe(400);
    expect(response.json.error).toEqual({
      type: "invalid_request",
      code: "unknown_parameter",
      message: "Unknown query parameter: colour",
      param: "colour",
    });
  });

  it("returns only recipes changed since a time with updated_since", async () => {
    const response = await callApi(
      "GET",
      `/recipes?updated_since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(response.json.items).toEqual([]);
  });
});

describe("bad input gets a clear error and stores nothing", () => {
  const count = async () =>
    (await db.select().from(schema.bar_inventory).where(eq(schema.bar_inventory.user_id, member.id))).length;

  it("refuses malformed JSON", async () => {
    const before = await count();
    const response = await callApi("POST", "/bar/items", { token, rawBody: '{"name": "Gin",' });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({ type: "invalid_request", code: "invalid_json" });
    expect(await count()).toBe(before);
  });

  it("refuses an unknown field, naming it", async () => {
    const response = await callApi("POST", "/bar/items", { token, body: { name: "Gin", colour: "clear" } });
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ code: "validation_failed", param: "colour" });
    expect(response.json.error.errors).toEqual([
      { field: "colour", code: "unknown_field", message: "Unknown field: colour" },
    ]);
    expect(await count()).toBe(0);
  });

  it("refuses a wrong type and a body that is not JSON", async () => {
    const wrong = await callApi("POST", "/bar/items", { token, body: { name: 42 } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.error.errors[0]).toMatchObject({ field: "name", code: "invalid_type" });
    const text = await callApi("POST", "/bar/items", {
      token,
      rawBody: "name=Gin",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.json.error.code).toBe("unsupported_content_type");
    expect(await count()).toBe(0);
  });

  it("refuses a recipe with 10,000 ingredients", async () => {
    const ingredients = Array.from({ length: 10_000 }, (_, i) => ({ name: `Thing ${i}` }));
    const response = await callApi("POST", "/recipes", { token, body: { name: "Too Much", ingredients } });
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ param: "ingredients", message: expect.stringContaining("50") });
    expect(await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Too Much"))).toEqual([]);
  });

  it("answers 404 for an unknown endpoint and 405 for a method an endpoint lacks", async () => {
    expect((await callApi("GET", "/cocktails")).json.error.code).toBe("unknown_endpoint");
    const wrong = await callApi("PUT", "/bar", { token });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("Allow")).toBe("GET");
  });
});

describe("Idempotency-Key", () => {
  const body = {
    name: "Retry Rickey",
    ingredients: [
      { name: "Gin", quantity: 2, unit: "oz" },
      { name: "Lime juice", quantity: 0.75, unit: "oz" },
    ],
  };

  it("replays the first answer to a retry and creates one recipe", async () => {
    const key = randomUUID();
    const first = await callApi("POST", "/recipes", { token, body, headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    const retry = await callApi("POST", "/recipes", { token, body, headers: { "Idempotency-Key": key } });
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retry.headers.get("Location")).toBe(`/api/v1/recipes/${first.json.id}`);
    expect(await db.select().from(schema.recipes).where(eq(schema.recipes.name, "Retry Rickey"))).toHaveLength(1);
  });

  it("refuses the same key with a different body", async () => {
    const key = randomUUID();
    await callApi("POST", "/bar/items", { token, body: { name: "Gin" }, headers: { "Idempotency-Key": key } });
    const other = await callApi("POST", "/bar/items", {
      token,
      body: { name: "Rum" },
      headers: { "Idempotency-Key": key },
    });
    expect(other.status).toBe(409);
    expect(other.json.error).toMatchObject({ type: "conflict", code: "idempotency_key_reused" });
    const names = (await callApi("GET", "/bar", { token })).json.items.map(
      (i: { ingredient: { name: string } }) => i.ingredient.name,
    );
    expect(names).not.toContain("Rum");
  });

  it("keeps a key per member: another member may use the same one", async () => {
    const key = randomUUID();
    const other = await createMember(`api_conv2_${randomUUID().slice(0, 6)}`);
    const otherToken = await tokenFor(other, ["bar:write"]);
    expect(
      (await callApi("POST", "/bar/items", { token, body: { name: "Gin" }, headers: { "Idempotency-Key": key } }))
        .status,
    ).toBe(201);
    const theirs = await callApi("POST", "/bar/items", {
      token: otherToken,
      body: { name: "Gin" },
      headers: { "Idempotency-Key": key },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("Idempotent-Replayed")).toBeNull();
  });
});

describe("caching, CORS and rate limits", () => {
  it("answers 304 to If-None-Match with the same ETag, and 200 once the data changed", async () => {
    const first = await callApi("GET", "/bar", { token });
    const etag = first.headers.get("ETag") as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    const again = await callApi("GET", "/bar", { token, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    await callApi("POST", "/bar/items", { token, body: { name: "Cognac" } });
    expect((await callApi("GET", "/bar", { token, headers: { "If-None-Match": etag } })).status).toBe(200);
  });

  it("allows cross-origin reads of public data only", async () => {
    const open = await callApi("GET", "/recipes", { headers: { Origin: "https://elsewhere.example" } });
    expect(open.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const mine = await callApi("GET", "/bar", { token, headers: { Origin: "https://elsewhere.example" } });
    expect(mine.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const write = await callApi("POST", "/bar/items", { token, body: { name: "Gin" } });
    expect(write.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const preflight = await callApi("OPTIONS", "/bar");
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD");
    expect(preflight.headers.get("Access-Control-Allow-Headers")).not.toMatch(/authorization/i);
  });

  it("counts calls with a bad token against their address", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 50) + 201}`;
    const limit = RATE_LIMITS.apiAnonymous.windows[0].max;
    await db.execute(sql`insert into request_limits (key, window_started_at, count) values (${`apiAnonymous/60:${ip}`}, now(), ${limit})
      on conflict (key) do update set count = ${limit}, window_started_at = now()`);
    const guess = await callApi("GET", "/me", { token: "mdl_pat_000000000000000000000000000000000000", ip });
    expect(guess.status).toBe(429);
  });

  it("sends rate-limit headers, and 429 with Retry-After past the allowance", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const first = await callApi("GET", "/ingredients?q=gin", { ip });
    const limit = RATE_LIMITS.apiAnonymous.windows[0].max;
    expect(first.headers.get("RateLimit-Limit")).toBe(String(limit));
    expect(first.headers.get("RateLimit-Remaining")).toBe(String(limit - 1));
    expect(Number(first.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
    await db.execute(sql`update request_limits set count = ${limit} where key = ${`apiAnonymous/60:${ip}`}`);
    const refused = await callApi("GET", "/ingredients?q=gin", { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ type: "rate_limited", code: "rate_limited" });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
  });
});
