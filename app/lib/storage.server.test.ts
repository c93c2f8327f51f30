import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage, createStorage, keyProblem, readBody, storage } from "./storage.server";

const root = mkdtempSync(path.join(tmpdir(), "muddle-storage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const local = createLocalStorage(root);

describe("storage keys", () => {
  it("accepts the shapes the app uses", () => {
    expect(keyProblem("3f2c1a9e-0b1d-4c55-9a43-2b6f1e7d8c90.webp")).toBeNull();
    expect(keyProblem("user_123/1714060800000.webp")).toBeNull();
    expect(keyProblem("seed/tommys-margarita.webp")).toBeNull();
  });

  it.each([
    "../secrets/auth-secret.webp",
    "a/../../b.webp",
    "/etc/passwd.webp",
    "..\\evil.webp",
    "a//b.webp",
    ".hidden.webp",
    "a/./b.webp",
    "",
    "no-extension",
    "page.html",
  ])("refuses %j", (key) => {
    expect(keyProblem(key)).not.toBeNull();
  });

  it("refuses traversal and unknown buckets on every operation", async () => {
    await expect(local.put("recipe-images", "../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
    await expect(local.get("recipe-images", "../../etc/passwd.webp")).rejects.toThrow();
    await expect(local.delete("recipe-images", "/abs.webp")).rejects.toThrow();
    // @ts-expect-error: a bucket outside BUCKETS, as an untyped route parameter could send.
    await expect(local.get("secrets", "a.webp")).rejects.toThrow(/bucket/);
    expect(existsSync(path.join(root, "escape.webp"))).toBe(false);
  });
});

describe("local storage", () => {
  it("round-trips put, get and delete", async () => {
    const body = Buffer.from("not really a webp, storage does not care");
    await local.put("post-images", "user-1/1700000000000.webp", body, "image/webp");
    const stored = await local.get("post-images", "user-1/1700000000000.webp");
    expect(stored).toMatchObject({ contentType: "image/webp", size: body.length });
    expect(await readBody(stored!.body)).toEqual(body);

    await local.delete("post-images", "user-1/1700000000000.webp");
    expect(await local.get("post-images", "user-1/1700000000000.webp")).toBeNull();
    await expect(local.delete("post-images", "user-1/1700000000000.webp")).resolves.toBeUndefined();
  });

  it("lists the keys under one folder with when each was written, and nothing for a folder never written", async () => {
    const before = Date.now() - 2_000; // file times may be coarser than milliseconds
    await local.put("recipe-images", "lister/a.webp", Buffer.from("a"), "image/webp");
    await local.put("recipe-images", "lister/b-thumb.webp", Buffer.from("b"), "image/webp");
    await local.put("recipe-images", "other/c.webp", Buffer.from("c"), "image/webp");
    const listed = await local.list("recipe-images", "lister/");
    expect(listed.map((o) => o.key).sort()).toEqual(["lister/a.webp", "lister/b-thumb.webp"]);
    expect(listed.every((o) => o.lastModified.getTime() >= before)).toBe(true);
    expect(await local.list("recipe-images", "nobody/")).toEqual([]);
    await expect(local.list("recipe-images", "../")).rejects.toThrow();
    await expect(local.list("recipe-images", "lister")).rejects.toThrow();
  });

  it("returns null for an object that was never stored", async () => {
    expect(await local.get("profile-images", "missing.webp")).toBeNull();
  });

  it("refuses a content type that disagrees with the key's extension", async () => {
    await expect(local.put("recipe-images", "a.webp", Buffer.from("x"), "text/html")).rejects.toThrow(/does not match/);
  });

  it("gives public addresses under /uploads", () => {
    expect(local.publicUrl("recipe-images", "seed/negroni.webp")).toBe("/uploads/recipe-images/seed/negroni.webp");
  });

  it("keeps one process-wide instance under DATA_DIR", () => {
    expect(storage()).toBe(storage());
    expect(createStorage({ driver: "local", root }).publicUrl("collection-images", "c.png")).toBe(
      "/uploads/collection-images/c.png",
    );
  });
});
