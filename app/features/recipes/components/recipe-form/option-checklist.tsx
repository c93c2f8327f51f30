/** An accessible multi-select: a fieldset of checkbox chips (categories, cocktail types). */
import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import { FieldErrors } from "~/components/ui/form-controls";

export type Option = { id: number; name: string };

export function OptionChecklist({
  meta,
  legend,
  options,
  emptyText,
}: {
  meta: FieldMetadata<(string | number)[] | undefined>;
  legend: string;
  options: Option[];
  emptyText: string;
}) {
  const names = new Map(options.map((o) => [String(o.id), o.name]));
  const boxes = getCollectionProps(meta as FieldMetadata<string[]>, {
    type: "checkbox",
    options: options.map((o) => String(o.id)),
  });
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted">{emptyText}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {boxes.map(({ key, ...props }) => (
            <label
              key={key}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-3.5 text-sm transition select-none hover:bg-surface-2 has-checked:border-accent has-checked:bg-accent-soft has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
            >
              <input {...props} className="size-4 accent-(--accent)" />
              {names.get(props.value)}
            </label>
          ))}
        </div>
      )}
      <FieldErrors meta={meta} />
    </fieldset>
  );
}
