import { useState } from "react";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { requireViewer } from "~/features/auth/session.server";
import { getVisibleOriginal } from "~/features/discovery/variant-queries.server";
import { RecipeForm } from "~/features/recipes/components/recipe-form/recipe-form";
import { readRecipeSubmission, saveFailed } from "~/features/recipes/components/recipe-form/recipe-form-action.server";
import { withEditableRows } from "~/features/recipes/components/recipe-form/recipe-form-values";
import { returnPathFor } from "~/features/recipes/components/recipe-form/return-to";
import { getRecipeForEdit } from "~/features/recipes/recipe-edit-queries.server";
import { updateRecipe } from "~/features/recipes/recipe-mutations.server";
import { listCategories, listCocktailTypes } from "~/features/recipes/taxonomy-queries.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { Forbidden, NotFound } from "~/lib/errors";
import { sameSitePath } from "~/lib/same-site-path";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/bar.recipes.$recipeId.edit";

export const meta: Route.MetaFunction = (args) =>
  membersOnlyMeta(args, args.data ? `Edit ${args.data.recipe.name}` : "Edit Recipe");

/** Part 2 §2: the author's recipe back in the form; anyone else gets 403, a missing recipe 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const recipe = await getRecipeForEdit(viewer, params.recipeId).catch((error: unknown) => {
    if (error instanceof NotFound) throw data("Recipe not found", { status: 404 });
    if (error instanceof Forbidden) throw data(error.message, { status: 403 });
    throw error;
  });
  const [categories, cocktailTypes, original] = await Promise.all([
    listCategories(viewer),
    listCocktailTypes(viewer),
    getVisibleOriginal(recipe.variant_of, viewer.id),
  ]);
  const returnTo = returnPathFor(
    { url: request.url, referer: request.headers.get("Referer") },
    `/bar/recipes/${recipe.id}`,
  );
  return { recipe, categories, cocktailTypes, original, returnTo };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const formData = await request.formData();
  const form = readRecipeSubmission(formData);
  if (!form.ok) return form.reply;
  const { submission } = form;
  try {
    const { id } = await updateRecipe(viewer, params.recipeId, submission.value);
    const headers = { "Set-Cookie": await toastHeader({ type: "success", message: "Recipe updated successfully!" }) };
    // Part 1 §4: an update goes back one page.
    return redirect(sameSitePath(formData.get("returnTo"), `/bar/recipes/${id}`), { headers });
  } catch (error) {
    return saveFailed(submission, error);
  }
}

export default function EditRecipePage({ loaderData, actionData }: Route.ComponentProps) {
  const { recipe, categories, cocktailTypes, original } = loaderData;
  // Fixed at arrival: a revalidation after a failed save must not change where "back" is.
  const [returnTo] = useState(loaderData.returnTo);
  return (
    <div className="mx-auto max-w-3xl">
      <Breadcrumb
        items={[
          { label: "My Bar", to: "/bar" },
          { label: "My Recipes", to: "/bar/recipes" },
          { label: recipe.name, to: `/bar/recipes/${recipe.id}` },
          { label: "Edit" },
        ]}
      />
      <h1 className="text-3xl font-semibold sm:text-4xl">Edit Recipe</h1>
      <p className="mt-2 break-words text-muted">{recipe.name}</p>
      <div className="mt-6 rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-6">
        <RecipeForm
          key={recipe.id}
          mode="edit"
          defaultValue={withEditableRows(recipe)}
          categories={categories}
          cocktailTypes={cocktailTypes}
          lastResult={actionData}
          draft="off"
          returnTo={returnTo}
          original={original}
          recipeId={recipe.id}
        />
      </div>
    </div>
  );
}

/** Part 2 §2 "Not found": "Recipe not found" with a way back to the member's recipes. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 403)) throw error;
  const title = error.status === 404 ? "Recipe not found" : "You can't edit this recipe";
  const detail =
    error.status === 404
      ? "The recipe you're looking for doesn't exist or you don't have permission to view it."
      : "Only the recipe's author can change it.";
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="edit-error-title">
      <h1 id="edit-error-title" className="text-3xl font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-muted">{detail}</p>
      <Link to="/bar/recipes" className={buttonClasses({ className: "mt-8" })}>
        Back to Recipes
      </Link>
    </section>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}
