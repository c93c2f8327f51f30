/**
 * Part 2 §2 Public profile header: picture (or placeholder), names, @username, bio, location,
 * social links, the four counts, and the follow control (never on one's own profile).
 */

import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { buttonClasses } from "~/components/ui/button";
import { Globe, Lock, Mail, MapPin, Pencil } from "~/components/ui/icons/icons";
import { ReportButton } from "~/features/moderation/components/report-dialog";
import type { PublicProfile } from "../profile-queries.server";
import { SOCIAL_LINK_KEYS, SOCIAL_LINK_LABELS, socialLinkHref } from "../social-links";
import { FollowButton, useFollow } from "./follow-button";

export function displayName(profile: Pick<PublicProfile, "first_name" | "last_name">): string {
  return [profile.first_name, profile.last_name].filter(Boolean).join(" ").trim();
}

type HeaderProps = { profile: PublicProfile; signedIn: boolean; actionError?: string | null };

export function ProfileHeader({ profile, signedIn, actionError }: HeaderProps) {
  const follow = useFollow(profile.viewerFollows, profile.counts?.followers ?? 0);
  const name = displayName(profile);
  const base = `/${profile.username}`;
  const counts = profile.counts;
  const stats = counts
    ? [
        { label: "Recipes", value: counts.recipes, to: `${base}?tab=recipes` },
        { label: "Collections", value: counts.collections, to: `${base}?tab=collections` },
        { label: "Followers", value: follow.followersCount, to: `${base}/followers` },
        { label: "Following", value: counts.following, to: `${base}/following` },
      ]
    : [];
  // Issue 14: shown in a fixed order, and only as the canonical address we would accept today.
  const links = SOCIAL_LINK_KEYS.flatMap((key) => {
    const href = socialLinkHref(key, profile.social_links?.[key]);
    return href ? [{ key, label: SOCIAL_LINK_LABELS[key], href }] : [];
  });

  return (
    <header className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
        <div className="shrink-0 rounded-full ring-4 ring-accent-soft">
          <Avatar src={profile.profile_picture_url} name={name || profile.username} size={112} />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h1 className="font-display text-3xl font-semibold break-words sm:text-4xl">
                {name || `@${profile.username}`}
              </h1>
              {name ? <p className="mt-1 text-muted">@{profile.username}</p> : null}
            </div>
            {profile.isOwner ? (
              <Link to="/settings/profile" className={buttonClasses({ variant: "secondary" })}>
                <Pencil className="size-4" aria-hidden />
                Edit profile
              </Link>
            ) : (
              <div className="flex flex-wrap items-center gap-1">
                <FollowButton
                  username={profile.username}
                  follow={follow}
                  signedIn={signedIn}
                  allowFollows={profile.allow_follows}
                />
                <ReportButton
                  target="profile"
                  targetId={profile.id}
                  signedIn={signedIn}
                  returnTo={`/${profile.username}`}
                  label={`Report @${profile.username}`}
                  text={null}
                  className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink"
                />
              </div>
            )}
          </div>
          {actionError ? (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {actionError}
            </p>
          ) : null}
          {profile.canView ? (
            <>
              {profile.bio ? <p className="mt-4 max-w-prose whitespace-pre-line">{profile.bio}</p> : null}
              {profile.location || profile.email || links.length ? (
                <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm text-muted sm:justify-start">
                  {profile.location ? (
                    <li className="inline-flex items-center gap-1.5">
                      <MapPin className="size-4" aria-hidden />
                      {profile.location}
                    </li>
                  ) : null}
                  {profile.email ? (
                    <li>
                      <a
                        href={`mailto:${profile.email}`}
                        className="inline-flex items-center gap-1.5 text-ink underline-offset-4 hover:text-accent hover:underline"
                      >
                        <Mail className="size-4" aria-hidden />
                        {profile.email}
                      </a>
                    </li>
                  ) : null}
                  {links.map((link) => (
                    <li key={link.key}>
                      <a
                        href={link.href}
                        rel="nofollow ugc noopener"
                        target="_blank"
                        className="inline-flex items-center gap-1.5 text-ink underline-offset-4 hover:text-accent hover:underline"
                      >
                        <Globe className="size-4" aria-hidden />
                        {link.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <p className="mt-4 inline-flex items-center gap-2 font-medium">
              <Lock className="size-4 text-accent" aria-hidden />
              {profile.visibility === "followers" ? "Only followers can see this profile" : "This profile is private"}
            </p>
          )}
        </div>
      </div>
      {stats.length ? (
        <ul className="mt-6 grid grid-cols-4 gap-1 border-t border-line pt-5 sm:gap-2">
          {stats.map((stat) => (
            <li key={stat.label} className="min-w-0">
              <Link
                to={stat.to}
                className="flex flex-col items-center rounded-xl py-2 transition hover:bg-surface-2 sm:px-1"
              >
                <span className="font-display text-xl font-semibold tabular-nums sm:text-2xl">{stat.value}</span>{" "}
                <span className="max-w-full truncate text-xs text-muted sm:text-sm">{stat.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
