import { readdir, rm, utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpMember } from "~/features/auth/auth-mutations.server";
import { SignupSchema } from "~/features/auth/auth-schema";
import { auth } from "~/lib/auth.server";
import { env } from "~/lib/env.server";
import { readBody, storage } from "~/lib/storage.server";
import { action, loader } from "~/routes/api.site.uploads.recipe-images";
import { setupTestDatabase } from "../../../test/database";
import { confirmEmail, createMember } from "../../../test/fixtures";
import { createRecipe } from "./recipe-mutations.server";
import { RecipeInput } from "./recipe-schema";
import { uploadRecipeImage } from "./recipe-upload.server";

setupTestDatabase();

const ENDPOINT = "http://localhost:3000/api/site/uploads/recipe-images";
const password = "correct-horse-battery";
let ipCounter = 0;

type Member = { id: string; cookie: string };
const members: Member[] = [];
const folderOf = (memberId: string) => path.join(env().DATA_DIR, "uploads", "recipe-images", memberId);

afterAll(async () => {
  await Promise.all(members.map((m) => rm(folderOf(m.id), { recursive: true, force: true })));
});

async function newMember(username: string): Promise<Member> {
  const email = `${username}@example.com`;
  const input = SignupSchema.parse({ username, email, password });
  await signUpMember(input, new Request("http://localhost:3000/signup", { method: "POST" }), `10.1.0.${++ipCounter}`);
  await confirmEmail(email);
  const { headers, response } = await auth().api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const member = { id: response.user.id, cookie };
  members.push(member);
  return member;
}

/** A photo-like JPEG (noise, so it compresses like a photo) carrying a camera make and a GPS position. */
async function photoWithGps(width = 1200, height = 900) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 7)) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "MuddleCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}

const uploadsOf = (memberId: string) => readdir(folderOf(memberId)).catch(() => [] as string[]);

async function stored(url: string) {
  const key = url.replace("/uploads/recipe-images/", "");
  const object = await storage().get("recipe-images", key);
  if (!object) throw new Error(`nothing stored at ${url}`);
  const buffer = await readBody(object.body);
  return { buffer, contentType: object.contentType, metadata: await sharp(buffer).metadata() };
}

function uploadRequest(file: Blob | null, cookie?: string, filename = "photo.jpg") {
  const body = new FormData();
  if (file) body.append("file", file, filename);
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  return new Request(ENDPOINT, { method: "POST", body, headers });
}

const callAction = (request: Request) =>
  action({ request, params: {}, context: {} } as unknown as Parameters<typeof action>[0]);

describe("uploadRecipeImage", () => {
  let member: Member;
  let jpeg: Buffer;
  beforeAll(async () => {
    member = await newMember("photo_taker");
    jpeg = await photoWithGps();
  });

  it("stores a JPEG as a WebP main image and a 600×600 WebP thumbnail in the member's folder", async () => {
    const result = await uploadRecipeImage(member, jpeg);
    expect(result.url).toMatch(new RegExp(`^/uploads/recipe-images/${member.id}/[0-9a-f-]{36}\\.webp$`));
    expect(result.thumbnail_url).toBe(result.url.replace(/\.webp$/, "-thumb.webp"));

    const main = await stored(result.url);
    expect(main.contentType).toBe("image/webp");
    expect(main.metadata).toMatchObject({ format: "webp", width: 1200, height: 900 });
    const thumb = await stored(result.thumbnail_url);
    expect(thumb.metadata).toMatchObject({ format: "webp", width: 600, height: 600 });
  });

  it("strips the EXIF block, GPS position included, from both stored files", async () => {
    const original = await sharp(jpeg).metadata();
    // GPSInfo pointer (tag 0x8825) and the camera make are really there before upload.
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(jpeg.includes(Buffer.from("MuddleCam"))).toBe(true);

    const result = await uploadRecipeImage(member, jpeg);
    for (const url of [result.url, result.thumbnail_url]) {
      const { buffer, metadata } = await stored(url);
      expect(metadata.exif).toBeUndefined();
      expect(buffer.includes(Buffer.from("Exif"))).toBe(false);
      expect(buffer.includes(Buffer.from("MuddleCam"))).toBe(false);
    }
  });

  it("bounds a large PNG's main image to 2000 px on its longest side", async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: "#c0ffee" } })
      .png()
      .toBuffer();
    const result = await uploadRecipeImage(member, png);
    expect((await stored(result.url)).metadata).toMatchObject({ format: "webp", width: 2000, height: 1000 });
    expect((await stored(result.thumbnail_url)).metadata).toMatchObject({ width: 600, height: 600 });
  });

  it("refuses a text file named .jpg, a truncated JPEG and a gigantic canvas, storing nothing", async () => {
    const before = await uploadsOf(member.id);
    const text = Buffer.from("Shake with ice and strain. This is not a photo, whatever its name says.");
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const gigantic = await sharp({ create: { width: 12000, height: 12000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();

    await expect(uploadRecipeImage(member, text)).rejects.toThrow("Please upload an image file");
    await expect(uploadRecipeImage(member, truncated)).rejects.toThrow("Please upload an image file");
    await expect(uploadRecipeImage(member, gigantic)).rejects.toThrow(
      "This image is too large. Please upload a smaller one.",
    );
    expect(await uploadsOf(member.id)).toEqual(before);
  });

  it("refuses more than 15 MB of bytes before looking at them", async () => {
    await expect(uploadRecipeImage(member, Buffer.alloc(15 * 1024 * 1024 + 1))).rejects.toMatchObject({
      status: 413,
      message: "This image is too large (max 10 MB).",
    });
  });
});

describe("POST /api/site/uploads/recipe-images", () => {
  let member: Member;
  beforeAll(async () => {
    member = await newMember("route_uploader");
  });

  it("answers 401 to an anonymous visitor and stores nothing", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const response = await callAction(uploadRequest(new Blob([new Uint8Array(png)], { type: "image/png" })));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in" });
  });

  it("stores a signed-in member's photo and answers 201 with both addresses", async () => {
    const jpeg = await photoWithGps(640, 480);
    const response = await callAction(
      uploadRequest(new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), member.cookie),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; thumbnail_url: string };
    expect(body.url.startsWith(`/uploads/recipe-images/${member.id}/`)).toBe(true);
    expect((await stored(body.url)).metadata).toMatchObject({ format: "webp", width: 640, height: 480 });
    // A square no larger than the photo's shorter side: thumbnails never enlarge.
    expect((await stored(body.thumbnail_url)).metadata).toMatchObject({ width: 480, height: 480 });
  });

  it("answers 400 with the spec's message for a text file named .jpg, storing nothing", async () => {
    const before = await uploadsOf(member.id);
    const response = await callAction(
      uploadRequest(new Blob(["not a photo"], { type: "image/jpeg" }), member.cookie, "cocktail.jpg"),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please upload an image file" });
    expect(await uploadsOf(member.id)).toEqual(before);
  });

  it("answers 400 when the form has no file", async () => {
    const response = await callAction(uploadRequest(null, member.cookie));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please upload an image file" });
  });

  it("answers 413 from the declared length alone, without reading the body", async () => {
    const request = new Request(ENDPOINT, {
      method: "POST",
      headers: {
        Cookie: member.cookie,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(20 * 1024 * 1024),
      },
      body: "--x--",
    });
    const response = await callAction(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "This image is too large (max 10 MB)." });
  });

  it("answers 413 to an oversized body that declares no length", async () => {
    const before = await uploadsOf(member.id);
    const big = new Blob([new Uint8Array(16 * 1024 * 1024)], { type: "image/jpeg" });
    const response = await callAction(uploadRequest(big, member.cookie));
    expect(response.status).toBe(413);
    expect(await uploadsOf(member.id)).toEqual(before);
  });

  it("answers 405 to a GET", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("photos no recipe uses", () => {
  const UNUSED_MESSAGE = "You have 20 photos that no recipe uses yet. Add them to a recipe, or try again tomorrow.";
  let tiny: Buffer;
  beforeAll(async () => {
    tiny = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#a33" } })
      .png()
      .toBuffer();
  });

  async function uploader(username: string) {
    const member = await createMember(username);
    members.push({ ...member, cookie: "" });
    return member;
  }

  it("refuses the 21st unused photo, leaves other members alone, and makes room once a recipe uses one", async () => {
    const hoarder = await uploader("photo_hoarder");
    const uploads = [];
    for (let i = 0; i < 20; i++) uploads.push(await uploadRecipeImage(hoarder, tiny));
    await expect(uploadRecipeImage(hoarder, tiny)).rejects.toMatchObject({ status: 400, message: UNUSED_MESSAGE });
    // 20 photos, each a main image and a thumbnail; the refused one stored nothing.
    expect(await uploadsOf(hoarder.id)).toHaveLength(40);

    const neighbour = await uploader("photo_neighbour");
    await expect(uploadRecipeImage(neighbour, tiny)).resolves.toHaveProperty("url");

    const [first] = uploads;
    const recipe = RecipeInput.parse({
      name: "Photo Sour",
      ingredients: [{ name: "Whiskey", quantity: 2, unit: "oz" }],
      images: [{ url: first!.url, thumbnail_url: first!.thumbnail_url }],
    });
    await createRecipe(hoarder, recipe);
    await expect(uploadRecipeImage(hoarder, tiny)).resolves.toHaveProperty("url");
    await expect(uploadRecipeImage(hoarder, tiny)).rejects.toMatchObject({ status: 400, message: UNUSED_MESSAGE });
  });

  it("stops counting unused photos after a day, when the upload sweep takes them", async () => {
    const member = await uploader("photo_returner");
    for (let i = 0; i < 20; i++) await uploadRecipeImage(member, tiny);
    await expect(uploadRecipeImage(member, tiny)).rejects.toMatchObject({ status: 400 });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const name of await uploadsOf(member.id))
      await utimes(path.join(folderOf(member.id), name), twoDaysAgo, twoDaysAgo);
    await expect(uploadRecipeImage(member, tiny)).resolves.toHaveProperty("url");
  });
});
