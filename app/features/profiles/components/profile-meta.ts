/**
 * Public profile metadata (issue 18): title, description, canonical, Open Graph profile tags with the
 * profile's card (its picture, or a generated one), and schema.org ProfilePage and BreadcrumbList
 * structured data. A profile not everyone may see stays out of search engines and link previews.
 */
import type { MetaDescriptor } from "react-router";
import {
  absoluteUrl,
  type MetaArgsLike,
  metaDescription,
  notFoundMeta,
  originFromMatches,
  pageTitle,
  seoMeta,
  unlistedMeta,
} from "~/features/seo/seo-meta";
import { profileCard } from "~/features/seo/social-card-paths";
import { breadcrumbJsonLd, compactJsonLd } from "~/features/seo/structured-data";
import { APP_NAME } from "~/lib/constants";
import type { PublicProfile } from "../profile-queries.server";
import { RESOURCE_NOT_FOUND } from "./profile-not-found";

function fullName(profile: PublicProfile): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(" ").trim();
}

/** The name the page shows: the full name when the member shares it, else the @username. */
export function displayName(profile: PublicProfile): string {
  return fullName(profile) || `@${profile.username}`;
}

export function profileDescription(profile: PublicProfile): string {
  return metaDescription(
    profile.bio?.trim() || `@${profile.username} shares cocktail recipes and collections on ${APP_NAME}.`,
  );
}

export function profileJsonLd(profile: PublicProfile, url: string, origin: string) {
  return compactJsonLd({
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      // Google requires a name: the @username stands in when the full name is hidden.
      name: fullName(profile) || profile.username,
      alternateName: `@${profile.username}`,
      identifier: profile.id,
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
      agentInteractionStatistic: profile.counts
        ? {
            "@type": "InteractionCounter",
            interactionType: "https://schema.org/WriteAction",
            userInteractionCount: profile.counts.recipes,
          }
        : undefined,
    },
  });
}

export function profileMeta(profile: PublicProfile, url: string, origin: string): MetaDescriptor[] {
  const name = displayName(profile);
  const path = new URL(url).pathname;
  const indexable = profile.visibility === "public";
  const extra: MetaDescriptor[] = [{ property: "profile:username", content: profile.username }];
  if (profile.first_name) extra.push({ property: "profile:first_name", content: profile.first_name });
  if (profile.last_name) extra.push({ property: "profile:last_name", content: profile.last_name });
  return seoMeta({
    origin,
    path,
    title: pageTitle(name),
    description: profileDescription(profile),
    indexable,
    ogType: "profile",
    image: profileCard(origin, {
      username: profile.username,
      displayName: name,
      profile_picture_url: profile.profile_picture_url,
    }),
    extra,
    jsonLd: [
      profileJsonLd(profile, url, origin),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name, path },
      ]),
    ],
  });
}

export function profileNotFoundMeta(args: MetaArgsLike): MetaDescriptor[] {
  return notFoundMeta(args, RESOURCE_NOT_FOUND);
}

/**
 * The followers and following lists: followed by crawlers but never listed; a card (the site's) only
 * when the profile is public, none when only followers or the member may see the list.
 */
export function profileListMeta(
  args: MetaArgsLike,
  list: { heading: string; username: string; isPublic: boolean },
): MetaDescriptor[] {
  const page = { title: pageTitle(list.heading), description: `${list.heading} on ${APP_NAME}.` };
  if (!list.isPublic) return unlistedMeta(args, page);
  return seoMeta({
    origin: originFromMatches(args.matches),
    path: args.location.pathname,
    ...page,
    robots: "noindex, follow",
  });
}
