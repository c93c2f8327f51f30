/**
 * "Imported from Punch · by Robert Simonson": the attribution of a recipe brought in from a web page
 * (issue 22), on the recipe page and in the form of a draft started from a link. The link leaves the
 * site, so it is marked as such and passes no referrer or ranking.
 */
import { ExternalLink } from "~/components/ui/icons/icons";
import { type RecipeSourceFields, sourceSite } from "../recipe-source";

export function RecipeSourceLine({ source, className }: { source: RecipeSourceFields; className?: string }) {
  return (
    <p className={className ?? "text-sm text-muted"}>
      Imported from{" "}
      <a
        href={source.url}
        rel="nofollow noopener noreferrer ugc"
        target="_blank"
        className="inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
      >
        {sourceSite(source)}
        <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      {source.author ? <> · by {source.author}</> : null}
    </p>
  );
}
