/**
 * Part 1 §2 Follow button. Members follow and unfollow through a fetcher: the button and the
 * follower count change at once and roll back when the server refuses. Without JavaScript the
 * same form posts and the page is redirected back. Guests see the spec's sign-in toast.
 */

import { useEffect } from "react";
import toast from "react-hot-toast";
import { Link, useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { UserCheck, UserPlus } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { NOT_ACCEPTING_FOLLOWERS } from "../follow-messages";

export const FOLLOW_SIGN_IN_MESSAGE = "Please sign in to follow users";
export const FOLLOW_FAILED = "Failed to update follow status";

export type FollowResult =
  | { ok: true; message: string; following: boolean; followers_count: number }
  | { ok: false; formError: string | null };

function loginHref(redirectTo: string) {
  return `/login?${new URLSearchParams({ redirectTo })}`;
}

/** The follow state to show: the pending request's, else the page's. */
export function useFollow(following: boolean, followersCount: number) {
  const fetcher = useFetcher<FollowResult>();
  const pendingIntent = fetcher.formData?.get("intent");
  const shown = pendingIntent ? pendingIntent === "follow" : following;
  const count = followersCount + (shown === following ? 0 : shown ? 1 : -1);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    // The optimistic state has already gone with the request: the page shows the stored state.
    else toast.error(fetcher.data.formError || FOLLOW_FAILED);
  }, [fetcher.state, fetcher.data]);

  return { fetcher, following: shown, followersCount: Math.max(0, count) };
}

type FollowButtonProps = {
  username: string;
  follow: ReturnType<typeof useFollow>;
  signedIn: boolean;
  allowFollows: boolean;
};

export function FollowButton({ username, follow, signedIn, allowFollows }: FollowButtonProps) {
  const path = `/${username}`;
  // allow_follows off: nobody new may follow (the server refuses too); a follower may still unfollow.
  if (!allowFollows && !(signedIn && follow.following)) {
    return <p className="text-sm text-muted">{NOT_ACCEPTING_FOLLOWERS}</p>;
  }

  if (!signedIn) {
    // Without JavaScript the button goes to sign-in; with it, the spec's toast offers the way there.
    return (
      <form
        method="get"
        action="/login"
        onSubmit={(event) => {
          event.preventDefault();
          toast(
            (t) => (
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>{FOLLOW_SIGN_IN_MESSAGE}</span>
                <Link
                  to={loginHref(path)}
                  onClick={() => toast.dismiss(t.id)}
                  className="font-semibold text-accent underline underline-offset-4"
                >
                  Sign In
                </Link>
              </span>
            ),
            { id: FOLLOW_SIGN_IN_MESSAGE },
          );
        }}
      >
        <input type="hidden" name="redirectTo" value={path} />
        <button type="submit" className={buttonClasses({ className: "min-w-32" })}>
          <UserPlus className="size-4" aria-hidden />
          Follow
        </button>
      </form>
    );
  }

  const { fetcher, following } = follow;
  return (
    <fetcher.Form method="post" action={path}>
      <input type="hidden" name="intent" value={following ? "unfollow" : "follow"} />
      <ViaFetcher />
      <button
        type="submit"
        className={buttonClasses({ variant: following ? "secondary" : "primary", className: "min-w-32" })}
      >
        {following ? <UserCheck className="size-4" aria-hidden /> : <UserPlus className="size-4" aria-hidden />}
        {following ? "Unfollow" : "Follow"}
      </button>
    </fetcher.Form>
  );
}
