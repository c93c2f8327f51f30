/**
 * Part 1 §2 Bulk Recipe Upload (/recipes/bulk-upload): paste JSON or choose a file, Check shows the
 * detected format and recipes (or precise errors), Upload Recipes writes them as private drafts in
 * one transaction and goes to /bar/recipes. Signed-in members only.
 */

import { data, redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { Download, FileStack } from "~/components/ui/icons/icons";
import { requireViewer } from "~/features/auth/session.server";
import { BulkUploadForm } from "~/features/recipe-import/components/bulk-upload-form";
import { FormatHelp } from "~/features/recipe-import/components/format-help";
import { importRecipes } from "~/features/recipe-import/import-recipes.server";
import { readImportRequest } from "~/features/recipe-import/import-request.server";
import {
  type ImportFailure,
  type ImportPreview,
  summariseIssues,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_SUCCESS_MESSAGE,
} from "~/features/recipe-import/import-result";
import { readIngredientChoices, reviewIngredients } from "~/features/recipe-import/ingredient-review.server";
import { parseImport } from "~/features/recipe-import/parse-import";
import { importZip, previewZip, readZipRecipes } from "~/features/recipe-import/zip-import.server";
import { pageTitle, unlistedMeta } from "~/features/seo/seo-meta";
import { errorHeaders } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/recipes.bulk-upload";

export const meta: Route.MetaFunction = (args) =>
  unlistedMeta(args, {
    title: pageTitle("Bulk Recipe Upload"),
    description:
      "Upload many cocktail recipes at once from JSON: Muddle exports, schema.org recipes, Bar Assistant or TheCocktailDB.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  return null;
}

/** Without JavaScript the page is drawn again from this answer, so it carries the text back (when small). */
const ECHO_LIMIT = 200 * 1024;

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const upload = await readImportRequest(request);
  const fail = (failure: Omit<ImportFailure, "ok">, status: number, headers?: Record<string, string>) =>
    data<ImportFailure>({ ok: false, ...failure }, { status, headers });
  if (!upload.ok) {
    const errors = [{ index: null, field: null, message: upload.message }];
    return fail({ intent: upload.intent, label: null, errors, formError: upload.message }, upload.status);
  }
  const echo = !upload.scripted && upload.text.length <= ECHO_LIMIT ? upload.text : undefined;
  // "Upload Recipes" parses again: a preview is never trusted. A zip's photos are checked for the
  // preview and stored only by the import.
  const zip = upload.zip;
  const parsed = zip
    ? upload.intent === "preview"
      ? await previewZip(zip)
      : readZipRecipes(zip)
    : parseImport(upload.text);
  if (!parsed.ok) {
    const formError = summariseIssues(parsed.errors);
    return fail({ intent: upload.intent, label: parsed.label, errors: parsed.errors, formError, text: echo }, 400);
  }
  if (upload.intent === "preview") {
    const names = parsed.items.map((item) => item.name);
    return data<ImportPreview>({
      ok: true,
      intent: "preview",
      label: parsed.label,
      count: names.length,
      names,
      notes: parsed.notes,
      ingredients: await reviewIngredients(viewer, parsed.items),
      text: echo,
    });
  }
  try {
    const choices = await readIngredientChoices(viewer, upload.choices);
    if (zip) await importZip(viewer, zip, choices);
    else await importRecipes(viewer, parsed.items, choices);
  } catch (error) {
    if (!(error instanceof AppError)) console.error("Bulk upload failed", error);
    const message = error instanceof AppError ? error.message : UPLOAD_FAILED_MESSAGE;
    const errors = [{ index: null, field: null, message }];
    return fail(
      { intent: "import", label: parsed.label, errors, formError: message, text: echo },
      error instanceof AppError ? error.status : 500,
      error instanceof AppError ? errorHeaders(error) : undefined,
    );
  }
  throw redirect("/bar/recipes", {
    headers: { "Set-Cookie": await toastHeader({ type: "success", message: UPLOAD_SUCCESS_MESSAGE }) },
  });
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
          Bring many recipes in at once: a Muddle export, the recipe data on a cocktail site's page, Bar Assistant or
          TheCocktailDB. We detect the format, show you what we found, and save them as private drafts in My Recipes.
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
