import { describe, expect, it } from "vitest";
import { SharedData, sharedData } from "./shared-data.server";

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const counting = <T>(value: () => T) => {
  let calls = 0;
  const load = async () => {
    calls += 1;
    return value();
  };
  return { load, calls: () => calls };
};

describe("SharedData", () => {
  it("loads once for concurrent and later requests within its TTL, then again", async () => {
    let now = 1_000; // lru-cache reads a start time of 0 as never set
    const data = new SharedData({ ttlMs: 5_000, maxBytes: 1_000_000, clock: { now: () => now } });
    const rows = counting(() => [{ name: "Negroni" }]);
    const [a, b] = await Promise.all([data.get("recipes", rows.load), data.get("recipes", rows.load)]);
    expect(a).toBe(b);
    expect(await data.get("recipes", rows.load)).toBe(a);
    expect(rows.calls()).toBe(1);
    now += 5_001;
    await data.get("recipes", rows.load);
    expect(rows.calls()).toBe(2);
  });

  it("freezes what it shares, so no request can change it for the next", async () => {
    const data = new SharedData({ ttlMs: 5_000, maxBytes: 1_000_000 });
    const recipe = await data.get("recipe", async () => ({ name: "Negroni", tags: ["bitter"] }));
    expect(() => {
      recipe.tags.push("sweet");
    }).toThrow(TypeError);
    expect(Object.isFrozen(recipe)).toBe(true);
  });

  it("keeps nothing loaded before a purge, but answers those who waited for it", async () => {
    const data = new SharedData({ ttlMs: 5_000, maxBytes: 1_000_000 });
    const slow = deferred<string>();
    const waiting = data.get("recipe", () => slow.promise);
    data.forget();
    slow.resolve("before the write");
    expect(await waiting).toBe("before the write");
    expect(await data.get("recipe", async () => "after the write")).toBe("after the write");
  });

  it("forgets a failed load, so the next request tries again", async () => {
    const data = new SharedData({ ttlMs: 5_000, maxBytes: 1_000_000 });
    await expect(data.get("recipe", () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect(await data.get("recipe", async () => "back")).toBe("back");
  });

  it("stays within its byte bound however many keys are asked for", async () => {
    const data = new SharedData({ ttlMs: 5_000, maxBytes: 20_000 });
    for (let i = 0; i < 200; i++) await data.get(`recipes:${i}`, async () => ({ rows: "x".repeat(500) }));
    expect(data.held.bytes).toBeLessThanOrEqual(20_000);
    expect(data.held.entries).toBeLessThan(200);
  });

  it("loads every time without a load context's shared data (tests, development)", async () => {
    const rows = counting(() => 1);
    await sharedData({}, "recipes", rows.load);
    await sharedData(undefined, "recipes", rows.load);
    expect(rows.calls()).toBe(2);
  });
});
