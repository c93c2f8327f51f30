/** What a labelled control says under itself (its hint and its errors), and the ids that tie them to it. */
import { useId } from "react";

export function useFieldNotes(id: string | undefined, hint: string | undefined, errors: string[] | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, invalid, describedBy };
}

export function FieldNotes({
  hint,
  errors,
  hintId,
  errorId,
}: {
  hint?: string;
  errors?: string[];
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {errors.join(". ")}
        </p>
      ) : null}
    </>
  );
}
