/** "N new posts": new posts wait here until the reader asks for them (issue 16 Live). */
import { ArrowUp } from "~/components/ui/icons/icons";

export function NewPostsBanner({ count, onReveal }: { count: number; onReveal: () => void }) {
  return (
    <div className="sticky top-20 z-20 flex justify-center" role="status">
      <button
        type="button"
        onClick={onReveal}
        className="inline-flex items-center gap-2 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink shadow-(--shadow-card) transition hover:bg-accent-strong"
      >
        <ArrowUp className="size-4" aria-hidden />
        {count === 1 ? "1 new post" : `${count} new posts`}
      </button>
    </div>
  );
}
