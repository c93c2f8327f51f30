/**
 * A draft started from a link (issue 22): a page with only an Open Graph card gives a title, a
 * description, a photo (already stored as the member's upload) and its source. They travel to the new
 * recipe form in its address, and come back out as the form's starting values; the form's own checks
 * judge them on save, as anything typed.
 */
import { ImageUrlSchema, type RecipeFormValues, RecipeSource } from "~/features/recipes/recipe-schema";
import { RECIPE_NAME_MAX, RECIPE_TEXT_MAX } from "~/lib/constants";

export const NEW_RECIPE_FROM_LINK = "/bar/recipes/new";

type Draft = {
  name: string;
  description: string | null;
  image: { url: string; thumbnail_url: string } | null;
  source: { url: string; name?: string; author?: string };
};

export function newRecipeFromLinkPath(draft: Draft): string {
  const params = new URLSearchParams({ from: "link", name: draft.name });
  if (draft.description) params.set("description", draft.description);
  if (draft.image) {
    params.set("image", draft.image.url);
    params.set("thumbnail", draft.image.thumbnail_url);
  }
  params.set("source_url", draft.source.url);
  if (draft.source.name) params.set("source_name", draft.source.name);
  if (draft.source.author) params.set("source_author", draft.source.author);
  return `${NEW_RECIPE_FROM_LINK}?${params}`;
}

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
