/**
 * A draft started from a link (issue 22): a page with only an Open Graph card gives a title, a
 * description, a photo (already stored as the member's upload) and its source. They travel to the new
 * recipe form in its address (link-draft-path.ts), and come back out here as the form's starting values;
 * the form's own checks judge them on save, as anything typed.
 */
import { ImageUrlSchema, type RecipeFormValues, RecipeSource } from "~/features/recipes/recipe-schema";
import { RECIPE_NAME_MAX, RECIPE_TEXT_MAX } from "~/lib/constants";

/** The form's starting values from a draft's address; null when the address is not one. */
export function linkDraftValues(params: URLSearchParams): Partial<RecipeFormValues> | null {
  if (params.get("from") !== "link") return null;
  const text = (key: string, max: number) => params.get(key)?.trim().slice(0, max) || undefined;
  const source = RecipeSource.safeParse({
    url: params.get("source_url") ?? "",
    name: text("source_name", 120),
    author: text("source_author", 120),
  });
  const image = ImageUrlSchema.safeParse(params.get("image") ?? "");
  const thumbnail = ImageUrlSchema.safeParse(params.get("thumbnail") ?? "");
  return {
    name: text("name", RECIPE_NAME_MAX),
    description: text("description", RECIPE_TEXT_MAX),
    images: image.success ? [{ url: image.data, thumbnail_url: thumbnail.success ? thumbnail.data : undefined }] : [],
    source: source.success ? source.data : undefined,
  };
}
