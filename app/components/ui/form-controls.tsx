/** Labelled controls wired to Conform field metadata: label, hint, error and aria attributes together. */
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";

import { checkboxClass, choiceClass, controlClass, inputClass, labelClass } from "./control-classes";

export { checkboxClass, choiceClass, controlClass, inputClass, labelClass };

type Meta = FieldMetadata<unknown>;

export function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: string }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children}
      {required ? (
        <span className="text-danger" aria-hidden>
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldErrors({ meta }: { meta: Pick<Meta, "errorId" | "errors"> }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="mt-1 text-sm text-danger">
      {meta.errors.join(". ")}
    </p>
  );
}

export function Hint({ meta, children }: { meta: Pick<Meta, "descriptionId">; children: string }) {
  return (
    <p id={meta.descriptionId} className="mt-1 text-xs text-muted">
      {children}
    </p>
  );
}

type TextFieldProps = {
  meta: Meta;
  label: string;
  hint?: string;
  type?: "text" | "number";
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form" | "defaultValue">;

export function TextField({ meta, label, hint, type = "text", className, ...rest }: TextFieldProps) {
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={props.required}>
        {label}
      </Label>
      <input key={key} {...props} {...rest} className={inputClass} />
      {hint ? <Hint meta={meta}>{hint}</Hint> : null}
      <FieldErrors meta={meta} />
    </div>
  );
}

type TextAreaFieldProps = { meta: Meta; label: string; className?: string } & Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  "name" | "id" | "form" | "defaultValue"
>;

export function TextAreaField({ meta, label, className, rows = 4, ...rest }: TextAreaFieldProps) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <div className={className}>
      <Label htmlFor={meta.id} required={props.required}>
        {label}
      </Label>
      <textarea key={key} rows={rows} {...props} {...rest} className={`${controlClass} py-2.5 leading-relaxed`} />
      <FieldErrors meta={meta} />
    </div>
  );
}

/** Sets a form control's value from code and tells listeners (Conform, the draft) it changed. */
export function setControlValue(element: HTMLInputElement | HTMLSelectElement | null, value: string) {
  if (!element || element.value === value) return;
  element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}
