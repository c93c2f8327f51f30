/** Part 2 §2 Public profile (/{username}) and part 1 §4 Follow. */
import { data, redirect } from "react-router";
import { getViewer, requireViewer } from "~/features/auth/session.server";
import { cardBarCoverageOrNone } from "~/features/bar/bar-card-coverage.server";
import { FOLLOW_FAILED } from "~/features/profiles/components/follow-button";
import { ProfileHeader } from "~/features/profiles/components/profile-header";
import { profileMeta, profileNotFoundMeta } from "~/features/profiles/components/profile-meta";
import { ProfileNotFound } from "~/features/profiles/components/profile-not-found";
import {
  PROFILE_TABS,
  type ProfileTab,
  type ProfileTabData,
  ProfileTabs,
} from "~/features/profiles/components/profile-tabs";
import { followMember, unfollowMember } from "~/features/profiles/follow-mutations.server";
import {
  getPublicProfile,
  listProfileCollections,
  listProfilePosts,
  listProfileRecipes,
} from "~/features/profiles/profile-queries.server";
import { renamedAddress } from "~/features/profiles/profile-redirect-queries.server";
import type { ActionFailure } from "~/lib/action-result.server";
import { failure } from "~/lib/action-result.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { sharedData } from "~/lib/page-cache/shared-data.server";
import { redirectPastLastPage } from "~/lib/paging";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/$username";

function parseTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? "recipes";
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

async function loadTab(
  profileId: string,
  tab: ProfileTab,
  page: number,
  viewerId: string | null,
): Promise<ProfileTabData> {
  if (tab === "collections") return { tab, list: await listProfileCollections(profileId, page, viewerId) };
  if (tab === "posts") return { tab, list: await listProfilePosts(profileId, page, viewerId) };
  const list = await listProfileRecipes(profileId, page, viewerId);
  return {
    tab,
    list,
    barCoverage: await cardBarCoverageOrNone(
      viewerId,
      list.items.map((r) => r.id),
    ),
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const profile = viewer
    ? await getPublicProfile(params.username, viewer.id)
    : await sharedData(context, `profile:${params.username}`, () => getPublicProfile(params.username, null));
  // Part 2 §2: an unknown username (or 401) shows "Resource not found" here, with a real 404.
  if (!profile) {
    // Issue 14: a renamed member's old address moves permanently to the new one.
    const moved = await renamedAddress(params.username, "", request);
    if (moved) throw redirect(moved, 301);
    return data({ found: false as const }, { status: 404 });
  }

  const url = new URL(request.url);
  const path = `/${profile.username}`;
  // One address per member: a differently cased username lands on the canonical one.
  if (params.username !== profile.username) throw redirect(`${path}${url.search}`, 301);

  const tab = parseTab(url.searchParams.get("tab"));
  const page = parsePage(url.searchParams.get("page"));
  const tabData = !profile.canView
    ? null
    : viewer
      ? await loadTab(profile.id, tab, page, viewer.id)
      : await sharedData(context, `profile:${profile.id}:${tab}:${page}`, () => loadTab(profile.id, tab, page, null));
  if (tabData) redirectPastLastPage(request, page, tabData.list.pageCount);
  const origin = env().PUBLIC_URL;
  return { found: true as const, profile, tabData, signedIn: viewer !== null, url: `${origin}${path}`, origin };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "follow" && intent !== "unfollow") {
    return data<ActionFailure>({ ok: false, formError: "Unknown action", fieldErrors: {} }, { status: 400 });
  }
  try {
    const state =
      intent === "follow" ? await followMember(viewer, params.username) : await unfollowMember(viewer, params.username);
    const message = intent === "follow" ? "Following successfully" : "Unfollowed successfully";
    // A fetcher stays on the page; a plain form post (no JavaScript) is redirected back.
    if (form.get("via") === "fetcher") return { ok: true as const, message, ...state };
    const headers = { "Set-Cookie": await toastHeader({ type: "success", message }) };
    return redirect(`/${params.username}`, { headers });
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Follow ${intent} of ${params.username} failed`, error);
    return data<ActionFailure>({ ok: false, formError: FOLLOW_FAILED, fieldErrors: {} }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data?.found) return profileNotFoundMeta(args);
  return profileMeta(data.profile, data.url, data.origin);
};

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <ProfileNotFound />;
  const { profile, tabData, signedIn } = loaderData;
  const actionError = actionData && "ok" in actionData && !actionData.ok ? actionData.formError : null;
  return (
    <div className="mx-auto max-w-5xl">
      <ProfileHeader profile={profile} signedIn={signedIn} actionError={actionError} />
      {tabData ? <ProfileTabs data={tabData} signedIn={signedIn} path={`/${profile.username}?tab=posts`} /> : null}
    </div>
  );
}
