import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { Invalid } from "./errors";
import { makeThumbnail, processUpload } from "./images.server";
import { IMAGE_LIMITS } from "./limits";

const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 83, b: 42 } } });

describe("processUpload", () => {
  it("refuses a text file with the spec's message", async () => {
    const attempt = processUpload(Buffer.from("hello, I am a text file pretending to be a photo"));
    await expect(attempt).rejects.toBeInstanceOf(Invalid);
    await expect(attempt).rejects.toThrow("Please upload an image file");
  });

  it("refuses an SVG document even though sharp could render it", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processUpload(svg)).rejects.toThrow("Please upload an image file");
  });

  it("refuses an image above the pixel cap", async () => {
    const big = await photo(2000, 2000).png().toBuffer();
    const attempt = processUpload(big, { maxPixels: 1_000_000 });
    await expect(attempt).rejects.toBeInstanceOf(Invalid);
    await expect(attempt).rejects.toThrow("This image is too large. Please upload a smaller one.");
  });

  it("refuses a strip of 1,000,000 × 1 pixels from its header, before any decoding", async () => {
    // 1 KB on disk; thumbnailing it used to take half a minute and 3 GB of memory.
    const strip = await photo(1_000_000, 1).png({ compressionLevel: 9 }).toBuffer();
    expect(strip.byteLength).toBeLessThan(20_000);
    await expect(processUpload(strip)).rejects.toThrow("This image is too long and thin. Please upload a photo.");
  });

  it("refuses an image whose longest side is over the cap even when the pixel count is small", async () => {
    const long = await photo(IMAGE_LIMITS.maxSide + 1, 1000)
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(processUpload(long)).rejects.toThrow("This image is too large. Please upload a smaller one.");
  });

  it("accepts a panorama within the aspect-ratio cap", async () => {
    const panorama = await photo(4000, 500).jpeg().toBuffer();
    expect(await processUpload(panorama, { resize: { width: 2000, height: 2000 } })).toMatchObject({
      width: 2000,
      height: 250,
    });
  });

  it("strips EXIF metadata and re-encodes as WebP", async () => {
    const jpeg = await photo()
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "x" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const result = await processUpload(jpeg);
    const meta = await sharp(result.buffer).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(result).toMatchObject({ width: 800, height: 600 });
  });

  it("applies the EXIF orientation before the metadata goes", async () => {
    // Orientation 6 means "rotate 90° clockwise to display": 800×600 stored, 600×800 shown.
    const jpeg = await photo().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await processUpload(jpeg)).toMatchObject({ width: 600, height: 800 });
  });

  it("resizes within the requested box without enlarging", async () => {
    const png = await photo(1200, 900).png().toBuffer();
    expect(await processUpload(png, { resize: { width: 600, height: 600 } })).toMatchObject({
      width: 600,
      height: 450,
    });
    const small = await photo(300, 200).png().toBuffer();
    expect(await processUpload(small, { resize: { width: 600, height: 600 } })).toMatchObject({
      width: 300,
      height: 200,
    });
  });
});

describe("makeThumbnail", () => {
  it("makes a 600×600 WebP square", async () => {
    const thumb = await makeThumbnail(await photo(1200, 900).png().toBuffer(), 600);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: "webp", width: 600, height: 600 });
  });

  it("never enlarges: a thin processed image gives a thumbnail no bigger than itself", async () => {
    const thumb = await makeThumbnail(await photo(2000, 100).png().toBuffer(), 600);
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 100, height: 100 });
  });
});
