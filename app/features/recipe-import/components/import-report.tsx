/** The answer to "Check": the detected format and the recipes found, or every problem, precisely. */
import { CircleAlert, CircleCheck, Info } from "~/components/ui/icons/icons";
import type { ImportActionData } from "../import-result";
import type { IngredientChoice } from "./change-match-dialog";
import { type ChoiceByName, IngredientMatches } from "./ingredient-matches";
import { ImportedBefore, LinkDraftCard } from "./link-import-parts";

const SHOWN_NAMES = 12;

export function ImportReport({
  result,
  stale,
  choices,
  onChoose,
}: {
  result: ImportActionData;
  stale: boolean;
  choices: ChoiceByName;
  onChoose: (written: string, choice: IngredientChoice | null) => void;
}) {
  if (result.ok && result.intent === "link-draft") return <LinkDraftCard result={result} />;
  if (result.ok) {
    const hidden = result.names.length - SHOWN_NAMES;
    return (
      <div className="rounded-xl border border-line bg-surface-2 p-4 sm:p-5">
        <p className="flex items-start gap-2 font-medium">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          <span>
            {result.link ? (
              <>
                Read from <strong>{result.link.site}</strong>.
              </>
            ) : (
              <>
                Detected format: <strong>{result.label}</strong>.
              </>
            )}{" "}
            {result.count} {result.count === 1 ? "recipe is" : "recipes are"} ready to upload.
          </span>
        </p>
        {result.link ? <ImportedBefore before={result.link.before} /> : null}
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-11 text-sm sm:grid-cols-2">
          {result.names.slice(0, SHOWN_NAMES).map((name, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the list never reorders.
            <li key={i}>{name}</li>
          ))}
        </ol>
        {hidden > 0 ? <p className="mt-1 pl-11 text-sm text-muted">and {hidden} more</p> : null}
        {result.notes.length ? (
          <ul aria-label="Notes" className="mt-3 space-y-1 text-sm">
            {result.notes.map((note, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notes have no identity of their own.
              <li key={i} className="flex items-start gap-2 break-words">
                <Info className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                <span>{note}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {stale ? null : <IngredientMatches rows={result.ingredients} choices={choices} onChoose={onChoose} />}
        <p className="mt-3 text-sm text-muted">
          {stale
            ? "You have changed the text since this check. Check again before uploading."
            : "They will be saved as private drafts in My Recipes. Nothing is written until you choose Upload Recipes."}
        </p>
      </div>
    );
  }

  const count = result.errors.length;
  return (
    <div className="rounded-xl border border-danger/40 bg-danger/5 p-4 sm:p-5">
      <p className="flex items-start gap-2 font-medium text-danger">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          {result.intent === "link" && !result.label ? (
            "We could not import that link."
          ) : (
            <>
              {result.label ? `${result.label}: ` : ""}
              {result.errors.some((e) => e.index !== null)
                ? `${count === 1 ? "1 problem" : `${count} problems`} to fix.`
                : "This upload cannot be read."}{" "}
              Nothing was uploaded.
            </>
          )}
        </span>
      </p>
      <ul className="mt-3 space-y-1.5 pl-7 text-sm">
        {result.errors.map((issue, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no identity of their own.
          <li key={i} className="break-words">
            {issue.index !== null ? <strong className="font-semibold">Recipe {issue.index + 1}</strong> : null}
            {issue.field ? (
              <>
                {issue.index !== null ? " · " : null}
                <code className="rounded bg-surface-2 px-1 py-0.5 font-mono text-[0.8125rem]">{issue.field}</code>
              </>
            ) : null}
            {issue.index !== null || issue.field ? ": " : null}
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
