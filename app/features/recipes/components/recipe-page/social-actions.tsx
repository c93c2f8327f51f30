/**
 * Part 1 §2 like, save and share; §4 like and save toggles. Members' presses show at once and are
 * rolled back if the server refuses; guests get the spec's sign-in toasts. Without JavaScript the
 * buttons are plain form posts to the same endpoint, which sends the member back here.
 */

import { useFetcher } from "react-router";
import { Bookmark, Heart, type IconComponent } from "~/components/ui/icons/icons";
import { ReportButton } from "~/features/moderation/components/report-dialog";
import { ShareButton } from "../share-dialog";
import { showSignInToast } from "./sign-in-toast";
import { reactionsPath, useReaction } from "./use-reaction";

const actionClasses =
  "inline-flex h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink transition hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-surface";
const activeClasses = "border-accent bg-accent-soft text-accent hover:bg-accent-soft";

type Kind = "like" | "save";

const KINDS: Record<
  Kind,
  { label: string; noun: string; off: "unlike" | "unsave"; icon: IconComponent; signIn: string }
> = {
  like: { label: "Like", noun: "likes", off: "unlike", icon: Heart, signIn: "Please sign in to like recipes" },
  save: { label: "Save", noun: "saves", off: "unsave", icon: Bookmark, signIn: "Please sign in to save recipes" },
};

type Props = {
  recipeId: string;
  signedIn: boolean;
  path: string;
  name: string;
  description: string | null;
  likes: number;
  saves: number;
  liked: boolean;
  saved: boolean;
  /** Anyone but the author may report it (issue 21). */
  reportable: boolean;
};

export function SocialActions({
  recipeId,
  signedIn,
  path,
  name,
  description,
  likes,
  saves,
  liked,
  saved,
  reportable,
}: Props) {
  const shares = useFetcher();
  // Part 1 §3 shares_count: counted once the link has actually been shared or copied.
  const countShare = () => shares.submit({ intent: "share" }, { method: "post", action: reactionsPath(recipeId) });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ReactionButton kind="like" recipeId={recipeId} signedIn={signedIn} path={path} active={liked} count={likes} />
      <ReactionButton kind="save" recipeId={recipeId} signedIn={signedIn} path={path} active={saved} count={saves} />
      <ShareButton
        target={{ title: name, text: description, url: path }}
        className={actionClasses}
        onShared={countShare}
      />
      {reportable ? (
        <ReportButton
          target="recipe"
          targetId={recipeId}
          signedIn={signedIn}
          returnTo={path}
          label="Report this recipe"
          className={actionClasses}
        />
      ) : null}
    </div>
  );
}

function ReactionButton({
  kind,
  recipeId,
  signedIn,
  path,
  active: loadedActive,
  count: loadedCount,
}: {
  kind: Kind;
  recipeId: string;
  signedIn: boolean;
  path: string;
  active: boolean;
  count: number;
}) {
  const { label, noun, off, icon: Icon, signIn } = KINDS[kind];
  const { pending, result, submit } = useReaction(recipeId, kind, path);

  // What the server last said (or the page loaded with); a press in flight shows as done.
  let active = loadedActive;
  let count = loadedCount;
  if (result && "liked" in result && kind === "like") [active, count] = [result.liked, result.likes_count];
  if (result && "saved" in result && kind === "save") [active, count] = [result.saved, result.saves_count];
  if (pending === kind || pending === off) {
    const next = pending === kind;
    if (next !== active) count = Math.max(0, count + (next ? 1 : -1));
    active = next;
  }
  const intent = active ? off : kind;

  if (!signedIn) {
    return (
      <button type="button" className={actionClasses} onClick={() => showSignInToast(signIn, path)}>
        <Icon className="size-4" aria-hidden />
        {label}
        <Count count={count} noun={noun} />
      </button>
    );
  }

  return (
    <form
      method="post"
      action={reactionsPath(recipeId)}
      onSubmit={(event) => {
        event.preventDefault();
        submit(intent);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" aria-pressed={active} className={`${actionClasses} ${active ? activeClasses : ""}`}>
        <Icon className={`size-4 ${active ? "fill-current" : ""}`} aria-hidden />
        {label}
        <Count count={count} noun={noun} active={active} />
      </button>
    </form>
  );
}

function Count({ count, noun, active = false }: { count: number; noun: string; active?: boolean }) {
  return (
    <span className={`tabular-nums ${active ? "" : "text-muted"}`}>
      {count}
      <span className="sr-only"> {noun}</span>
    </span>
  );
}
