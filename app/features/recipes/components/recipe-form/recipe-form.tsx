/**
 * The recipe form (part 1 §2, part 2 §2): four tabs, Conform for validation with the shared schema,
 * list intents that also work without JavaScript, and the local draft for new recipes (part 1 §4).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Tabs } from "radix-ui";
import { useEffect, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import { type FetcherWithComponents, useFetcher, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { History } from "~/components/ui/icons/icons";
import type { RecipeReference } from "~/features/discovery/variant-types";
import type { RecipeFormValues } from "~/features/recipes/recipe-schema";
import { AdditionalInfoTab } from "./additional-info-tab";
import { BasicInfoTab } from "./basic-info-tab";
import { IngredientsTab } from "./ingredients-tab";
import { InstructionsTab } from "./instructions-tab";
import type { Option } from "./option-checklist";
import { parseRecipeForm, type RecipeActionResult, recipeConstraint } from "./parse-recipe-form";
import { firstTabWithError, RECIPE_FORM_TABS, type RecipeFormTab, tabsWithErrors } from "./recipe-form-tabs";
import { asFormFields } from "./recipe-form-values";
import { TabPanels } from "./tab-panels";
import { useRecipeDraft } from "./use-recipe-draft";

export type RecipeFormProps = {
  mode: "create" | "edit";
  /** Where the form posts; the current route when left out. */
  action?: string;
  defaultValue: RecipeFormValues;
  categories: Option[];
  cocktailTypes: Option[];
  /** The route's action data, for a submission made before JavaScript loaded. */
  lastResult?: RecipeActionResult | null;
  /** "restore": keep and offer back a local draft; "keep": keep one but never restore it (template prefill). */
  draft: "restore" | "keep" | "off";
  returnTo?: string;
  /** Cancel inside a dialog closes it; on a page Cancel goes back one page. */
  onCancel?: () => void;
  /** The recipe this one varies, already chosen (an edit, a remix); the recipe being edited. */
  original?: RecipeReference | null;
  recipeId?: string;
};

export function RecipeForm(props: RecipeFormProps) {
  const fetcher = useFetcher<RecipeActionResult>();
  const draft = useRecipeDraft({ enabled: props.draft !== "off", restore: props.draft === "restore" });
  const lastResult = fetcher.data ?? props.lastResult ?? null;
  const restored = draft.restored as RecipeFormValues | null;
  // The same object on every render: Conform reads the default value as the form's starting point.
  const defaultValue = useMemo(() => asFormFields(restored ?? props.defaultValue), [restored, props.defaultValue]);
  return (
    <>
      {draft.restored ? (
        <div
          role="status"
          className="mb-5 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-accent-soft px-4 py-2.5 text-sm"
        >
          <span className="inline-flex items-center gap-2 font-medium">
            <History className="size-4 text-accent" aria-hidden />
            Draft restored
          </span>
          <Button variant="ghost" size="sm" onClick={draft.discard}>
            Discard draft
          </Button>
        </div>
      ) : null}
      <RecipeFormBody
        key={draft.version}
        {...props}
        defaultValue={defaultValue}
        lastResult={lastResult}
        fetcher={fetcher}
        formRef={draft.formRef}
        abandonDraft={draft.abandon}
      />
    </>
  );
}

type ErrorMap = Record<string, string[] | null | undefined>;

type BodyProps = RecipeFormProps & {
  fetcher: FetcherWithComponents<RecipeActionResult>;
  formRef: React.RefObject<HTMLFormElement | null>;
  abandonDraft: () => void;
};

function RecipeFormBody({ mode, action, defaultValue, categories, cocktailTypes, lastResult, ...rest }: BodyProps) {
  const { returnTo, onCancel, fetcher, formRef, abandonDraft, original, recipeId } = rest;
  const navigate = useNavigate();
  const [tab, setTab] = useState<RecipeFormTab>(() => firstTabWithError(lastResult?.error) ?? "basic");
  const focusInvalid = useRef(false);
  const busy = fetcher.state !== "idle";

  // Part 1 §8: an incomplete recipe is an error toast; the form opens the tab with the first problem.
  function reportErrors(errors: ErrorMap | null | undefined, formError: string | null | undefined) {
    if (formError) toast.error(formError, { id: "recipe-form-error" });
    const first = firstTabWithError(errors);
    if (first) setTab(first);
    focusInvalid.current = true;
  }

  const [form] = useForm({
    lastResult,
    defaultValue,
    constraint: recipeConstraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const { submission, formError } = parseRecipeForm(formData);
      // A list intent (add, remove, move) or a blur check is not a save attempt.
      if (!formData.has("__intent__") && submission.status === "error") reportErrors(submission.error, formError);
      return submission;
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: report each server reply once
  useEffect(() => {
    if (lastResult?.status === "error") reportErrors(lastResult.error, lastResult.formError);
  }, [lastResult]);

  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>(`[data-recipe-tabpanel="${tab}"] [aria-invalid="true"]`)?.focus();
  });

  function cancel() {
    if (onCancel) return onCancel();
    abandonDraft();
    // React Router numbers history entries; without an earlier one, "back" would leave the site.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate("/bar/recipes");
  }

  const errorTabs = tabsWithErrors(form.allErrors);
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} ref={formRef}>
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as RecipeFormTab)}>
        <Tabs.List
          aria-label="Recipe sections"
          data-recipe-tablist=""
          className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-surface-2 p-1 [scrollbar-width:none]"
        >
          {RECIPE_FORM_TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex h-10 shrink-0 grow items-center justify-center gap-1.5 rounded-full px-3 text-sm sm:px-4 font-medium whitespace-nowrap text-muted transition hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-line"
            >
              {label}
              {errorTabs.has(value) ? (
                <>
                  <span aria-hidden className="size-2 rounded-full bg-danger" />
                  <span className="sr-only"> (has errors)</span>
                </>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <TabPanels
          basic={<BasicInfoTab form={form} original={original ?? null} recipeId={recipeId} />}
          ingredients={<IngredientsTab form={form} />}
          instructions={<InstructionsTab form={form} />}
          additional={<AdditionalInfoTab form={form} categories={categories} cocktailTypes={cocktailTypes} />}
        />
      </Tabs.Root>
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : mode === "create" ? "Save Recipe" : "Update Recipe"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
