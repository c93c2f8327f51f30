/** Basic Info tab: name, photos, description, times and yield (part 2 §2), and how the drink is mixed. */
import { type FieldMetadata, type FormMetadata, getSelectProps } from "@conform-to/react";
import { FieldErrors, Hint, inputClass, Label, TextAreaField, TextField } from "~/components/ui/form-controls";
import { VariantOfField } from "~/features/discovery/components/variant-of-field";
import type { RecipeReference } from "~/features/discovery/variant-types";
import { RecipePhotosField } from "~/features/recipes/components/recipe-photos-field";
import { RecipeSourceLine } from "~/features/recipes/components/recipe-source-line";
import type { RecipeFormValues } from "~/features/recipes/recipe-schema";
import { RECIPE_METHODS, type RecipeMethod } from "~/lib/constants";

const METHOD_LABELS: Record<RecipeMethod, string> = {
  shaken: "Shaken",
  stirred: "Stirred",
  built: "Built",
  thrown: "Thrown",
  blended: "Blended",
};

type Photo = { url: string; thumbnail_url?: string; caption?: string };

/** The photos Conform holds for the form (strings from a draft or a server reply), as the photo field takes them. */
function photosFrom(value: unknown): Photo[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const photo = item as Record<string, unknown> | null;
    if (!photo || typeof photo.url !== "string" || !photo.url) return [];
    return [
      {
        url: photo.url,
        thumbnail_url: typeof photo.thumbnail_url === "string" && photo.thumbnail_url ? photo.thumbnail_url : undefined,
        caption: typeof photo.caption === "string" && photo.caption ? photo.caption : undefined,
      },
    ];
  });
}

export function BasicInfoTab({
  form,
  original,
  recipeId,
}: {
  form: FormMetadata<RecipeFormValues>;
  original: RecipeReference | null;
  recipeId?: string;
}) {
  const fields = form.getFieldset();
  const variantOf = fields.variant_of;
  return (
    <div className="space-y-5">
      <TextField meta={fields.name} label="Recipe Name" placeholder="e.g., Classic Daiquiri" />
      <SourceFields value={fields.source.initialValue} />
      <VariantOfField
        name={variantOf.name}
        id={variantOf.id}
        errorId={variantOf.errorId}
        errors={variantOf.errors}
        defaultOriginal={original}
        recipeId={recipeId}
      />
      <div>
        <RecipePhotosField
          key={fields.images.key}
          name={fields.images.name}
          defaultValue={photosFrom(fields.images.initialValue)}
        />
        <PhotoErrors meta={fields.images} />
      </div>
      <TextAreaField
        meta={fields.description}
        label="Description"
        rows={4}
        placeholder="What makes this drink worth making?"
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField meta={fields.prep_minutes} label="Prep Time (min)" type="number" inputMode="numeric" />
        <TextField
          meta={fields.cook_minutes}
          label="Cook Time (min)"
          type="number"
          inputMode="numeric"
          placeholder="Optional"
        />
        <TextField meta={fields.total_minutes} label="Total Time (min)" type="number" inputMode="numeric" />
        <TextField meta={fields.recipe_yield} label="Yield" hint="e.g., 1 serving" placeholder="1 serving" />
      </div>
      <MethodField meta={fields.method} />
    </div>
  );
}

/**
 * A draft started from a link (issue 22) keeps the page it came from: sent back as hidden fields and
 * shown as the attribution the recipe page will carry. A new blank recipe has none.
 */
function SourceFields({ value }: { value: unknown }) {
  const source = value as Record<string, unknown> | null | undefined;
  if (!source || typeof source.url !== "string" || !source.url) return null;
  const text = (key: string) => (typeof source[key] === "string" && source[key] ? (source[key] as string) : null);
  return (
    <div>
      <input type="hidden" name="source.url" value={source.url} />
      {text("name") ? <input type="hidden" name="source.name" value={text("name") ?? ""} /> : null}
      {text("author") ? <input type="hidden" name="source.author" value={text("author") ?? ""} /> : null}
      <RecipeSourceLine source={{ url: source.url, name: text("name"), author: text("author") }} />
    </div>
  );
}

/** The method sets the dilution in the strength estimate (docs/bar-matching.md#abv). */
function MethodField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: meta.descriptionId });
  const current = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const imported = current && !(RECIPE_METHODS as readonly string[]).includes(current) ? current : null;
  return (
    <div className="sm:max-w-xs">
      <Label htmlFor={meta.id}>Method</Label>
      <select key={key} {...props} className={`${inputClass} pr-8`}>
        <option value="">Not set</option>
        {RECIPE_METHODS.map((method) => (
          <option key={method} value={method}>
            {METHOD_LABELS[method]}
          </option>
        ))}
        {imported ? <option value={imported}>{imported} (as imported)</option> : null}
      </select>
      <Hint meta={meta}>Used to estimate strength (ABV) after dilution</Hint>
      <FieldErrors meta={meta} />
    </div>
  );
}

/** Photo errors (a bad address, a photo that is not the author's) have no visible input to sit beside. */
function PhotoErrors({ meta }: { meta: { allErrors: Record<string, string[]>; errorId: string } }) {
  const messages = [...new Set(Object.values(meta.allErrors).flat())];
  if (!messages.length) return null;
  return (
    <p id={meta.errorId} role="alert" className="mt-2 text-sm text-danger">
      {messages.join(". ")}
    </p>
  );
}
