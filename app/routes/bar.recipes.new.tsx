import { data, redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { requireViewer } from "~/features/auth/session.server";
import { getVisibleOriginal } from "~/features/discovery/variant-queries.server";
import { getPrivacySettings } from "~/features/privacy/privacy-settings.server";
import { linkDraftValues } from "~/features/recipe-import/link-draft";
import { RecipeForm } from "~/features/recipes/components/recipe-form/recipe-form";
import { readRecipeSubmission, saveFailed } from "~/features/recipes/components/recipe-form/recipe-form-action.server";
import { emptyRecipe, findTemplate } from "~/features/recipes/components/recipe-form/recipe-form-values";
import { getRecipeForRemix } from "~/features/recipes/recipe-edit-queries.server";
import { createRecipe } from "~/features/recipes/recipe-mutations.server";
import { listCategories, listCocktailTypes } from "~/features/recipes/taxonomy-queries.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { NotFound } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/bar.recipes.new";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "New Recipe");

/**
 * Part 2 §2: a new recipe, blank or prefilled from a template (`?template=margarita`), from a link (issue 22), or
 * as a remix of a recipe the member may open (`?remix={id}`, issue 23).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const params = new URL(request.url).searchParams;
  const template = findTemplate(params.get("template"));
  // Issue 22: a draft started from a link that had only a title, a description and a photo.
  const fromLink = linkDraftValues(params);
  const [categories, cocktailTypes, privacy, remix] = await Promise.all([
    listCategories(viewer),
    listCocktailTypes(viewer),
    getPrivacySettings(viewer),
    loadRemix(viewer, params.get("remix")),
  ]);
  return {
    categories,
    cocktailTypes,
    // Part 2 §2 privacy "Default visibility for new recipes".
    visibility: privacy.recipe_visibility,
    template: template ? { key: template.key, label: template.label, values: template.values } : null,
    fromLink,
    remix,
  };
}

/** A remix's starting values and the original it credits; a recipe the member may not open answers 404. */
async function loadRemix(viewer: { id: string }, remixId: string | null) {
  if (remixId === null) return null;
  const [start, original] = await Promise.all([
    getRecipeForRemix(viewer, remixId).catch((error: unknown) => {
      if (error instanceof NotFound) throw data("Recipe not found", { status: 404 });
      throw error;
    }),
    getVisibleOriginal(remixId, viewer.id),
  ]);
  return original ? { values: start.values, original } : null;
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = readRecipeSubmission(await request.formData());
  if (!form.ok) return form.reply;
  const { submission } = form;
  try {
    const { id } = await createRecipe(viewer, submission.value);
    const headers = { "Set-Cookie": await toastHeader({ type: "success", message: "Recipe created successfully!" }) };
    return redirect(`/bar/recipes/${id}`, { headers });
  } catch (error) {
    return saveFailed(submission, error);
  }
}

export default function NewRecipePage({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, cocktailTypes, template, visibility, fromLink, remix } = loaderData;
  const start = remix
    ? remix.values
    : template
      ? template.values
      : fromLink
        ? { ...emptyRecipe(), ...fromLink }
        : emptyRecipe();
  return (
    <div className="mx-auto max-w-3xl">
      <Breadcrumb
        items={[{ label: "My Bar", to: "/bar" }, { label: "My Recipes", to: "/bar/recipes" }, { label: "New Recipe" }]}
      />
      <h1 className="text-3xl font-semibold sm:text-4xl">New Recipe</h1>
      <p className="mt-2 text-muted">
        {remix
          ? `Remixing ${remix.original.name} by @${remix.original.author}: change what you like, add your own photo, then save. Yours is credited as its variant.`
          : template
            ? `Starting from the ${template.label} template.`
            : fromLink
              ? "Starting from the page you linked: add the ingredients and steps, then save."
              : "Share a drink you love. New recipes are saved as drafts until you publish them."}
      </p>
      <div className="mt-6 rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-6">
        <RecipeForm
          key={remix ? `remix-${remix.original.id}` : (template?.key ?? (fromLink ? "link" : "scratch"))}
          mode="create"
          defaultValue={{ ...start, visibility }}
          categories={categories}
          cocktailTypes={cocktailTypes}
          lastResult={actionData}
          draft={template || fromLink || remix ? "keep" : "restore"}
          original={remix?.original ?? null}
        />
      </div>
    </div>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
