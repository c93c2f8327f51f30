/**
 * Where "Start a draft from this page" leads (issue 22): the new recipe form, with the Open Graph card's
 * title, description, stored photo and source in its address (link-draft.ts reads them back). Kept apart
 * from the schemas so the bulk upload page's JavaScript does not carry them.
 */
export const NEW_RECIPE_FROM_LINK = "/bar/recipes/new";

export type LinkDraftFields = {
  name: string;
  description: string | null;
  image: { url: string; thumbnail_url: string } | null;
  source: { url: string; name?: string; author?: string };
};

export function newRecipeFromLinkPath(draft: LinkDraftFields): string {
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
