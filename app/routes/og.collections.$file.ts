/** GET /og/collections/{slug}.png — a public collection's link-preview card (issue 18); 404 for any other. */
import { collectionCardImage } from "~/features/seo/card-images.server";
import { pngResponse } from "~/features/seo/render-cache.server";
import { cardName } from "~/features/seo/social-card-paths";
import type { Route } from "./+types/og.collections.$file";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = cardName(params.file);
  const image = slug ? await collectionCardImage(slug) : null;
  // The address carries a version of what is drawn; an hour bounds one made private since.
  return pngResponse(image, "public, max-age=3600");
}
