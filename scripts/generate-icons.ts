/**
 * Draws the app's install icons (issue 18) from public/favicon.svg with sharp, into public/icons/.
 * Run once when the logo changes (`npx tsx scripts/generate-icons.ts`) and commit the PNGs: they are
 * static files, served with the other public files, and need no work per request.
 *
 * - icon-192.png, icon-512.png ("any"): the favicon as it is, rounded corners and all.
 * - maskable-192.png, maskable-512.png: the launcher crops these to its own shape (a circle, a squircle),
 *   so the background fills the square and the glass stays inside the central 80% safe zone.
 * - apple-touch-icon.png (180): iOS rounds the corners itself and shows transparency as black.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const favicon = await readFile(`${root}public/favicon.svg`, "utf8");
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? "#a84b24";
const glass = /<path d="([^"]+)" fill="#fff"\/>/.exec(favicon)?.[1];
if (!glass) throw new Error("public/favicon.svg has no glass path to draw");

/** A square full of the background, with the 32-unit glass drawn at `scale` of the square, centred. */
function fullBleed(scale: number): Buffer {
  const offset = (32 - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/>` +
      `<path transform="translate(${offset} ${offset}) scale(${scale})" d="${glass}" fill="#fff"/></svg>`,
  );
}

async function draw(svg: Buffer | string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${root}public/icons/${file}`);
  console.log(`public/icons/${file}`);
}

for (const size of [192, 512]) {
  await draw(favicon, size, `icon-${size}.png`);
  // The glass as drawn in the favicon: its farthest corner is 11.2 units from the centre, inside the
  // safe zone's 12.8 (80% of the width).
  await draw(fullBleed(1), size, `maskable-${size}.png`);
}
await draw(fullBleed(1), 180, "apple-touch-icon.png");
