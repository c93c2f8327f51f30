/**
 * Part 1 §2 "Create New Recipe": choose a template or start from scratch, then the four-tab form; or
 * import from a link (issue 22), which continues on the bulk upload page's preview.
 * The dialog opens on the choose step every time; a save lands on /bar/recipes/{new id}.
 */

import { Dialog } from "radix-ui";
import { isValidElement, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import {
  ArrowLeft,
  Citrus,
  GlassWater,
  type IconComponent,
  LoaderCircle,
  PencilLine,
  Wine,
  X,
} from "~/components/ui/icons/icons";
import { LinkImportForm } from "~/features/recipe-import/components/link-import-form";
import { RECIPE_TEMPLATES, type RecipeTemplate } from "~/features/recipes/recipe-templates";
import type { Option } from "./recipe-form/option-checklist";
import { RecipeForm } from "./recipe-form/recipe-form";
import { emptyRecipe } from "./recipe-form/recipe-form-values";

const NEW_RECIPE_PATH = "/bar/recipes/new";
const ICONS: Record<string, IconComponent> = { "classic-mojito": GlassWater, "old-fashioned": Wine, margarita: Citrus };

/** The choose step's answer: a template, or null for a blank recipe. */
type Choice = { template: RecipeTemplate | null };

export function CreateRecipeDialog({ trigger }: { trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Choice | null>(null);
  // Categories and cocktail types come from the new-recipe page's loader, fetched when the dialog opens.
  const taxonomy = useFetcher<{ categories: Option[]; cocktailTypes: Option[] }>();
  const bodyRef = useRef<HTMLDivElement>(null);
  const loaded = Boolean(taxonomy.data);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setChoice(null);
    if (!taxonomy.data && taxonomy.state === "idle") taxonomy.load(NEW_RECIPE_PATH);
  }

  // Moving between steps replaces what had focus: put it on the first control of the new step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step (or the form) appears
  useEffect(() => {
    if (!open) return;
    const selector = choice ? 'input[name="name"]' : "[data-template-choice]";
    bodyRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [choice, loaded]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {isValidElement(trigger) ? (
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      ) : (
        <Dialog.Trigger className={buttonClasses()}>{trigger}</Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onEscapeKeyDown={(event) => {
            // Escape in an open suggestion list closes the list, not the dialog.
            const target = event.target as HTMLElement | null;
            if (target?.getAttribute("role") === "combobox" && target.getAttribute("aria-expanded") === "true") {
              event.preventDefault();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col bg-surface text-ink shadow-(--shadow-card) sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[min(48rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-(--radius-card) sm:border sm:border-line"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-4 py-3 sm:px-6 sm:py-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-2xl font-semibold">Create New Recipe</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-muted">
                {choice
                  ? choice.template
                    ? `Starting from the ${choice.template.label} template.`
                    : "Starting from scratch."
                  : "Start from a classic template, from scratch, or from a recipe page's link."}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-surface-2"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">
            {choice === null ? (
              <>
                <TemplateChoices onChoose={setChoice} />
                <div className="mt-6 border-t border-line pt-5">
                  <LinkImportForm onSubmit={() => setOpen(false)} />
                </div>
              </>
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => setChoice(null)}
                  className="mb-4 inline-flex min-h-9 items-center gap-1.5 text-sm font-medium text-accent hover:underline"
                >
                  <ArrowLeft className="size-4" aria-hidden />
                  Choose another template
                </button>
                {taxonomy.data ? (
                  <RecipeForm
                    key={choice.template?.key ?? "scratch"}
                    mode="create"
                    action={NEW_RECIPE_PATH}
                    defaultValue={choice.template ? choice.template.values : emptyRecipe()}
                    categories={taxonomy.data.categories}
                    cocktailTypes={taxonomy.data.cocktailTypes}
                    draft={choice.template ? "keep" : "restore"}
                    onCancel={() => setOpen(false)}
                  />
                ) : (
                  <p role="status" className="flex items-center gap-2 py-10 text-muted">
                    <LoaderCircle className="size-5 animate-spin" aria-hidden />
                    Loading the recipe form…
                  </p>
                )}
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TemplateChoices({ onChoose }: { onChoose: (choice: Choice) => void }) {
  const choices = [
    ...RECIPE_TEMPLATES.map((template) => ({
      key: template.key,
      label: template.label,
      blurb: template.blurb,
      Icon: ICONS[template.key] ?? GlassWater,
      template,
    })),
    {
      key: "scratch",
      label: "Start from Scratch",
      blurb: "A blank recipe: your drink, your way",
      Icon: PencilLine,
      template: null,
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Recipe templates">
      {choices.map(({ key, label, blurb, Icon, template }) => (
        <li key={key}>
          <button
            type="button"
            data-template-choice=""
            onClick={() => onChoose({ template })}
            className="flex h-full w-full items-center gap-4 rounded-xl border border-line bg-canvas p-4 text-left transition hover:border-accent hover:bg-accent-soft/60"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Icon className="size-6" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block font-display text-lg font-semibold">{label}</span>
              <span className="block text-sm text-muted">{blurb}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
