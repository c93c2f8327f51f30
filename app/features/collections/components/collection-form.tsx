/**
 * The collection form (part 2 §2 "Create collection", §5; issue 15's real edit page): name,
 * description, optional image, who can see it and, on the standalone /collections/new, the terms.
 * Conform checks it with the shared schema in the browser as the server does; it is an ordinary
 * multipart post, so it works before JavaScript loads. A refused save keeps what was typed.
 */
import {
  type FieldMetadata,
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { checkboxClass, controlClass, FieldErrors, Hint, Label, TextField } from "~/components/ui/form-controls";
import { VISIBILITY_LABELS, type Visibility } from "~/features/privacy/visibility";
import { formatCount } from "~/lib/format";
import { COLLECTION_TEXT_LIMITS } from "~/lib/limits";
import { CollectionDetails, StandaloneCollectionDetails } from "../collection-schema";
import { CollectionImageField } from "./collection-image-field";
import { COLLECTION_VISIBILITY_HINTS, VISIBILITY_ICONS } from "./collection-visibility-icon";

/** What the create and edit actions answer when they do not redirect. */
export type CollectionFormResult = SubmissionResult<string[]> & { formError?: string | null };

export type CollectionFormValues = { name: string; description: string; visibility: Visibility };
/** What either schema yields (the standalone form adds the terms). */
type FormShape = { name: string; description?: string; visibility: Visibility; terms?: "on" };

type Props = {
  mode: "create" | "edit";
  /** The standalone /collections/new also asks for the terms (part 2 §5). */
  standalone?: boolean;
  defaultValue: CollectionFormValues;
  /** The stored image when editing. */
  currentImage?: string | null;
  lastResult: CollectionFormResult | null | undefined;
  /** Where Cancel goes. */
  cancelTo: string;
};

// Widest audience first, as a person reads the choice.
const AUDIENCES = ["public", "followers", "private"] as const satisfies readonly Visibility[];

const constraints = {
  page: getZodConstraint(CollectionDetails),
  standalone: getZodConstraint(StandaloneCollectionDetails),
};

export function CollectionForm({ mode, standalone = false, defaultValue, currentImage = null, ...rest }: Props) {
  const { lastResult, cancelTo } = rest;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const schema = standalone ? StandaloneCollectionDetails : CollectionDetails;

  const [form, fields] = useForm<FormShape>({
    id: `collection-${mode}`,
    lastResult,
    defaultValue,
    constraint: standalone ? constraints.standalone : constraints.page,
    // Checked on save, then as the member corrects.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema });
      // Part 2 §8: the refusal is also an error toast ("Please enter a collection name").
      if (submission.status === "error") {
        const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
        if (first) toast.error(first, { id: "collection-form-error" });
      }
      return submission;
    },
  });

  // The server's refusal (an image that is not one, a failed save) is an error toast too, once per answer.
  useEffect(() => {
    if (lastResult?.formError) toast.error(lastResult.formError, { id: "collection-form-error" });
  }, [lastResult]);

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <TextField meta={fields.name} label="Name" placeholder="e.g. Summer Spritzes" autoComplete="off" />
      <DescriptionField meta={fields.description} />
      <CollectionImageField currentUrl={currentImage} result={lastResult} />
      <VisibilityChoice meta={fields.visibility} />
      {standalone ? <TermsField meta={fields.terms} /> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : mode === "create" ? "Create Collection" : "Save Changes"}
        </Button>
      </div>
    </Form>
  );
}

function DescriptionField({ meta }: { meta: FieldMetadata<string> }) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId });
  return (
    <div>
      <Label htmlFor={meta.id}>Description</Label>
      <textarea
        key={key}
        {...props}
        rows={4}
        placeholder="What ties these drinks together?"
        className={`${controlClass} py-2.5 leading-relaxed`}
      />
      <Hint meta={meta}>{`Optional, up to ${formatCount(COLLECTION_TEXT_LIMITS.description)} characters.`}</Hint>
      <FieldErrors meta={meta} />
    </div>
  );
}

/** The spec's "public checkbox" as our three audiences; the member's privacy default is chosen first. */
function VisibilityChoice({ meta }: { meta: FieldMetadata<Visibility> }) {
  const options = getCollectionProps(meta, { type: "radio", options: [...AUDIENCES] });
  return (
    <fieldset className="min-w-0" aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Who can see this collection</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map(({ key, ...props }) => {
          const value = props.value as Visibility;
          const Icon = VISIBILITY_ICONS[value];
          return (
            <label
              key={key}
              htmlFor={props.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-3 transition hover:border-accent/60 has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:ring-2 has-focus-visible:ring-accent/40"
            >
              <input {...props} className={`${checkboxClass} mt-0.5`} />
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 text-sm font-semibold">
                  <Icon className="size-4 text-accent" aria-hidden />
                  {VISIBILITY_LABELS[value]}
                </span>
                <span className="block text-xs text-muted">{COLLECTION_VISIBILITY_HINTS[value]}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldErrors meta={meta} />
    </fieldset>
  );
}

function TermsField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input key={key} {...props} className={`${checkboxClass} mt-0.5`} />
        <label htmlFor={meta.id} className="text-sm">
          I agree to the{" "}
          <Link to="/terms-of-service" target="_blank" rel="noreferrer" className="font-medium text-accent underline">
            Terms of Service
          </Link>
        </label>
      </div>
      <FieldErrors meta={meta} />
    </div>
  );
}
