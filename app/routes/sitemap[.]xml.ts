/** /sitemap.xml (issue 18): the sitemap index, naming the child sitemaps (app/features/seo/sitemap.server.ts). */
import { sitemapIndexResponse } from "~/features/seo/sitemap.server";
import { env } from "~/lib/env.server";

export function loader() {
  return sitemapIndexResponse(env().PUBLIC_URL);
}
