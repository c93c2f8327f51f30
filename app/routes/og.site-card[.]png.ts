/** GET /og/site-card.png — the generated 1200 × 630 link-preview image of pages without their own (issue 18). */
import { pngResponse } from "~/features/seo/render-cache.server";
import { siteCardPng } from "~/features/seo/social-card.server";

/** The card changes only with a release; a day in caches, a month served stale while a new one loads. */
export const SITE_CARD_CACHE = "public, max-age=86400, stale-while-revalidate=2592000";

export async function loader() {
  return pngResponse(await siteCardPng(), SITE_CARD_CACHE);
}
