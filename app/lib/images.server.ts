/**
 * Every uploaded image passes through here before it is stored: decoded to prove it is an
 * image (never trust the extension or the declared type), auto-rotated, stripped of EXIF/GPS
 * metadata, bounded in pixels and re-encoded as WebP.
 */
import sharp, { type Metadata } from "sharp";
import { Invalid } from "./errors";
import { IMAGE_LIMITS } from "./limits";

export const NOT_AN_IMAGE = "Please upload an image file";
export const IMAGE_TOO_LARGE = "This image is too large. Please upload a smaller one.";
export const IMAGE_TOO_THIN = "This image is too long and thin. Please upload a photo.";
/** Decoding cost grows with pixels, not bytes: a tiny file can declare a gigantic canvas. */
export const DEFAULT_MAX_PIXELS = IMAGE_LIMITS.maxPixels;
export const WEBP_QUALITY = 82;

/** Raster formats people upload. SVG is refused: it is a document, not a photo. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export type ProcessUploadOptions = {
  maxPixels?: number;
  /** Narrower than the accepted raster formats, by sharp's names (profile pictures: jpeg, png, gif, webp). */
  formats?: readonly string[];
  resize?: { width: number; height: number; fit?: "cover" | "contain" | "inside" | "outside" | "fill" };
};

export type ProcessedImage = { buffer: Buffer; width: number; height: number };

function decoder(buffer: Buffer, maxPixels: number) {
  // failOn "error": refuse truncated or corrupt files rather than storing a half image.
  return sharp(buffer, { limitInputPixels: maxPixels, failOn: "error" });
}

export async function processUpload(buffer: Buffer, options: ProcessUploadOptions = {}): Promise<ProcessedImage> {
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  let metadata: Metadata;
  try {
    // Header only, without the pixel limit: sharp would otherwise refuse an oversized canvas
    // as unreadable, and the member would be told it is not an image.
    metadata = await sharp(buffer, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    throw new Invalid(NOT_AN_IMAGE, { image: [NOT_AN_IMAGE] });
  }
  if (
    !metadata.format ||
    !ACCEPTED_FORMATS.has(metadata.format) ||
    (options.formats && !options.formats.includes(metadata.format))
  )
    throw new Invalid(NOT_AN_IMAGE, { image: [NOT_AN_IMAGE] });
  // The header is read without decoding, so an oversized canvas is refused before any work.
  refuseExtremeDimensions(metadata.width ?? 0, metadata.height ?? 0, maxPixels);

  // .rotate() applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
  let pipeline = decoder(buffer, maxPixels).rotate();
  if (options.resize) {
    const { width, height, fit = "inside" } = options.resize;
    pipeline = pipeline.resize(width, height, { fit, withoutEnlargement: true });
  }
  try {
    const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    return { buffer: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new Invalid(IMAGE_TOO_LARGE, { image: [IMAGE_TOO_LARGE] });
    }
    throw new Invalid(NOT_AN_IMAGE, { image: [NOT_AN_IMAGE] });
  }
}

/**
 * Too many pixels, one side too long, or a strip so thin that any resize multiplies it (a
 * 1,000,000 × 1 PNG is 1 KB on disk and cost 3 GB to thumbnail before this check).
 */
function refuseExtremeDimensions(width: number, height: number, maxPixels: number) {
  if (Math.max(width, height) > IMAGE_LIMITS.maxAspectRatio * Math.max(1, Math.min(width, height)))
    throw new Invalid(IMAGE_TOO_THIN, { image: [IMAGE_TOO_THIN] });
  if (width * height > maxPixels || Math.max(width, height) > IMAGE_LIMITS.maxSide)
    throw new Invalid(IMAGE_TOO_LARGE, { image: [IMAGE_TOO_LARGE] });
}

/**
 * A square, centre-cropped WebP for cards and grids. Input should already be processed.
 * Never enlarged: a small or thin photo gives a smaller square rather than a huge canvas.
 */
export async function makeThumbnail(buffer: Buffer, size = 600): Promise<Buffer> {
  const image = sharp(buffer, { limitInputPixels: DEFAULT_MAX_PIXELS }).rotate();
  const { width = size, height = size } = await image.metadata();
  // Still a square, but no larger than the photo's shorter side.
  const side = Math.max(1, Math.min(size, width, height));
  return image.resize(side, side, { fit: "cover", position: "attention" }).webp({ quality: WEBP_QUALITY }).toBuffer();
}
