import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../test/database";
import { auth, CLIENT_IP_HEADER } from "./auth.server";
import { db, schema } from "./db.server";

setupTestDatabase();

function signInRequest(ip: string, email = "nobody@example.com") {
  return new Request("http://localhost:3000/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", [CLIENT_IP_HEADER]: ip },
    body: JSON.stringify({ email, password: "wrong-password" }),
  });
}

describe("better-auth's own endpoints", () => {
  it("limit sign-in attempts per client address, counted in the database", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await auth().handler(signInRequest("10.2.2.2", `n${i}@example.com`))).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);

    const rows = await db
      .select({ key: schema.request_limits.key })
      .from(schema.request_limits)
      .where(like(schema.request_limits.key, "signIn/%"));
    expect(rows.map((r) => r.key)).toContain("signIn/300:10.2.2.2");

    // A different visitor is not punished for someone else's attempts.
    expect((await auth().handler(signInRequest("10.3.3.3", "n0@example.com"))).status).toBe(401);
  });

  it("refuse a request from an untrusted origin", async () => {
    const request = signInRequest("10.4.4.4", "elsewhere@example.com");
    request.headers.set("origin", "https://evil.example");
    const response = await auth().handler(request);
    expect(response.status).toBe(403);
  });
});
