/** Part 2 §2 Recipe management (/bar/recipes/{recipeId}): counters, visibility, status, edit, delete, share. */

import { data, Link, redirect, useSearchParams } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { buttonClasses } from "~/components/ui/button";
import { ExternalLink, Eye, EyeOff, Pencil } from "~/components/ui/icons/icons";
import { requireViewer } from "~/features/auth/session.server";
import { NearDuplicateNotice } from "~/features/moderation/components/near-duplicate-notice";
import { findNearDuplicate } from "~/features/moderation/near-duplicates.server";
import { visibilityOf } from "~/features/privacy/visibility";
import { AddToCollectionTile } from "~/features/recipes/components/add-to-collection-tile";
import { DeleteConfirmPanel, DeleteRecipeTile } from "~/features/recipes/components/delete-recipe-tile";
import { ActionTile, LinkTile } from "~/features/recipes/components/manage-recipe-tiles";
import { RecipeCounters, RecipeNotFound } from "~/features/recipes/components/managed-recipe-panels";
import { formatRecipeDate } from "~/features/recipes/components/my-recipe-card";
import { RecipeImage } from "~/features/recipes/components/recipe-image";
import { RecipeSourceLine } from "~/features/recipes/components/recipe-source-line";
import { ShareButton } from "~/features/recipes/components/share-dialog";
import { VisibilityTile } from "~/features/recipes/components/visibility-tile";
import { getManagedRecipe } from "~/features/recipes/my-recipes-queries.server";
import { ManageRecipeAction } from "~/features/recipes/my-recipes-schema";
import { deleteRecipe, setRecipeStatus, setRecipeVisibility } from "~/features/recipes/recipe-mutations.server";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { type ActionFailure, failure } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/bar.recipes.$recipeId";

export const meta: Route.MetaFunction = (args) =>
  membersOnlyMeta(args, args.data?.recipe ? `${args.data.recipe.name} | My Recipes` : "Recipe not found");

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const recipe = await getManagedRecipe(viewer, params.recipeId);
  // Missing and someone else's look the same, so nobody learns another member's recipe exists.
  if (!recipe) return data({ recipe: null, nearDuplicate: null }, { status: 404 });
  // Issue 21: a notice, never a block, when the published recipe matches another member's.
  const nearDuplicate = recipe.status === "published" ? await findNearDuplicate(recipe.id) : null;
  return { recipe, nearDuplicate };
}

/** Part 2 §4 toasts, and the followers audience's own. */
const VISIBILITY_MESSAGES = {
  public: "Recipe is now public",
  followers: "Recipe is now visible to your followers only",
  private: "Recipe is now private",
} as const;

/** Part 2 §8: what an unexpected failure of each action says. */
const FAILED = {
  "set-visibility": "Failed to update recipe visibility",
  "toggle-status": "Failed to update recipe status",
  delete: "Failed to delete recipe",
} as const;

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await request.formData();
  const parsed = ManageRecipeAction.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<ActionFailure>({ ok: false, formError: "Unknown action", fieldErrors: {} }, { status: 400 });
  }
  const input = parsed.data;
  try {
    let message: string;
    if (input.intent === "delete") {
      await deleteRecipe(viewer, params.recipeId);
      const headers = { "Set-Cookie": await toastHeader({ type: "success", message: "Recipe deleted successfully" }) };
      return redirect("/bar/recipes", { headers });
    } else if (input.intent === "set-visibility") {
      await setRecipeVisibility(viewer, params.recipeId, input.visibility);
      message = VISIBILITY_MESSAGES[input.visibility];
    } else {
      await setRecipeStatus(viewer, params.recipeId, input.status);
      message = input.status === "published" ? "Recipe is now published" : "Recipe is now draft";
    }
    // A fetcher stays on the page; a plain form post (no JavaScript) is redirected back (post/redirect/get).
    if (form.get("via") === "fetcher") return { ok: true as const, message };
    const headers = { "Set-Cookie": await toastHeader({ type: "success", message }) };
    return redirect(`/bar/recipes/${params.recipeId}`, { headers });
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Recipe ${input.intent} failed`, error);
    return data<ActionFailure>({ ok: false, formError: FAILED[input.intent], fieldErrors: {} }, { status: 500 });
  }
}

export default function ManageRecipe({ loaderData, actionData }: Route.ComponentProps) {
  const { recipe, nearDuplicate } = loaderData;
  const [searchParams] = useSearchParams();
  if (!recipe) return <RecipeNotFound />;

  const published = recipe.status === "published";
  const publicPath = `/recipes/${recipe.author_username}/${recipe.slug}`;

  return (
    <article aria-labelledby="recipe-title" className="space-y-8">
      <header>
        <BackLink to="/bar/recipes">Back to My Recipes</BackLink>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-4 sm:gap-5">
            <div aria-hidden="true" className="shrink-0">
              <RecipeImage
                src={recipe.thumbnail_url ?? recipe.image_url}
                alt=""
                className="size-16 rounded-2xl shadow-(--shadow-card) sm:size-24"
              />
            </div>
            <div className="min-w-0">
              <h1 id="recipe-title" className="break-words text-3xl font-semibold sm:text-4xl">
                {recipe.name}
              </h1>
              <p className="mt-1 text-sm text-muted">
                Created {formatRecipeDate(recipe.created_at)} · Updated {formatRecipeDate(recipe.updated_at)}
                {recipe.published_at && published ? ` · Published ${formatRecipeDate(recipe.published_at)}` : ""}
              </p>
              {recipe.source_url ? (
                <RecipeSourceLine
                  source={{ url: recipe.source_url, name: recipe.source_name, author: recipe.source_author }}
                  className="mt-1 text-sm text-muted"
                />
              ) : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={publicPath} className={buttonClasses({ variant: "secondary" })}>
              <ExternalLink className="size-4" aria-hidden />
              View Recipe
            </Link>
            <ShareButton target={{ title: recipe.name, text: recipe.description, url: publicPath }} />
          </div>
        </div>
      </header>

      {actionData && !actionData.ok ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {actionData.formError}
        </p>
      ) : null}

      {nearDuplicate ? <NearDuplicateNotice original={nearDuplicate} /> : null}

      <RecipeCounters recipe={recipe} />

      {searchParams.get("confirm") === "delete" ? (
        <DeleteConfirmPanel cancelHref={`/bar/recipes/${recipe.id}`} />
      ) : null}

      <section aria-labelledby="manage-title">
        <h2 id="manage-title" className="sr-only">
          Manage recipe
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <li>
            <VisibilityTile visibility={visibilityOf(recipe)} />
          </li>
          <li>
            <ActionTile
              intent="toggle-status"
              field="status"
              value={published ? "draft" : "published"}
              icon={published ? Eye : EyeOff}
              title={published ? "Published" : "Draft"}
              detail={published ? "Recipe is live" : "Not published"}
              hint={published ? "Move to drafts" : "Publish now"}
            />
          </li>
          <li>
            <LinkTile to={`/bar/recipes/${recipe.id}/edit`} icon={Pencil} title="Edit Recipe" detail="Change details" />
          </li>
          <li>
            <DeleteRecipeTile />
          </li>
          <li>
            <AddToCollectionTile recipeId={recipe.id} />
          </li>
        </ul>
      </section>
    </article>
  );
}
