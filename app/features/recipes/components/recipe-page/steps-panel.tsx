/**
 * Part 1 §2 Steps tab: tick steps off ("X of N steps completed", struck through), titled by keyword;
 * each step shows its estimated time and photo when it has them (part 1 §3).
 */

import { useState } from "react";
import { Check, Clock } from "~/components/ui/icons/icons";
import { stepTitle } from "../../recipe-math";
import type { RecipeDetail } from "../../recipe-types";

export function StepsPanel({ steps }: { steps: RecipeDetail["steps"] }) {
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set());
  const completed = steps.filter((step) => done.has(step.step_number)).length;

  function toggle(stepNumber: number) {
    setDone((previous) => {
      const next = new Set(previous);
      if (next.has(stepNumber)) next.delete(stepNumber);
      else next.add(stepNumber);
      return next;
    });
  }

  if (!steps.length) return <p className="text-muted">No steps yet.</p>;

  return (
    <div>
      <p className="text-sm font-medium text-muted" aria-live="polite">
        {completed} of {steps.length} steps completed
      </p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300"
          style={{ width: `${(completed / steps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-5 space-y-3">
        {steps.map((step, i) => {
          const checked = done.has(step.step_number);
          const id = `step-${step.step_number}`;
          return (
            <li key={step.step_number} id={id}>
              <label
                className={`flex cursor-pointer gap-4 rounded-xl border p-4 transition ${
                  checked ? "border-line bg-surface-2" : "border-line bg-surface hover:border-accent/50"
                }`}
              >
                <input
                  type="checkbox"
                  className="peer sr-only"
                  checked={checked}
                  onChange={() => toggle(step.step_number)}
                />
                <span
                  aria-hidden
                  className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${
                    checked ? "border-accent bg-accent text-accent-ink" : "border-line text-muted"
                  }`}
                >
                  {checked ? <Check className="size-4" /> : i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-display text-lg font-semibold">
                    <span className="sr-only">Step {i + 1}: </span>
                    {stepTitle(step.step_description)}
                  </span>
                  <span className={`mt-1 block leading-relaxed ${checked ? "text-muted line-through" : ""}`}>
                    {step.step_description}
                  </span>
                  {step.estimated_time ? (
                    <span className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted">
                      <Clock className="size-4" aria-hidden />
                      <span className="sr-only">Estimated time: </span>
                      {step.estimated_time}
                    </span>
                  ) : null}
                  {step.step_image_url ? (
                    <img
                      src={step.step_image_url}
                      alt={`Step ${i + 1}`}
                      loading="lazy"
                      decoding="async"
                      className="mt-3 block aspect-[4/3] w-full max-w-xs rounded-lg border border-line object-cover"
                    />
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
