/** Part 1 §5: guests who try a member action see the spec's message with a Sign In action. */
import toast from "react-hot-toast";
import { Link } from "react-router";

export function loginHref(redirectTo: string) {
  return `/login?${new URLSearchParams({ redirectTo })}`;
}

export function showSignInToast(message: string, redirectTo: string) {
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
  );
}
