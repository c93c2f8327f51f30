/**
 * Public profile metadata: title, description, canonical, Open Graph profile tags and schema.org
 * ProfilePage structured data with a Person. Private profiles stay out of search engines.
 */
import { APP_NAME } from "~/lib/constants";
import type { PublicProfile } from "../profile-queries.server";
import { RESOURCE_NOT_FOUND } from "./profile-not-found";

const DESCRIPTION_MAX = 160;

function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return url;
  }
}

function shownName(profile: PublicProfile): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(" ").trim();
}

export function profileDescription(profile: PublicProfile): string {
  const text = profile.bio?.trim() || `@${profile.username} shares cocktail recipes and collections on ${APP_NAME}.`;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

export function profileJsonLd(profile: PublicProfile, url: string, origin: string) {
  const name = shownName(profile);
  const entry = {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      name: name || undefined,
      alternateName: `@${profile.username}`,
      image: profile.profile_picture_url ? absoluteUrl(profile.profile_picture_url, origin) : undefined,
      description: profile.bio?.trim() || undefined,
      url,
      interactionStatistic: profile.counts
        ? {
            "@type": "InteractionCounter",
            interactionType: "https://schema.org/FollowAction",
            userInteractionCount: profile.counts.followers,
          }
        : undefined,
    },
  };
  // JSON drops undefined fields, so the page carries only what the profile shows.
  return JSON.parse(JSON.stringify(entry)) as Record<string, unknown>;
}

export function profileMeta(profile: PublicProfile, url: string, origin: string) {
  const name = shownName(profile);
  const title = `${name || `@${profile.username}`} | ${APP_NAME}`;
  const description = profileDescription(profile);
  const image = profile.profile_picture_url ? absoluteUrl(profile.profile_picture_url, origin) : null;
  const hidden = profile.visibility !== "public";
  return [
    { title },
    { name: "description", content: description },
    ...(hidden ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: APP_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "profile:username", content: profile.username },
    ...(profile.first_name ? [{ property: "profile:first_name", content: profile.first_name }] : []),
    ...(profile.last_name ? [{ property: "profile:last_name", content: profile.last_name }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(hidden ? [] : [{ "script:ld+json": profileJsonLd(profile, url, origin) }]),
  ];
}

export const profileNotFoundMeta = [
  { title: `${RESOURCE_NOT_FOUND} | ${APP_NAME}` },
  { name: "robots", content: "noindex" },
];
