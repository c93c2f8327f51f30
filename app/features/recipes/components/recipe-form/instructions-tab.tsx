/**
 * Instructions tab: numbered steps with Remove Step, move up/down and Add Step (part 2 §2); each step
 * may carry an estimated time and a photo (part 1 §3).
 */
import { type FieldMetadata, type FormMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { buttonClasses } from "~/components/ui/button";
import { controlClass, FieldErrors, inputClass } from "~/components/ui/form-controls";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "~/components/ui/icons/icons";
import type { RecipeFormValues } from "~/features/recipes/recipe-schema";
import { RECIPE_LIST_LIMITS } from "~/lib/limits";
import { StepPhotoField } from "./step-photo-field";

type StepFields = { text?: string; estimated_time?: string; image_url?: string };

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-ink disabled:pointer-events-none disabled:opacity-40";

export function InstructionsTab({ form }: { form: FormMetadata<RecipeFormValues> }) {
  const list = form.getFieldset().steps;
  const steps = list.getFieldList();
  return (
    <div className="space-y-3">
      <ol className="space-y-4">
        {steps.map((step, index) => {
          // Each row is an object (asFormFields turns older plain-text steps into one).
          const fields = (step as FieldMetadata<StepFields, RecipeFormValues>).getFieldset();
          const { key, ...props } = getTextareaProps(fields.text);
          const { key: timeKey, ...timeProps } = getInputProps(fields.estimated_time, { type: "text" });
          const number = index + 1;
          return (
            <li key={step.key} className="flex gap-3">
              <span
                aria-hidden
                className="mt-7 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
              >
                {number}
              </span>
              <div className="min-w-0 flex-1">
                <label htmlFor={fields.text.id} className="mb-1.5 block text-sm font-medium">
                  Step {number}
                </label>
                <textarea
                  key={key}
                  {...props}
                  rows={3}
                  placeholder={number === 1 ? "e.g., Add all ingredients to a shaker with ice." : undefined}
                  className={`${controlClass} py-2.5 leading-relaxed`}
                />
                <FieldErrors meta={fields.text} />
                <FieldErrors meta={step} />
                <div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-3">
                  <div className="w-full sm:w-48">
                    <label htmlFor={fields.estimated_time.id} className="mb-1.5 block text-sm font-medium">
                      Estimated time<span className="sr-only"> for step {number}</span>
                    </label>
                    <input
                      key={timeKey}
                      {...timeProps}
                      autoComplete="off"
                      maxLength={40}
                      placeholder="e.g., 30 seconds"
                      className={inputClass}
                    />
                    <FieldErrors meta={fields.estimated_time} />
                  </div>
                  <div className="sm:pt-7">
                    <StepPhotoField
                      key={`${step.key}-photo`}
                      name={fields.image_url.name}
                      defaultValue={
                        typeof fields.image_url.initialValue === "string" ? fields.image_url.initialValue : undefined
                      }
                      number={number}
                    />
                    <FieldErrors meta={fields.image_url} />
                  </div>
                </div>
                <div className="mt-1.5 flex items-center gap-1">
                  <button
                    type="submit"
                    {...form.reorder.getButtonProps({ name: list.name, from: index, to: index - 1 })}
                    disabled={index === 0}
                    aria-label={`Move step ${number} up`}
                    className={iconButton}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </button>
                  <button
                    type="submit"
                    {...form.reorder.getButtonProps({ name: list.name, from: index, to: index + 1 })}
                    disabled={index === steps.length - 1}
                    aria-label={`Move step ${number} down`}
                    className={iconButton}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </button>
                  <button
                    type="submit"
                    {...form.remove.getButtonProps({ name: list.name, index })}
                    aria-label={`Remove step ${number}`}
                    className="ml-auto inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted hover:bg-surface-2 hover:text-danger"
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Remove Step
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {steps.length === 0 ? <p className="text-sm text-muted">No steps yet.</p> : null}
      <FieldErrors meta={list} />
      {steps.length >= RECIPE_LIST_LIMITS.steps ? (
        <p className="text-sm text-muted">A recipe can have up to {RECIPE_LIST_LIMITS.steps} steps.</p>
      ) : null}
      <button
        type="submit"
        {...form.insert.getButtonProps({ name: list.name, defaultValue: { text: "" } })}
        disabled={steps.length >= RECIPE_LIST_LIMITS.steps}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
      >
        <Plus className="size-4" aria-hidden />
        Add Step
      </button>
    </div>
  );
}
