/**
 * The parts of a preview read from a link (issue 22): "you imported this page before", and the draft an
 * Open Graph card gives when a page has no recipe data, continued in the recipe form.
 */
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { History, Info, PencilLine } from "~/components/ui/icons/icons";
import { RecipeSourceLine } from "~/features/recipes/components/recipe-source-line";
import type { LinkDraftResult, LinkSource } from "../import-result";
import { newRecipeFromLinkPath } from "../link-draft-path";

export function ImportedBefore({ before }: { before: LinkSource["before"] }) {
  if (before.length === 0) return null;
  return (
    <div className="mt-3 flex items-start gap-2 rounded-lg border border-line bg-surface p-3 text-sm">
      <History className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
      <p>
        You imported this page before:{" "}
        {before.map((recipe, i) => (
          <span key={recipe.href}>
            {i > 0 ? ", " : null}
            <Link to={recipe.href} className="font-medium text-accent underline-offset-4 hover:underline">
              open {recipe.name}
            </Link>
          </span>
        ))}
        . Uploading again makes another copy.
      </p>
    </div>
  );
}

export function LinkDraftCard({ result }: { result: LinkDraftResult }) {
  const { draft } = result;
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-4 sm:p-5">
      <p className="flex items-start gap-2 font-medium">
        <Info className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        <span>
          {result.link.site} does not publish this recipe's ingredients in a form we can read. We found its title
          {draft.description ? ", description" : ""}
          {draft.image ? " and photo" : ""}: start a draft from them and add the ingredients yourself.
        </span>
      </p>
      <ImportedBefore before={result.link.before} />
      <div className="mt-4 flex gap-4">
        {draft.image ? (
          <img
            src={draft.image.thumbnail_url}
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <p className="font-display text-lg font-semibold">{draft.name}</p>
          {draft.description ? <p className="mt-1 line-clamp-3 text-sm text-muted">{draft.description}</p> : null}
          <RecipeSourceLine source={draft.source} className="mt-2 text-sm text-muted" />
        </div>
      </div>
      <Link to={newRecipeFromLinkPath(draft)} className={buttonClasses({ className: "mt-4" })}>
        <PencilLine className="size-4" aria-hidden />
        Start a draft from this page
      </Link>
    </div>
  );
}
