/** /sitemaps/{name} (issue 18): one child sitemap, streamed (app/features/seo/sitemap.server.ts). */
import { childSitemapResponse } from "~/features/seo/sitemap.server";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/sitemaps.$name";

export function loader({ params }: Route.LoaderArgs) {
  return childSitemapResponse(params.name, env().PUBLIC_URL);
}
