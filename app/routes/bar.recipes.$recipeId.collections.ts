/**
 * /bar/recipes/{recipeId}/collections: the "Add to Collection" dialog's endpoint (part 2 §2 Recipe
 * management, §4, §5). GET lists the member's collections, those holding the recipe marked as chosen;
 * POST `create` makes a private collection holding the recipe, POST `save` puts the recipe in exactly
 * the chosen collections. Only the recipe's author gets an answer: anyone else is told the recipe does
 * not exist. A resource route runs no layout loader, so it asks for the member itself.
 */
import { data } from "react-router";
import { z } from "zod";
import { requireViewer } from "~/features/auth/session.server";
import { createCollection } from "~/features/collections/collection-mutations.server";
import { listPickableCollections } from "~/features/collections/collection-picker-queries.server";
import { setRecipeCollections } from "~/features/collections/collection-recipe-choices.server";
import {
  FAILURES,
  MESSAGES,
  NewCollectionName,
  RecipeCollectionsInput,
  UNKNOWN_COLLECTIONS,
} from "~/features/collections/collection-schema";
import type { PickableCollection } from "~/features/collections/collection-types";
import { getManagedRecipe } from "~/features/recipes/my-recipes-queries.server";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import type { Route } from "./+types/bar.recipes.$recipeId.collections";

const RECIPE_NOT_FOUND = "Recipe not found";

const notFound = () =>
  data<ActionFailure>({ ok: false, formError: RECIPE_NOT_FOUND, fieldErrors: {} }, { status: 404 });

/** The signed-in member, and whether the recipe is theirs (missing and someone else's look the same). */
async function author(request: Request, recipeId: string) {
  const viewer = await requireViewer(request);
  return { viewer, owns: (await getManagedRecipe(viewer, recipeId)) !== null };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { viewer, owns } = await author(request, params.recipeId);
  if (!owns) return notFound();
  try {
    const collections: PickableCollection[] = await listPickableCollections(viewer, params.recipeId);
    return { collections };
  } catch (error) {
    // The dialog says so in place; a thrown error would replace the whole page with its error view.
    console.error("Listing collections for a recipe failed", error);
    return data<ActionFailure>({ ok: false, formError: FAILURES.load, fieldErrors: {} }, { status: 500 });
  }
}

const Intent = z.enum(["create", "save"]);

export async function action({ request, params }: Route.ActionArgs) {
  const { viewer, owns } = await author(request, params.recipeId);
  if (!owns) return notFound();
  const form = await request.formData();
  const intent = Intent.safeParse(form.get("intent"));
  if (!intent.success) {
    return data<ActionFailure>({ ok: false, formError: "Unknown action", fieldErrors: {} }, { status: 400 });
  }
  try {
    if (intent.data === "create") {
      const parsed = NewCollectionName.safeParse({ name: form.get("name") ?? "" });
      if (!parsed.success) return invalidInput(parsed.error, parsed.error.issues[0]?.message ?? null);
      const { name } = parsed.data;
      // Part 2 §5: a collection made from this dialog is private, with an empty description.
      const created = await createCollection(
        viewer,
        { name, visibility: "private", description: undefined },
        { recipeId: params.recipeId },
      );
      const collection: PickableCollection = { id: created.id, name, visibility: "private", selected: true };
      return { ok: true as const, message: MESSAGES.createdWithRecipe, collection };
    }
    const ids = form.getAll("collectionId").map(String);
    const parsed = RecipeCollectionsInput.safeParse({ collectionIds: ids });
    if (!parsed.success) return invalidInput(parsed.error, parsed.error.issues[0]?.message ?? UNKNOWN_COLLECTIONS);
    await setRecipeCollections(viewer, params.recipeId, parsed.data.collectionIds);
    return { ok: true as const, message: MESSAGES.collectionsUpdated };
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Add to Collection ${intent.data} failed`, error);
    const formError = intent.data === "create" ? FAILURES.create : FAILURES.collections;
    return data<ActionFailure>({ ok: false, formError, fieldErrors: {} }, { status: 500 });
  }
}
