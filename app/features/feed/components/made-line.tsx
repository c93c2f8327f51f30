/** "Ben made a Last Word": the line an "I made this" post opens with (issue 23). */
import { Link } from "react-router";
import { Martini } from "~/components/ui/icons/icons";
import type { FeedPost } from "../feed-types";

/** "a Last Word", "an Aviation". */
function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;
}

export function MadeLine({ made, name }: { made: NonNullable<FeedPost["made"]>; name: string }) {
  return (
    <p className="mt-3 flex items-center gap-2 text-base">
      <Martini className="size-5 shrink-0 text-accent" aria-hidden />
      <span>
        {name} made{" "}
        {made.recipe ? (
          <Link
            to={made.recipe.url}
            className="font-semibold underline decoration-line underline-offset-4 hover:decoration-accent"
          >
            {withArticle(made.recipe.name)}
          </Link>
        ) : (
          "a drink"
        )}
      </span>
    </p>
  );
}
