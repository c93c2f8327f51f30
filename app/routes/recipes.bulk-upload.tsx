/**
 * Part 1 §2 Bulk Recipe Upload (/recipes/bulk-upload): paste JSON, choose a file or import from a
 * link; Check shows the detected format and recipes (or precise errors), Upload Recipes writes them as
 * private drafts in one transaction and goes to /bar/recipes. Signed-in members only.
 */

import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { Download, FileStack } from "~/components/ui/icons/icons";
import { requireViewer } from "~/features/auth/session.server";
import { bulkUploadAction } from "~/features/recipe-import/bulk-upload-action.server";
import { BulkUploadForm } from "~/features/recipe-import/components/bulk-upload-form";
import { FormatHelp } from "~/features/recipe-import/components/format-help";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import type { Route } from "./+types/recipes.bulk-upload";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Bulk Recipe Upload"),
    description:
      "Import cocktail recipes from a link, or many at once from JSON: Muddle exports, schema.org recipes, Bar Assistant or TheCocktailDB.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  return bulkUploadAction(viewer, request);
}

export default function BulkUploadPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <Breadcrumb
        items={[{ label: "Home", to: "/" }, { label: "Recipes", to: "/recipes" }, { label: "Bulk Upload" }]}
      />
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">Bulk Recipe Upload</h1>
        <p className="mt-2 text-muted">
          Bring recipes in from a link to a recipe page, or many at once: a Muddle export, a cocktail site's recipe
          data, Bar Assistant or TheCocktailDB. We show you what we found, and save them as private drafts in My
          Recipes.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          aria-label="Upload recipes"
          className="min-w-0 rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) sm:p-6"
        >
          <BulkUploadForm result={actionData} />
        </section>

        <aside className="space-y-6">
          <div className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card)">
            <FileStack className="size-6 text-accent" aria-hidden />
            <h2 className="mt-3 text-xl font-semibold">Export my recipes</h2>
            <p className="mt-1 text-sm text-muted">
              All your recipes, drafts included, as a JSON file you can upload here or on another Muddle.
            </p>
            <a
              href="/api/site/recipes/export"
              download="muddle-recipes.json"
              className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-4" })}
            >
              <Download className="size-4" aria-hidden />
              Export my recipes
            </a>
            <p className="mt-4 text-sm text-muted">For another app:</p>
            <ul className="mt-1 space-y-1 text-sm">
              <li>
                <a
                  href="/api/site/recipes/export?format=schema-org"
                  download="muddle-recipes.jsonld"
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  Schema.org Recipe (JSON-LD)
                </a>
              </li>
              <li>
                <a
                  href="/api/site/recipes/export?format=bar-assistant"
                  download="muddle-bar-assistant.json"
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  Bar Assistant cocktails
                </a>
              </li>
            </ul>
          </div>
        </aside>

        <div className="min-w-0 lg:col-span-2">
          <FormatHelp />
        </div>
      </div>
    </div>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
