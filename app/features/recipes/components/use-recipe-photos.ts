/**
 * The recipe form's photo list (part 1 §2 Recipe Photos): up to 4, the first is the main image,
 * added by upload or by address, reordered, captioned and removed. Uploads run side by side but
 * land in the order the files were chosen.
 */
import { useCallback, useRef, useState } from "react";
import { ImageUrlSchema } from "~/features/recipes/recipe-schema";
import { MAX_RECIPE_PHOTOS } from "~/lib/constants";
import { prepareForUpload } from "./resize-image";

export const UPLOAD_ENDPOINT = "/api/site/uploads/recipe-images";
const UPLOAD_FAILED = "Could not upload the image. Please try again.";
export const TOO_MANY_PHOTOS = `You can add up to ${MAX_RECIPE_PHOTOS} photos`;

export type PhotoValue = { url: string; thumbnail_url?: string; caption?: string };
export type Photo = { key: string; url: string; thumbnail_url?: string; caption: string };
export type PendingPhoto = { key: string; name: string };
export type PhotoError = { message: string; source: "upload" | "url" };

let nextKey = 0;
const newKey = () => `photo-${Date.now().toString(36)}-${++nextKey}`;

/** Resizes (when over 10 MB) and uploads one photo; the step photo field uses it too. */
export async function uploadFile(file: File): Promise<{ url: string; thumbnail_url?: string }> {
  const prepared = await prepareForUpload(file);
  const body = new FormData();
  body.append("file", prepared, prepared.name);
  let response: Response;
  try {
    response = await fetch(UPLOAD_ENDPOINT, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  const data = (await response.json().catch(() => null)) as { url?: string; thumbnail_url?: string; error?: string };
  if (!response.ok || !data?.url) throw new Error(data?.error || UPLOAD_FAILED);
  return { url: data.url, thumbnail_url: data.thumbnail_url };
}

export function useRecipePhotos(initial: PhotoValue[]) {
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initial.slice(0, MAX_RECIPE_PHOTOS).map((p, i) => ({
      key: `initial-${i}`,
      url: p.url,
      thumbnail_url: p.thumbnail_url || undefined,
      caption: p.caption ?? "",
    })),
  );
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [error, setError] = useState<PhotoError | null>(null);
  // Slots taken (photos plus uploads under way), kept in step with every change as it is made:
  // state only catches up on the next render, and two drops can arrive before that.
  const taken = useRef(Math.min(initial.length, MAX_RECIPE_PHOTOS));

  /** Part 1 §5: "Image errors appear as a browser alert"; the inline copy stays for screen readers. */
  const report = useCallback((messages: string[], source: PhotoError["source"]) => {
    const message = [...new Set(messages)].join("\n");
    setError({ message, source });
    window.alert(message);
  }, []);

  const addFiles = useCallback(
    async (files: File[], rejected: string[] = []) => {
      setError(null);
      const free = Math.max(0, MAX_RECIPE_PHOTOS - taken.current);
      const refused = files.length > free ? [...rejected, TOO_MANY_PHOTOS] : rejected;
      // Files refused outright are reported at once; upload failures when the uploads settle.
      if (refused.length > 0) report(refused, "upload");
      const messages: string[] = [];
      const batch = files.slice(0, free).map((file) => ({ key: newKey(), file }));
      taken.current += batch.length;
      setPending((list) => [...list, ...batch.map(({ key, file }) => ({ key, name: file.name }))]);

      // Settled promises, so a later upload failing while an earlier one is awaited is not "unhandled".
      const uploads = batch.map(({ key, file }) =>
        uploadFile(file).then(
          (stored) => ({ key, stored }),
          (failure: unknown) => ({ key, message: failure instanceof Error ? failure.message : UPLOAD_FAILED }),
        ),
      );
      for (const upload of uploads) {
        const result = await upload;
        if ("stored" in result) {
          setPhotos((list) => [...list, { key: result.key, ...result.stored, caption: "" }]);
        } else {
          taken.current -= 1;
          messages.push(result.message);
        }
        setPending((list) => list.filter((p) => p.key !== result.key));
      }
      if (messages.length > 0) report(messages, "upload");
    },
    [report],
  );

  /** Returns whether the address was added, so the input can be cleared. */
  const addUrl = useCallback(
    (raw: string): boolean => {
      const parsed = ImageUrlSchema.safeParse(raw);
      if (!parsed.success) {
        report([parsed.error.issues[0]?.message ?? "Please enter a valid URL"], "url");
        return false;
      }
      if (taken.current >= MAX_RECIPE_PHOTOS) {
        report([TOO_MANY_PHOTOS], "url");
        return false;
      }
      setError(null);
      taken.current += 1;
      setPhotos((list) => [...list, { key: newKey(), url: parsed.data, caption: "" }]);
      return true;
    },
    [report],
  );

  const remove = useCallback((index: number) => {
    taken.current -= 1;
    setPhotos((list) => list.filter((_, i) => i !== index));
  }, []);

  const move = useCallback((index: number, by: -1 | 1) => {
    setPhotos((list) => {
      const target = index + by;
      if (target < 0 || target >= list.length) return list;
      const next = [...list];
      [next[index], next[target]] = [next[target] as Photo, next[index] as Photo];
      return next;
    });
  }, []);

  const setCaption = useCallback((index: number, caption: string) => {
    setPhotos((list) => list.map((p, i) => (i === index ? { ...p, caption } : p)));
  }, []);

  const free = MAX_RECIPE_PHOTOS - photos.length - pending.length;
  return { photos, pending, error, free, addFiles, addUrl, remove, move, setCaption, report };
}
