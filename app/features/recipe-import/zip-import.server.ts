/**
 * A zip upload from preview to import (issue 13, Formats item 1): its recipes are read like any upload,
 * its photos are checked for the preview and stored for the import, and the photos of an import that
 * fails are removed again.
 */
import type { Actor } from "~/features/recipes/recipe-mutations.server";
import { Invalid } from "~/lib/errors";
import { importRecipes } from "./import-recipes.server";
import { summariseIssues } from "./import-result";
import type { IngredientChoiceMap } from "./ingredient-review.server";
import type { ParsedImport } from "./parse-import";
import {
  attachThumbnails,
  cappedPhotoNotes,
  checkZipPhotos,
  discardPhotos,
  findZipPhotos,
  type StoredPhoto,
  storeZipPhotos,
} from "./zip-photos.server";
import { readZipUpload } from "./zip-upload.server";

/** The recipes of a zip, with notes on the photos that will be left out. */
export async function previewZip(bytes: Uint8Array): Promise<ParsedImport> {
  const { parsed, sources, files } = readZipUpload(bytes);
  if (!parsed.ok) return parsed;
  const found = findZipPhotos(sources, parsed.items, files);
  const checked = await checkZipPhotos(found.photos, parsed.items, files);
  return { ...parsed, notes: [...parsed.notes, ...cappedPhotoNotes([...found.notes, ...checked.notes])] };
}

/** The recipes of a zip without looking at its photos: what "Upload Recipes" checks first. */
export function readZipRecipes(bytes: Uint8Array): ParsedImport {
  return readZipUpload(bytes).parsed;
}

/** Stores a zip's photos and writes its recipes; call it with a zip that readZipRecipes accepted. */
export async function importZip(
  actor: Actor,
  bytes: Uint8Array,
  choices: IngredientChoiceMap = new Map(),
): Promise<string[]> {
  const { parsed, sources, files } = readZipUpload(bytes);
  if (!parsed.ok) throw new Invalid(summariseIssues(parsed.errors));
  const found = findZipPhotos(sources, parsed.items, files);
  let stored: StoredPhoto[] = [];
  try {
    const withPhotos = await storeZipPhotos(actor, parsed.items, found.photos, files);
    stored = withPhotos.stored;
    const ids = await importRecipes(actor, withPhotos.items, choices);
    await attachThumbnails(stored);
    return ids;
  } catch (error) {
    await discardPhotos(stored);
    throw error;
  }
}
