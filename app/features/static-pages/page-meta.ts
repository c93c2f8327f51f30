import type { MetaDescriptor } from "react-router";
import { APP_NAME } from "~/lib/constants";

/** Part 2 §2 "Static pages": each page sets search-engine metadata (title, description, social cards). */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  const fullTitle = `${title} | ${APP_NAME}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: APP_NAME },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
