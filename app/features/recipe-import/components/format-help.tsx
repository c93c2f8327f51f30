/** The "Format" section: the published JSON Schema, a copyable example of our format, and the other formats we read. */

import toast from "react-hot-toast";
import { Button } from "~/components/ui/button";
import { ChevronDown, ClipboardCopy, ExternalLink } from "~/components/ui/icons/icons";
import { IMPORT_EXAMPLE, IMPORT_SCHEMA_PATH } from "../import-schema";

const EXAMPLE_TEXT = JSON.stringify(IMPORT_EXAMPLE, null, 2);

const FIELDS: [string, string][] = [
  ["name", "required"],
  [
    "ingredients",
    'required: name, and optional quantity, unit, optional, garnish, group (heading, default "Main Ingredients"), substitutes, note',
  ],
  ["description, recipe_yield, glass, method", "text"],
  ["prep_minutes, total_minutes", "whole minutes (default 5 and 7)"],
  ["cook_minutes", "whole minutes, optional"],
  ["difficulty", "beginner, intermediate, advanced or expert; without it, the rating decides"],
  ["video_url", "a YouTube or Vimeo address"],
  ["is_vegetarian, is_vegan, is_gluten_free", "true or false (default false)"],
  ["steps", 'a list of steps, in order: text, or { text, estimated_time ("30 seconds"), image_url }'],
  ["categories, cocktail_types", "names; unknown ones are created"],
  ["tags", 'a list or "comma, separated"'],
  ["images", "up to 4 × { url, caption }, http(s) only"],
  ["nutrition", "calories, fat_content, protein_content, sodium_content, sugar_content"],
];

async function copyExample() {
  try {
    await navigator.clipboard.writeText(EXAMPLE_TEXT);
    toast.success("Example copied to clipboard");
  } catch {
    toast.error("Could not copy; select the example and copy it instead");
  }
}

export function FormatHelp() {
  return (
    <details className="group rounded-(--radius-card) border border-line bg-surface shadow-(--shadow-card)">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-(--radius-card) px-5 py-4 font-display text-xl font-semibold [&::-webkit-details-marker]:hidden">
        Format
        <ChevronDown className="size-5 text-muted transition group-open:rotate-180" aria-hidden />
      </summary>
      <div className="space-y-4 border-t border-line px-5 py-4 text-sm">
        <p>
          Our format is a JSON array of recipes with the fields of the recipe form. It is described by a JSON Schema at{" "}
          <a
            href={IMPORT_SCHEMA_PATH}
            className="inline-flex items-center gap-1 break-all font-medium text-accent underline underline-offset-4"
          >
            {IMPORT_SCHEMA_PATH}
            <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          </a>
          , and it is what Export my recipes gives you.
        </p>
        <dl className="grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr]">
          {FIELDS.map(([field, meaning]) => (
            <div key={field} className="contents">
              <dt className="font-mono text-[0.8125rem] text-ink">{field}</dt>
              <dd className="text-muted">{meaning}</dd>
            </div>
          ))}
        </dl>
        <div>
          <div className="mb-2 flex items-center justify-between gap-3">
            <h3 className="text-base font-semibold">Example</h3>
            <Button variant="secondary" size="sm" onClick={copyExample}>
              <ClipboardCopy className="size-4" aria-hidden />
              Copy example
            </Button>
          </div>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            aria-label="Example in our format"
            className="max-h-96 overflow-auto rounded-xl bg-surface-2 p-4"
          >
            <pre className="font-mono text-[0.8125rem] leading-relaxed">
              <code>{EXAMPLE_TEXT}</code>
            </pre>
          </section>
        </div>
        <div>
          <h3 className="mb-1.5 text-base font-semibold">Also accepted</h3>
          <ul className="list-disc space-y-1 pl-5 text-muted">
            <li>
              <strong className="text-ink">Schema.org Recipe (JSON-LD)</strong> as recipe sites publish it: one object,
              a list, or an <code className="font-mono">@graph</code>. Ingredient lines such as “1 1/2 oz lime juice”
              are read into quantity, unit and ingredient.
            </li>
            <li>
              <strong className="text-ink">Bar Assistant cocktails</strong> (its cocktail JSON schema, Draft 04). The
              garnish becomes a garnish ingredient.
            </li>
            <li>
              <strong className="text-ink">TheCocktailDB drinks</strong>, including the API's{" "}
              <code className="font-mono">{'{ "drinks": [...] }'}</code>. Measures it cannot read are kept as notes.
            </li>
          </ul>
        </div>
      </div>
    </details>
  );
}
