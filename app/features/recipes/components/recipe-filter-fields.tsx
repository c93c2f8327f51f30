/** Labelled controls of the /recipes filter panel. */
import type { ReactNode } from "react";

export const FILTER_CONTROL =
  "h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-ink focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 disabled:opacity-60";

export function SelectField({
  label,
  name,
  defaultValue,
  onChange,
  error,
  children,
}: {
  label: string;
  name: string;
  defaultValue: string;
  onChange: () => void;
  /** Part 1 §8: "Failed to load categories" / "Failed to load cocktail types". */
  error?: string;
  children: ReactNode;
}) {
  const id = `recipe-filter-${name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange}
        aria-describedby={error ? `${id}-error` : undefined}
        className={FILTER_CONTROL}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
