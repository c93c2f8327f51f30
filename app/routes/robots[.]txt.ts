/** /robots.txt (issue 18): the site open to crawlers but the members' areas, and where the sitemap is. */
import { robotsTxt } from "~/features/seo/sitemap-xml";
import { env } from "~/lib/env.server";

export function loader() {
  return new Response(robotsTxt(env().PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
