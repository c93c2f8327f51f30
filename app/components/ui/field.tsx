/** A labelled input with its hint and error, wired for screen readers. */
import { FieldNotes, useFieldNotes } from "./field-notes";

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  errors?: string[];
  hint?: string;
};

export function Field({ label, errors, hint, id, className = "", ...input }: FieldProps) {
  const { controlId: inputId, hintId, errorId, invalid, describedBy } = useFieldNotes(id, hint, errors);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
        {input.required ? (
          <span className="text-danger" aria-hidden>
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="block h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
        {...input}
      />
      <FieldNotes hint={hint} errors={errors} hintId={hintId} errorId={errorId} />
    </div>
  );
}
