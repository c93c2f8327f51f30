/** Part 1 §5: guests who try a member action see the spec's message with a Sign In action. */
import { Link } from "react-router";

export function loginHref(redirectTo: string) {
  return `/login?${new URLSearchParams({ redirectTo })}`;
}

/** react-hot-toast loads on first use (issue 19: not part of a page's first JavaScript; see toaster.tsx). */
export function showSignInToast(message: string, redirectTo: string) {
  void import("react-hot-toast").then(({ default: toast }) =>
    toast(
      (t) => (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{message}</span>
          <Link
            to={loginHref(redirectTo)}
            onClick={() => toast.dismiss(t.id)}
            className="font-semibold text-accent underline underline-offset-4"
          >
            Sign In
          </Link>
        </span>
      ),
      // One toast per message, however often the button is pressed.
      { id: message },
    ),
  );
}
