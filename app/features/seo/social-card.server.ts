/**
 * Generated link-preview images (issue 18 "Images for every card"): the site card for pages without
 * an image of their own, a card for a profile without a picture, and a card for a recipe without a
 * photo. Drawn the way the demo covers are (db/seed/placeholder-image.server.ts): an SVG backdrop in
 * the brand's warm gradient with the same coupe silhouette, rendered with sharp. The words are set
 * with Pango (sharp's text input), which wraps long names and shrinks them to fit the column.
 */
import sharp, { type OverlayOptions } from "sharp";
import { APP_NAME, THEME_COLOR } from "~/lib/constants";
import { IMAGE_LIMITS } from "~/lib/limits";
import { GLASSES, type Shape } from "../../../db/seed/glass-shapes";
import { metaDescription, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from "./seo-meta";

export type SocialCardInput = {
  /** The large line: a recipe's or member's name, or the site's tagline. */
  title: string;
  /** A smaller line under it (author, bio, "Cocktail recipe on Muddle"). */
  subtitle?: string;
  /** Defaults to the Open Graph size, 1200 × 630; recipe images ask for 16:9, 4:3 and 1:1 too. */
  width?: number;
  height?: number;
  format?: "png" | "webp";
  /** A PNG in a dithered palette: 2.5× smaller, for cards served as they are (not re-encoded after). */
  compact?: boolean;
  /** A picture (a member's) drawn in a circle where the glass would stand. */
  picture?: Buffer | null;
};

const TITLE_MAX = 90;
const SUBTITLE_MAX = 140;
const MIN_SIDE = 200;
const MAX_SIDE = 2400;
// Warm backdrop from the brand's accent (THEME_COLOR) down to near black, as the amber covers are.
const BACKDROP = ["#1f0d05", "#5a2a10", THEME_COLOR] as const;
const CREAM = "#fbeee2";
const SERIF = "Fraunces, Georgia, 'DejaVu Serif', 'Liberation Serif', serif";

/** Pango markup and SVG text both need &, < and > escaped; control characters are dropped. */
function escapeMarkup(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
  );
}

function side(value: number | undefined, fallback: number): number {
  const n = Math.round(value ?? fallback);
  return Number.isFinite(n) ? Math.min(MAX_SIDE, Math.max(MIN_SIDE, n)) : fallback;
}

/** The coupe from the demo covers, scaled into the card's right-hand side. */
function glassSvg(width: number, height: number): string {
  const shape = GLASSES.coupe as Shape;
  const [x1, x2, rimY] = shape.rim;
  const footY = 771;
  const scale = Math.min((0.74 * height) / (footY - rimY), (0.34 * width) / (x2 - x1 + 90));
  const cx = width * 0.77;
  const cy = height * 0.53;
  const transform = `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) scale(${scale.toFixed(3)}) translate(-600 ${-(rimY + footY) / 2})`;
  const stem = shape.stem
    ? `<path d="M590 ${shape.stem.top} L610 ${shape.stem.top} L606 748 L594 748 Z" fill="#fff" fill-opacity=".28" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>
       <ellipse cx="600" cy="754" rx="${shape.stem.footRx}" ry="17" fill="#fff" fill-opacity=".22" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>`
    : "";
  return `<g transform="${transform}">${stem}
    <g clip-path="url(#bowl)"><rect x="0" y="${shape.liquidTop}" width="1200" height="900" fill="url(#liquid)"/>
      <ellipse cx="600" cy="${shape.liquidTop}" rx="${(x2 - x1) / 2}" ry="9" fill="#fff" opacity=".3"/>
      <rect x="${x1 + 18}" y="${rimY}" width="26" height="600" fill="#fff" opacity=".22" transform="skewX(-4)"/></g>
    <path d="${shape.bowl}" fill="#fff" fill-opacity=".07" stroke="#fff" stroke-opacity=".6" stroke-width="4"/>
    <circle cx="${x2 - 18}" cy="${rimY + 6}" r="56" fill="#f08a24"/><circle cx="${x2 - 18}" cy="${rimY + 6}" r="44" fill="#fff8e0" opacity=".5"/>
  </g>`;
}

function backdropSvg(width: number, height: number, pad: number, glass: boolean): string {
  const mark = Math.round(height * 0.075);
  const wordSize = Math.round(mark * 0.82);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(35 .5 .5)"><stop offset="0" stop-color="${BACKDROP[0]}"/><stop offset=".6" stop-color="${BACKDROP[1]}"/><stop offset="1" stop-color="${BACKDROP[2]}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#ffd08a" stop-opacity=".45"/><stop offset="1" stop-color="#ffd08a" stop-opacity="0"/></radialGradient>
    <linearGradient id="liquid" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e39a3b" stop-opacity=".92"/><stop offset="1" stop-color="#8a3f0f" stop-opacity=".96"/></linearGradient>
    <clipPath id="bowl"><path d="${(GLASSES.coupe as Shape).bowl}"/></clipPath>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${(width * 0.78).toFixed(0)}" cy="${(height * 0.45).toFixed(0)}" r="${(height * 0.55).toFixed(0)}" fill="url(#glow)"/>
  ${glass ? glassSvg(width, height) : ""}
  <g transform="translate(${pad} ${pad}) scale(${(mark / 32).toFixed(3)})"><rect width="32" height="32" rx="8" fill="${THEME_COLOR}" stroke="#fff" stroke-opacity=".35"/><path d="M8 9h16l-7 9v6h4v2h-10v-2h4v-6z" fill="#fff"/></g>
  <text x="${pad + mark * 1.3}" y="${pad + mark * 0.8}" font-family="${SERIF}" font-weight="700" font-size="${wordSize}" fill="${CREAM}">${escapeMarkup(APP_NAME)}</text>
</svg>`;
}

/** One block of wrapped text, at `size` px unless it needs more than `maxHeight`: then shrunk to fit. */
async function textBlock(
  text: string,
  opts: { size: number; width: number; maxHeight: number; bold: boolean; color: string },
) {
  const markup = `<span foreground="${opts.color}">${escapeMarkup(text)}</span>`;
  const font = `serif${opts.bold ? " bold" : ""}`;
  const render = (fit: boolean) =>
    sharp({
      text: fit
        ? { text: markup, font, width: opts.width, height: opts.maxHeight, rgba: true, wrap: "word" }
        : { text: markup, font: `${font} ${opts.size}`, width: opts.width, dpi: 72, rgba: true, wrap: "word" },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  let block = await render(false);
  if (block.info.height > opts.maxHeight) block = await render(true);
  return block;
}

/** A card as PNG (or WebP): the site's mark, `title` large, `subtitle` under it, the coupe on the right. */
export async function renderSocialCard(input: SocialCardInput): Promise<Buffer> {
  const width = side(input.width, SOCIAL_CARD_WIDTH);
  const height = side(input.height, SOCIAL_CARD_HEIGHT);
  const pad = Math.round(Math.min(width, height) * 0.08);
  const column = Math.round(width * 0.56 - pad);
  const title = metaDescription(input.title, TITLE_MAX) || APP_NAME;
  const subtitle = input.subtitle ? metaDescription(input.subtitle, SUBTITLE_MAX) : "";
  const top = Math.round(pad + height * 0.14);
  const room = height - top - pad;
  const titleSize = Math.round(
    Math.min(height, width * 0.6) * (title.length > 40 ? 0.075 : title.length > 20 ? 0.095 : 0.115),
  );
  const titleBlock = await textBlock(title, {
    size: titleSize,
    width: column,
    maxHeight: Math.round(room * (subtitle ? 0.68 : 1)),
    bold: true,
    color: "#ffffff",
  });
  const layers: OverlayOptions[] = [];
  const gap = Math.round(height * 0.035);
  let blockHeight = titleBlock.info.height;
  let subtitleBlock: Awaited<ReturnType<typeof textBlock>> | null = null;
  if (subtitle) {
    subtitleBlock = await textBlock(subtitle, {
      size: Math.round(height * 0.045),
      width: column,
      maxHeight: Math.max(20, room - blockHeight - gap),
      bold: false,
      color: CREAM,
    });
    blockHeight += gap + subtitleBlock.info.height;
  }
  const y = top + Math.max(0, Math.round((room - blockHeight) / 2));
  layers.push({ input: titleBlock.data, left: pad, top: y });
  if (subtitleBlock) layers.push({ input: subtitleBlock.data, left: pad, top: y + titleBlock.info.height + gap });
  const size = Math.round(Math.min(height * 0.62, width * 0.34));
  const portrait = input.picture ? await circlePicture(input.picture, size) : null;
  if (portrait)
    layers.push({
      input: portrait,
      left: Math.round(width * 0.77 - size / 2),
      top: Math.round(height * 0.52 - size / 2),
    });
  const card = sharp(Buffer.from(backdropSvg(width, height, pad, !portrait))).composite(layers);
  if (input.format === "webp") return card.webp({ quality: 82 }).toBuffer();
  // A dithered palette keeps the gradient smooth at about 110 kB instead of 250 kB (~140 ms instead of ~85).
  if (input.compact)
    return card.png({ palette: true, quality: 90, effort: 4, dither: 1, compressionLevel: 9 }).toBuffer();
  return card.png({ compressionLevel: 9 }).toBuffer();
}

/** A picture cut to a circle with a light ring; null when it cannot be decoded (then the glass is drawn). */
async function circlePicture(picture: Buffer, size: number): Promise<Buffer | null> {
  const ring = Math.max(4, Math.round(size * 0.025));
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - ring}" fill="#fff"/></svg>`,
  );
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - ring / 2}" fill="none" stroke="${CREAM}" stroke-opacity=".85" stroke-width="${ring}"/></svg>`,
  );
  try {
    const cropped = await sharp(picture, { limitInputPixels: IMAGE_LIMITS.maxPixels })
      .rotate()
      .resize(size, size, { fit: "cover", position: "attention" })
      .ensureAlpha()
      .composite([{ input: mask, blend: "dest-in" }])
      .png()
      .toBuffer();
    return sharp(cropped)
      .composite([{ input: frame }])
      .png()
      .toBuffer();
  } catch (error) {
    console.error("Social card: could not draw a picture", error);
    return null;
  }
}

/** A stored image (a collection's) cropped to fill the card, as PNG. */
export async function coverCard(
  image: Buffer,
  width = SOCIAL_CARD_WIDTH,
  height = SOCIAL_CARD_HEIGHT,
): Promise<Buffer> {
  return sharp(image, { limitInputPixels: IMAGE_LIMITS.maxPixels })
    .rotate()
    .resize(side(width, SOCIAL_CARD_WIDTH), side(height, SOCIAL_CARD_HEIGHT), { fit: "cover", position: "attention" })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

let siteCardImage: Promise<Buffer> | null = null;

/** The site card (/og/site-card.png), rendered once per process. */
export function siteCardPng(): Promise<Buffer> {
  siteCardImage ??= renderSocialCard({
    title: "Discover & share cocktail recipes",
    subtitle: "Recipes, collections and a home bar from a community of cocktail lovers.",
    compact: true,
  }).catch((error) => {
    siteCardImage = null;
    throw error;
  });
  return siteCardImage;
}
