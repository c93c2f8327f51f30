/** Who wrote a post or comment and when: picture and name linking to the profile, @username, time. */

import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { Users } from "~/components/ui/icons/icons";
import { RelativeTime } from "~/components/ui/relative-time";
import type { PostAudience } from "../feed-schema";
import type { PostAuthor } from "../feed-types";

export function displayName(author: PostAuthor): string {
  return [author.first_name, author.last_name].filter(Boolean).join(" ").trim() || author.username;
}

export function AuthorLine({
  author,
  createdAt,
  audience,
  size = 40,
}: {
  author: PostAuthor;
  createdAt: string;
  audience?: PostAudience;
  size?: number;
}) {
  const name = displayName(author);
  const profile = `/${author.username}`;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link to={profile} tabIndex={-1} aria-hidden className="shrink-0">
        <Avatar src={author.profile_picture_url} name="" size={size} />
      </Link>
      <div className="min-w-0 text-sm leading-tight">
        <Link to={profile} className="block truncate font-semibold hover:underline">
          {name}
        </Link>
        <span className="flex flex-wrap items-center gap-x-1.5 text-muted">
          <span className="truncate">@{author.username}</span>
          <span aria-hidden>·</span>
          <RelativeTime iso={createdAt} />
          {audience === "followers" ? (
            <span className="inline-flex items-center gap-1" title="Followers only">
              <span aria-hidden>·</span>
              <Users className="size-3.5" aria-hidden />
              <span className="sr-only sm:not-sr-only">Followers only</span>
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
}
