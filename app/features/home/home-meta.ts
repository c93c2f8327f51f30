/** Part 1 §1: the home page's metadata, social cards and WebSite structured data with site search. */
import { APP_NAME, HOME_TITLE, THEME_COLOR } from "~/lib/constants";

const description =
  "Muddle is a community for cocktail lovers: discover, create, rate and share cocktail recipes, keep a home bar and build collections.";

export function homeMeta(origin: string) {
  return [
    { title: HOME_TITLE },
    { name: "description", content: description },
    { name: "keywords", content: "cocktail recipes, mixology, home bar, drinks, cocktails, bartending, collections" },
    { name: "robots", content: "index, follow" },
    { name: "theme-color", content: THEME_COLOR },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: APP_NAME },
    { property: "og:title", content: HOME_TITLE },
    { property: "og:description", content: description },
    { property: "og:url", content: `${origin}/` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: HOME_TITLE },
    { name: "twitter:description", content: description },
    { tagName: "link", rel: "canonical", href: `${origin}/` },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: APP_NAME,
        url: `${origin}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    },
  ];
}
