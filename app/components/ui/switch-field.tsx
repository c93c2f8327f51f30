/**
 * An on/off setting: a native checkbox with the switch role, drawn as a switch. Native, so it posts
 * with its form ("on" when set) and works before JavaScript arrives; the label and hint describe it.
 */
import { useId } from "react";

type SwitchFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "role"> & {
  label: string;
  hint?: string;
};

export function SwitchField({ label, hint, id, className = "", ...input }: SwitchFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <span className="min-w-0">
        <label htmlFor={inputId} className="block font-medium">
          {label}
        </label>
        {hint ? (
          <span id={hintId} className="block text-sm text-muted">
            {hint}
          </span>
        ) : null}
      </span>
      <input
        id={inputId}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox's checked state is its aria-checked (ARIA in HTML forbids restating it).
        role="switch"
        aria-describedby={hint ? hintId : undefined}
        className="relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border border-line bg-surface-2 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:border-accent checked:bg-accent checked:before:translate-x-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
        {...input}
      />
    </div>
  );
}
