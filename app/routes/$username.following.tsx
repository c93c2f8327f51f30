/** The members someone follows (part 2 §3 followers), behind the same privacy gate as the profile. */
import { data, redirect } from "react-router";
import { getViewer } from "~/features/auth/session.server";
import { MemberList } from "~/features/profiles/components/member-list";
import { profileListMeta, profileNotFoundMeta } from "~/features/profiles/components/profile-meta";
import { ProfileNotFound } from "~/features/profiles/components/profile-not-found";
import { getPublicProfile, listFollowing } from "~/features/profiles/profile-queries.server";
import { renamedAddress } from "~/features/profiles/profile-redirect-queries.server";
import { redirectPastLastPage } from "~/lib/paging";
import type { Route } from "./+types/$username.following";

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const profile = await getPublicProfile(params.username, viewer?.id ?? null);
  const moved = profile ? null : await renamedAddress(params.username, "/following", request);
  if (moved) throw redirect(moved, 301);
  // A profile the viewer may not see has no visible follows either: it looks missing here.
  if (!profile?.canView) return data({ found: false as const }, { status: 404 });
  const url = new URL(request.url);
  if (params.username !== profile.username) throw redirect(`/${profile.username}/following${url.search}`, 301);
  const requested = Number(url.searchParams.get("page"));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const list = await listFollowing(profile.id, page, viewer?.id ?? null);
  redirectPastLastPage(request, page, list.pageCount);
  return { found: true as const, username: profile.username, isPublic: profile.visibility === "public", list };
}

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data?.found) return profileNotFoundMeta(args);
  return profileListMeta(args, {
    heading: `Members @${data.username} follows`,
    username: data.username,
    isPublic: data.isPublic,
  });
};

export default function Following({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ProfileNotFound />;
  return (
    <MemberList
      username={loaderData.username}
      title="Following"
      empty="Not following anyone yet"
      list={loaderData.list}
    />
  );
}
