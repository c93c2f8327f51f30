/**
 * Part 1 §5 and §9: a photo over 10 MB is shrunk in the browser to fit 600×600 at quality 0.9
 * before it is sent. Files the browser cannot decode are sent as they are; the server decides.
 */
import { RECIPE_UPLOAD_RESIZE_BYTES, RECIPE_UPLOAD_RESIZE_PX, RECIPE_UPLOAD_RESIZE_QUALITY } from "~/lib/constants";

/** The largest size with the same proportions that fits in a max×max box, never enlarged. */
export function fitWithin(width: number, height: number, max: number) {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function needsResize(file: Blob): boolean {
  return file.size > RECIPE_UPLOAD_RESIZE_BYTES;
}

export async function prepareForUpload(file: File): Promise<File> {
  if (!needsResize(file)) return file;
  try {
    return await resizeImage(file, RECIPE_UPLOAD_RESIZE_PX, RECIPE_UPLOAD_RESIZE_QUALITY);
  } catch {
    return file;
  }
}

async function resizeImage(file: File, max: number, quality: number): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  // JPEG has no transparency: give transparent PNGs a white ground rather than black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
  if (!blob) throw new Error("Could not encode the resized image");
  const base = file.name.replace(/\.[^.]*$/, "") || "photo";
  return new File([blob], `${base}.jpg`, { type: "image/jpeg" });
}
