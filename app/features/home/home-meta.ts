/**
 * Part 1 §1: the home page's metadata (issue 18): the product's own title, keywords, the site card,
 * and structured data naming the site, its search (/search?q=) and who runs it.
 */
import type { MetaDescriptor } from "react-router";
import { seoMeta } from "~/features/seo/seo-meta";
import { organizationJsonLd, websiteJsonLd } from "~/features/seo/structured-data";
import { HOME_TITLE } from "~/lib/constants";

export const HOME_DESCRIPTION =
  "Muddle is a community for cocktail lovers: discover, create, rate and share cocktail recipes, keep a home bar and build collections.";
export const HOME_KEYWORDS = "cocktail recipes, mixology, home bar, drinks, cocktails, bartending, collections";

export function homeMeta(origin: string): MetaDescriptor[] {
  return seoMeta({
    origin,
    path: "/",
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    extra: [{ name: "keywords", content: HOME_KEYWORDS }],
    jsonLd: [websiteJsonLd(origin), organizationJsonLd(origin)],
  });
}
