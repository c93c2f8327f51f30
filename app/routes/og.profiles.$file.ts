/** GET /og/profiles/{username}.png — a public profile's link-preview card (issue 18); 404 for any other. */
import { profileCardImage } from "~/features/seo/card-images.server";
import { pngResponse } from "~/features/seo/render-cache.server";
import { cardName } from "~/features/seo/social-card-paths";
import type { Route } from "./+types/og.profiles.$file";

export async function loader({ params }: Route.LoaderArgs) {
  const username = cardName(params.file);
  const image = username ? await profileCardImage(username) : null;
  // The address carries a version of what is drawn; an hour bounds one made private since.
  return pngResponse(image, "public, max-age=3600");
}
