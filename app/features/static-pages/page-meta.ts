import type { MetaDescriptor } from "react-router";
import { type MetaArgsLike, originFromMatches, pageTitle, seoMeta } from "~/features/seo/seo-meta";
import { breadcrumbJsonLd } from "~/features/seo/structured-data";

/**
 * Part 2 §2 "Static pages": each page sets search-engine metadata (title, description, canonical,
 * the site card and a breadcrumb); `jsonLd` adds page-specific structured data (the FAQ's FAQPage).
 */
export function pageMeta(
  args: MetaArgsLike,
  page: { title: string; description: string; jsonLd?: Record<string, unknown>[] },
): MetaDescriptor[] {
  const origin = originFromMatches(args.matches);
  const path = args.location.pathname;
  return seoMeta({
    origin,
    path,
    title: pageTitle(page.title),
    description: page.description,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: page.title, path },
      ]),
      ...(page.jsonLd ?? []),
    ],
  });
}
