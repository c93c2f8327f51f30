/** The form controls' classes, without the form library: for light pages (the home page's taste quiz). */
export const controlClass =
  "block w-full rounded-xl border border-line bg-surface px-3.5 text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger";
export const inputClass = `${controlClass} h-11`;
export const labelClass = "mb-1.5 block text-sm font-medium";
export const checkboxClass = "size-4 shrink-0 rounded border-line accent-(--accent)";
/** A radio or checkbox with its words as one bordered, finger-sized choice, marked when checked. */
export const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft";
