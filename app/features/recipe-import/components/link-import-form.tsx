/**
 * "Import from a link" (issue 22): the address field and its Read recipe button, on the bulk upload
 * page (inside its form) and in the Create New Recipe dialog (its own small form posting to the bulk
 * upload page, which reads the page and shows its recipe in the same preview as any upload).
 */
import { useId } from "react";
import { Form } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/form-controls";
import { Link2 } from "~/components/ui/icons/icons";

export const BULK_UPLOAD_PATH = "/recipes/bulk-upload";

type FieldProps = {
  hint: string;
  labelClassName: string;
  /** Controlled by the bulk upload form, which shows a failed address again; free in the dialog. */
  value?: string;
  onChange?: (value: string) => void;
  busy?: boolean;
  disabled?: boolean;
};

/** Submits with intent "link" and the address as `link`, whichever form holds it. */
export function LinkAddressField({ hint, labelClassName, value, onChange, busy = false, disabled }: FieldProps) {
  const ids = { input: useId(), hint: useId() };
  return (
    <div className="space-y-2">
      <label htmlFor={ids.input} className={labelClassName}>
        Import from a link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={ids.input}
          name="link"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={value}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
          placeholder="https://example.com/negroni-recipe"
          aria-describedby={ids.hint}
          className={`${inputClass} min-w-0 sm:flex-1`}
        />
        <Button type="submit" name="intent" value="link" variant="secondary" disabled={disabled}>
          <BusyIcon busy={busy} icon={Link2} />
          {busy ? "Reading..." : "Read recipe"}
        </Button>
      </div>
      <p id={ids.hint} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}

/** The dialog's form: the bulk upload page answers it. */
export function LinkImportForm({ onSubmit }: { onSubmit?: () => void }) {
  return (
    <Form method="post" action={BULK_UPLOAD_PATH} onSubmit={onSubmit}>
      <input type="hidden" name="js" value="1" />
      <LinkAddressField
        labelClassName="block font-display text-lg font-semibold"
        hint="Paste a recipe page's address: we read the recipe and show it to you before anything is saved."
      />
    </Form>
  );
}
