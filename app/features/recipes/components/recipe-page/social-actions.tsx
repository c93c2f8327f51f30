/**
 * Part 1 §2: like, save and share. Guests get the spec's sign-in toasts; for members liking and
 * saving arrive with the social issue, so the buttons show their counts and say so. Sharing works.
 */
import { Bookmark, Heart } from "lucide-react";
import { useId } from "react";
import { ShareButton } from "../share-dialog";
import { showSignInToast } from "./sign-in-toast";

const actionClasses =
  "inline-flex h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink transition hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-surface";

type Props = {
  signedIn: boolean;
  path: string;
  name: string;
  description: string | null;
  likes: number;
  saves: number;
};

export function SocialActions({ signedIn, path, name, description, likes, saves }: Props) {
  const pendingId = useId();
  const buttons = [
    { label: "Like", count: likes, noun: "likes", icon: Heart, message: "Please sign in to like recipes" },
    { label: "Save", count: saves, noun: "saves", icon: Bookmark, message: "Please sign in to save recipes" },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {buttons.map(({ label, count, noun, icon: Icon, message }) => (
        <button
          key={label}
          type="button"
          className={actionClasses}
          disabled={signedIn}
          aria-describedby={signedIn ? pendingId : undefined}
          title={signedIn ? "Liking and saving open soon" : undefined}
          onClick={signedIn ? undefined : () => showSignInToast(message, path)}
        >
          <Icon className="size-4" aria-hidden />
          {label}
          <span className="tabular-nums text-muted">
            {count}
            <span className="sr-only"> {noun}</span>
          </span>
        </button>
      ))}
      <ShareButton target={{ title: name, text: description, url: path }} className={actionClasses} />
      {signedIn ? (
        <span id={pendingId} className="sr-only">
          Liking and saving open soon
        </span>
      ) : null}
    </div>
  );
}
