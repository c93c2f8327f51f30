/**
 * The bulk upload page's action (part 1 §2, issues 4, 13 and 22): Check shows the detected format and
 * recipes (or precise errors), Upload Recipes writes them as private drafts in one transaction, and
 * Import from a link reads a page's recipes into the same preview. Answers what the page shows, or the
 * redirect to /bar/recipes after an upload.
 */
import { data, redirect } from "react-router";
import { sourceSite } from "~/features/recipes/recipe-source";
import { errorHeaders } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import { importFromLink, readLink } from "./import-from-link.server";
import { importRecipes } from "./import-recipes.server";
import { readImportRequest } from "./import-request.server";
import {
  type ImportFailure,
  type ImportPreview,
  type LinkDraftResult,
  type LinkSource,
  summariseIssues,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_SUCCESS_MESSAGE,
} from "./import-result";
import { readIngredientChoices, reviewIngredients } from "./ingredient-review.server";
import { type ParsedImport, parseImport } from "./parse-import";
import { importZip, previewZip, readZipRecipes } from "./zip-import.server";

/** Without JavaScript the page is drawn again from this answer, so it carries the text back (when small). */
const ECHO_LIMIT = 200 * 1024;

type Viewer = { id: string };

const fail = (failure: Omit<ImportFailure, "ok">, status: number, headers?: Record<string, string>) =>
  data<ImportFailure>({ ok: false, ...failure }, { status, headers });

function failed(error: unknown, failure: Omit<ImportFailure, "ok" | "errors" | "formError">) {
  if (!(error instanceof AppError)) console.error("Bulk upload failed", error);
  const message = error instanceof AppError ? error.message : UPLOAD_FAILED_MESSAGE;
  return fail(
    { ...failure, errors: [{ index: null, field: null, message }], formError: message },
    error instanceof AppError ? error.status : 500,
    error instanceof AppError ? errorHeaders(error) : undefined,
  );
}

async function preview(viewer: Viewer, parsed: Extract<ParsedImport, { ok: true }>, text?: string, link?: LinkSource) {
  const names = parsed.items.map((item) => item.name);
  return data<ImportPreview>({
    ok: true,
    intent: "preview",
    label: parsed.label,
    count: names.length,
    names,
    notes: parsed.notes,
    ingredients: await reviewIngredients(viewer, parsed.items),
    text,
    ...(link ? { link } : {}),
  });
}

/** "Import from a link": the page's recipes as a preview of their JSON, or a draft for the recipe form. */
async function readFromLink(viewer: Viewer, address: string) {
  let read: Awaited<ReturnType<typeof readLink>>;
  try {
    read = await readLink(viewer, address);
  } catch (error) {
    return failed(error, { intent: "link", label: null, address });
  }
  const link = {
    url: read.page.url,
    site: sourceSite({ url: read.page.url, name: read.page.siteName }),
    before: read.before,
  };
  if (read.kind === "draft") return data<LinkDraftResult>({ ok: true, intent: "link-draft", link, draft: read.draft });
  const parsed = parseImport(read.text);
  if (!parsed.ok) {
    const formError = summariseIssues(parsed.errors);
    return fail(
      { intent: "link", label: parsed.label, errors: parsed.errors, formError, text: read.text, address },
      422,
    );
  }
  return preview(viewer, parsed, read.text, link);
}

export async function bulkUploadAction(viewer: Viewer, request: Request) {
  const upload = await readImportRequest(request);
  if (!upload.ok) {
    const errors = [{ index: null, field: null, message: upload.message }];
    return fail({ intent: upload.intent, label: null, errors, formError: upload.message }, upload.status);
  }
  if (upload.intent === "link") {
    if (!upload.link) {
      const message = "Paste the address of a recipe page.";
      return fail(
        { intent: "link", label: null, errors: [{ index: null, field: "link", message }], formError: message },
        400,
      );
    }
    return readFromLink(viewer, upload.link);
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
  if (upload.intent === "preview") return preview(viewer, parsed, echo);
  try {
    const choices = await readIngredientChoices(viewer, upload.choices);
    if (zip) await importZip(viewer, zip, choices);
    // Recipes read from a link bring the page's photos home; any other upload keeps its photo links.
    else if (upload.link) await importFromLink(viewer, parsed.items, choices);
    else await importRecipes(viewer, parsed.items, choices);
  } catch (error) {
    return failed(error, { intent: "import", label: parsed.label, text: echo });
  }
  throw redirect("/bar/recipes", {
    headers: { "Set-Cookie": await toastHeader({ type: "success", message: UPLOAD_SUCCESS_MESSAGE }) },
  });
}
