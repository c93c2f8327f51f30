/**
 * GET /images/recipes/{recipeId}/{16x9|4x3|1x1}.jpg — a recipe's image for search engines and link
 * previews (issue 18): its first photo cropped to the aspect, or a generated card with its name.
 * Only for a recipe the viewer may see; anyone else gets the same 404 as for a recipe that does not
 * exist. A listed recipe's image may be kept by any cache (a day, revalidated by its ETag); a hidden
 * recipe's never leaves the viewer's own request.
 */
import { getViewer } from "~/features/auth/session.server";
import { recipeImageAspect } from "~/features/recipes/recipe-social-images";
import { recipeImage } from "~/features/recipes/recipe-social-images.server";
import type { Route } from "./+types/images.recipes.$recipeId.$aspect";

/** Listed recipes: a day in any cache, a week served stale while a fresh copy loads. */
export const LISTED_IMAGE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
/** Drafts, private and followers-only recipes: never stored by a cache, shared or not. */
export const HIDDEN_IMAGE_CACHE = "private, no-store";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

export async function loader({ params, request }: Route.LoaderArgs) {
  const aspect = recipeImageAspect(params.aspect ?? "");
  if (!aspect) return notFound();
  const viewer = await getViewer(request);
  const image = await recipeImage(params.recipeId ?? "", aspect, viewer?.id ?? null);
  if (!image) return notFound();
  const etag = `"${image.version}-${aspect}"`;
  const cache = image.listed ? LISTED_IMAGE_CACHE : HIDDEN_IMAGE_CACHE;
  if (image.listed && request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": cache } });
  }
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(image.body.length),
      "Cache-Control": cache,
      ...(image.listed ? { ETag: etag } : {}),
    },
  });
}
