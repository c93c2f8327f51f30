import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderSocialCard, siteCardPng } from "./social-card.server";

describe("generated social cards", () => {
  it("the site card is a 1200 × 630 PNG, rendered once per process", async () => {
    const first = await siteCardPng();
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    // In a dithered palette: well under the 250 kB of the full-colour PNG.
    expect(first.length).toBeLessThan(150_000);
    expect(await siteCardPng()).toBe(first);
  });

  it("renders a recipe card in the asked size and format, whatever markup the name holds", async () => {
    const card = await renderSocialCard({
      title: `Smoke & Mirrors </span><b>bold</b> </script><!-- ${"very long name ".repeat(20)}`,
      subtitle: "by @eve <i>",
      width: 1200,
      height: 900,
      format: "webp",
    });
    const meta = await sharp(card).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 900]);
  });

  it("draws a member's picture in a circle where the glass stands, and the glass when it cannot be decoded", async () => {
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const pixel = async (card: Buffer) => {
      const { data } = await sharp(card)
        .extract({ left: Math.round(1200 * 0.77), top: Math.round(630 * 0.52), width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    expect(await pixel(await renderSocialCard({ title: "Eve", picture: red }))).toEqual([255, 0, 0]);
    const fallback = await renderSocialCard({ title: "Eve", picture: Buffer.from("not an image") });
    expect(await pixel(fallback)).not.toEqual([255, 0, 0]);
  });

  it("keeps sizes within bounds", async () => {
    const meta = await sharp(await renderSocialCard({ title: "Negroni", width: 10, height: 99_999 })).metadata();
    expect([meta.width, meta.height]).toEqual([200, 2400]);
  });
});
