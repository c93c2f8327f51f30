/**
 * The labelled search field with the magnifier inside its start (/search, /collections, /recipes, My recipes),
 * and the GET form with a "Search" button that /search and /collections put around it. The native clear
 * button of `type="search"` stays the browser's.
 */

import type { ComponentProps } from "react";
import { Form } from "react-router";
import { Search } from "~/components/ui/icons/icons";
import { buttonClasses } from "./button";

/** The page-level field: rounded, 44 px tall (a thumb's reach), room on the left for the icon. */
export const SEARCH_INPUT_CLASSES =
  "h-11 w-full rounded-full border border-line bg-surface pl-10 pr-4 text-sm text-ink placeholder:text-muted focus-visible:border-accent";

export type SearchFieldProps = Omit<ComponentProps<"input">, "id" | "type" | "className"> & {
  id: string;
  label: string;
  /** Visually hidden unless given (My recipes shows its label above the field). */
  labelClassName?: string;
  /** Added to the positioned wrapper of icon and field. */
  className?: string;
  /** Replaces SEARCH_INPUT_CLASSES (keep `pl-10`: the icon sits there). */
  inputClassName?: string;
};

export function SearchField({
  id,
  label,
  labelClassName = "sr-only",
  className,
  inputClassName = SEARCH_INPUT_CLASSES,
  ...input
}: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className={className ? `relative ${className}` : "relative"}>
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input id={id} type="search" className={inputClassName} {...input} />
      </div>
    </>
  );
}

/** A plain GET form (works without JavaScript): the field and a "Search" button beside it. `className` places it. */
export function SearchForm({
  action,
  className,
  "aria-label": ariaLabel,
  ...field
}: Omit<SearchFieldProps, "className"> & { action: string; className: string; "aria-label"?: string }) {
  return (
    <Form method="get" action={action} role="search" aria-label={ariaLabel} className={`flex gap-2 ${className}`}>
      {/* Keyed by the query shown, so a new search (or "Clear search") resets the uncontrolled field. */}
      <SearchField key={String(field.defaultValue ?? "")} className="flex-1" {...field} />
      <button type="submit" className={buttonClasses({ variant: "secondary" })}>
        Search
      </button>
    </Form>
  );
}
