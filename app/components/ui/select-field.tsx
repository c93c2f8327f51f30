/** A labelled native select with its hint and error, wired for screen readers. */
import { FieldNotes, useFieldNotes } from "./field-notes";

type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  errors?: string[];
};

export function SelectField({ label, options, hint, errors, id, className = "", ...select }: SelectFieldProps) {
  const { controlId: selectId, hintId, errorId, invalid, describedBy } = useFieldNotes(id, hint, errors);
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="block h-11 w-full rounded-xl border border-line bg-surface px-3.5 pr-8 text-ink focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} errors={errors} hintId={hintId} errorId={errorId} />
    </div>
  );
}
