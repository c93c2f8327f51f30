/**
 * /images/recipes/{recipeId}/{aspect}.jpg (issue 18): the first photo cropped to 16:9, 4:3 and 1:1, or
 * a generated card for a recipe without one; only for viewers who may see the recipe.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { loader } from "~/routes/images.recipes.$recipeId.$aspect";
import { signUpConfirmed } from "../../../test/auth";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { recipeImagePath } from "./recipe-social-images";
import { recipeImage, recipeImageSourceFor } from "./recipe-social-images.server";

setupTestDatabase();

type Audience = { status?: "published" | "draft"; is_public?: boolean; followers_only?: boolean };

let author: { id: string; cookie: string };
let follower: { id: string };
let stranger: { id: string };

async function recipe(name: string, audience: Audience = {}, photo: Buffer | null = null): Promise<string> {
  const id = randomUUID();
  let image_url: string | null = null;
  if (photo) {
    const key = `${author.id}/${id}.png`;
    await storage().put("recipe-images", key, photo, "image/png");
    image_url = storage().publicUrl("recipe-images", key);
  }
  await db.insert(schema.recipes).values({
    id,
    user_id: author.id,
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    name,
    image_url,
    status: audience.status ?? "published",
    is_public: audience.is_public ?? true,
    followers_only: audience.followers_only ?? false,
  });
  if (image_url) await db.insert(schema.recipe_images).values({ recipe_id: id, image_url, position: 1 });
  return id;
}

/** A plain green picture: a crop of it is green all over, a generated card is not. */
const greenPhoto = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 160, b: 60 } } })
    .png()
    .toBuffer();

async function centre(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { width: info.width, height: info.height, r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

const get = (recipeId: string, file: string, headers: HeadersInit = {}) =>
  loader({
    request: new Request(`http://localhost:3000/images/recipes/${recipeId}/${file}`, { headers }),
    params: { recipeId, aspect: file },
    context: {},
  } as unknown as Parameters<typeof loader>[0]) as Promise<Response>;

beforeAll(async () => {
  const { cookie } = await signUpConfirmed({ username: "imgauthor", email: "imgauthor@example.com" }, "10.18.3.1");
  const [profile] = await db
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(eq(schema.profiles.username, "imgauthor"));
  author = { id: profile?.id ?? "", cookie };
  follower = await createMember("imgfollower");
  stranger = await createMember("imgstranger");
  await db.insert(schema.followers).values({ follower_id: follower.id, following_id: author.id });
});

describe("a listed recipe's images", () => {
  it("crops the first photo to 16:9, 4:3 and 1:1, for anyone, with caching and its ETag", async () => {
    const id = await recipe("Green Fizz", {}, await greenPhoto());
    for (const [file, width, height] of [
      ["16x9.jpg", 1200, 675],
      ["4x3.jpg", 1200, 900],
      ["1x1.jpg", 1200, 1200],
    ] as const) {
      const response = await get(id, file);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=86400/);
      const pixel = await centre(Buffer.from(await response.arrayBuffer()));
      expect(pixel).toMatchObject({ width, height });
      expect(pixel.g).toBeGreaterThan(130);
      expect(pixel.r).toBeLessThan(60);
    }
    const first = await get(id, "16x9.jpg");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+-16x9"$/);
    const again = await get(id, "16x9.jpg", { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("draws a card with the recipe's name when there is no photo", async () => {
    const id = await recipe("Paper Plane Card");
    const source = await recipeImageSourceFor(id, null);
    expect(source).toMatchObject({ name: "Paper Plane Card", authorUsername: "imgauthor", photo: null, listed: true });
    const response = await get(id, "4x3.jpg");
    expect(response.status).toBe(200);
    const image = Buffer.from(await response.arrayBuffer());
    const pixel = await centre(image);
    expect(pixel).toMatchObject({ width: 1200, height: 900 });
    // The card's warm backdrop, not a green photo; and more than one colour on it (the words).
    expect(pixel.g).toBeLessThan(130);
    const stats = await sharp(image).stats();
    expect(stats.channels[0]?.stdev ?? 0).toBeGreaterThan(10);
  });

  it("answers 404 for an unknown aspect, a malformed id and a recipe that does not exist", async () => {
    const id = await recipe("Aspect Test");
    expect((await get(id, "2x1.jpg")).status).toBe(404);
    expect((await get(id, "16x9.png")).status).toBe(404);
    expect((await get("not-a-uuid", "16x9.jpg")).status).toBe(404);
    expect((await get(randomUUID(), "16x9.jpg")).status).toBe(404);
  });

  it("gives the address a new version when the photo changes", async () => {
    const id = await recipe("Versioned", {}, await greenPhoto());
    const before = await recipeImageSourceFor(id, null);
    if (!before) throw new Error("no source");
    const after = { ...before, photo: "/uploads/recipe-images/other.png" };
    expect(recipeImagePath(before, "1x1")).not.toBe(recipeImagePath(after, "1x1"));
  });
});

describe("a hidden recipe's images", () => {
  it("are never served to someone who may not see the recipe, and never cached", async () => {
    const priv = await recipe("Private Sip", { is_public: false }, await greenPhoto());
    const draft = await recipe("Draft Sip", { status: "draft" });
    const followersOnly = await recipe("Followers Sip", { is_public: false, followers_only: true });

    for (const id of [priv, draft, followersOnly]) {
      expect((await get(id, "16x9.jpg")).status).toBe(404);
      expect(await recipeImage(id, "16x9", stranger.id)).toBeNull();
      const own = await recipeImage(id, "1x1", author.id);
      expect(own).toMatchObject({ listed: false });
    }
    // The author's own browser gets it, and no cache may keep it.
    const own = await get(priv, "16x9.jpg", { Cookie: author.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("etag")).toBeNull();
    expect(await recipeImage(priv, "16x9", follower.id)).toBeNull();
    expect(await recipeImage(draft, "16x9", follower.id)).toBeNull();
    expect(await recipeImage(followersOnly, "16x9", follower.id)).toMatchObject({ listed: false });
  });
});
