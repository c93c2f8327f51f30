/** A member's followers or the members they follow: a paged list with a way back to the profile. */
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { BackLink } from "~/components/ui/back-link";
import { Pagination } from "~/components/ui/pagination";
import type { Paged } from "~/lib/paging";
import type { MemberSummary } from "../profile-queries.server";

type MemberListProps = {
  username: string;
  title: "Followers" | "Following";
  empty: string;
  list: Paged<MemberSummary>;
};

export function MemberList({ username, title, empty, list }: MemberListProps) {
  return (
    <section aria-labelledby="member-list-title" className="mx-auto max-w-2xl">
      <BackLink to={`/${username}`}>Back to @{username}</BackLink>
      <h1 id="member-list-title" className="mt-4 font-display text-3xl font-semibold">
        {title} <span className="text-lg font-normal text-muted tabular-nums">({list.total})</span>
      </h1>
      {list.items.length === 0 ? (
        <p className="mt-6 rounded-(--radius-card) border border-dashed border-line px-4 py-12 text-center text-muted">
          {empty}
        </p>
      ) : (
        <MemberRows members={list.items} className="mt-6" />
      )}
      <Pagination page={list.page} pageCount={list.pageCount} label={`${title} pages`} className="mt-8" />
    </section>
  );
}

/** Members as rows linking to their profiles (follower lists, community search). */
export function MemberRows({ members, className = "" }: { members: MemberSummary[]; className?: string }) {
  return (
    <ul
      className={`divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card) ${className}`}
    >
      {members.map((member) => {
        const name = [member.first_name, member.last_name].filter(Boolean).join(" ");
        return (
          <li key={member.username}>
            <Link
              to={`/${member.username}`}
              className="flex items-center gap-3 px-4 py-3 transition hover:bg-surface-2"
            >
              <span aria-hidden="true" className="shrink-0">
                <Avatar src={member.profile_picture_url} name={name || member.username} size={44} />
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold">{name || `@${member.username}`}</span>
                {name ? <span className="block truncate text-sm text-muted">@{member.username}</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
