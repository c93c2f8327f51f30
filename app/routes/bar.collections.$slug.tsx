/**
 * Part 2 §2 Collection management (/bar/collections/{slug}), owner only: header, counters, the four
 * tiles, the description and the recipes with "Manage Recipes". Every action posts here; a fetcher
 * stays on the page (toast), a plain post comes back with a flash toast (post/redirect/get).
 */

import { data, redirect, useRevalidator, useSearchParams } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { buttonClasses } from "~/components/ui/button";
import { ExternalLink, FolderOpen } from "~/components/ui/icons/icons";
import { Pagination } from "~/components/ui/pagination";
import { requireViewer } from "~/features/auth/session.server";
import { deleteCollection, setCollectionVisibility } from "~/features/collections/collection-mutations.server";
import { listPickableRecipes } from "~/features/collections/collection-picker-queries.server";
import { getManagedCollection, listCollectionRecipes } from "~/features/collections/collection-queries.server";
import { setCollectionRecipes } from "~/features/collections/collection-recipe-choices.server";
import { COLLECTION_NOT_FOUND, DELETE_CONFIRMATION, MESSAGES } from "~/features/collections/collection-schema";
import { shareCollection, unshareCollection } from "~/features/collections/collection-sharing.server";
import type { ManagedCollectionData } from "~/features/collections/collection-types";
import { CollectionCounters } from "~/features/collections/components/collection-counters";
import { CollectionNotFound } from "~/features/collections/components/collection-not-found";
import { CollectionTiles, DELETE_COLLECTION_QUESTION } from "~/features/collections/components/collection-tiles";
import { CollectionVisibilityIcon } from "~/features/collections/components/collection-visibility-icon";
import {
  ManageRecipesButton,
  ManageRecipesPanel,
  type RecipePickerData,
} from "~/features/collections/components/manage-recipes-dialog";
import { type ManageAnswer, ShareCollectionPanel } from "~/features/collections/components/share-collection-dialog";
import {
  INTENT_FAILURES,
  type ManageDialog,
  managePath,
  parseManageCollectionForm,
  parseManageCollectionQuery,
  VISIBILITY_MESSAGES,
} from "~/features/collections/manage-collection-schema";
import { DeleteConfirmPanel } from "~/features/recipes/components/delete-recipe-tile";
import { RecipeCard } from "~/features/recipes/components/recipe-card";
import { ShareButton } from "~/features/recipes/components/share-dialog";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { COLLECTION_LIST_LIMITS } from "~/lib/limits";
import { redirectPastLastPage } from "~/lib/paging";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/bar.collections.$slug";

export const meta: Route.MetaFunction = (args) =>
  membersOnlyMeta(
    args,
    args.data?.collection ? `${args.data.collection.name} | My Collections` : "Collection not found",
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const url = new URL(request.url);
  const found = await getManagedCollection(viewer, params.slug);
  // Renamed: the old address leads on (302: a later collection may take the old name).
  if (found.kind === "moved") throw redirect(`${managePath(found.slug)}${url.search}`);
  // Missing and someone else's look the same, so nobody learns another member's collection exists.
  if (found.kind === "missing") return data({ collection: null }, { status: 404 });
  const collection = found.data;
  const query = parseManageCollectionQuery(url.searchParams);
  const recipes = await listCollectionRecipes(collection.id, viewer.id, query.page);
  redirectPastLastPage(request, query.page, recipes.pageCount);
  let picker: RecipePickerData | null = null;
  if (query.dialog === "recipes") {
    // The picker without JavaScript: the search's results, plus the chosen recipes it leaves out.
    const all = await listPickableRecipes(viewer, collection.id, "", COLLECTION_LIST_LIMITS.recipes);
    const shown = query.search
      ? await listPickableRecipes(viewer, collection.id, query.search, COLLECTION_LIST_LIMITS.recipes)
      : all;
    const listed = new Set(shown.map((recipe) => recipe.id));
    const chosenElsewhere = all.filter((recipe) => recipe.selected && !listed.has(recipe.id)).map((r) => r.id);
    picker = { search: query.search, recipes: shown, chosenElsewhere };
  }
  return { collection, recipes, dialog: query.dialog, picker };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const found = await getManagedCollection(viewer, params.slug);
  if (found.kind !== "found") {
    return data<ActionFailure>({ ok: false, formError: COLLECTION_NOT_FOUND, fieldErrors: {} }, { status: 404 });
  }
  const { id, slug } = found.data;
  const form = await request.formData();
  const parsed = parseManageCollectionForm(form);
  if (!parsed.success) {
    const intent = form.get("intent");
    if (typeof intent !== "string" || !(intent in INTENT_FAILURES)) {
      return data<ActionFailure>({ ok: false, formError: "Unknown action", fieldErrors: {} }, { status: 400 });
    }
    // A field message is shown on its field (the e-mail address); any other is the form's.
    const first = parsed.error.issues[0];
    return invalidInput(parsed.error, first?.path[0] === "email" ? null : (first?.message ?? null));
  }
  const input = parsed.data;
  let message: string;
  let back: ManageDialog | undefined;
  try {
    if (input.intent === "delete") {
      await deleteCollection(viewer, id);
      const headers = { "Set-Cookie": await toastHeader({ type: "success", message: MESSAGES.deleted }) };
      return redirect("/bar/collections", { headers });
    } else if (input.intent === "set-visibility") {
      await setCollectionVisibility(viewer, id, input.visibility);
      message = VISIBILITY_MESSAGES[input.visibility];
    } else if (input.intent === "share") {
      await shareCollection(viewer, id, input.email);
      [message, back] = [MESSAGES.shared, "share"];
    } else if (input.intent === "unshare") {
      await unshareCollection(viewer, id, input.memberId);
      [message, back] = [MESSAGES.unshared, "share"];
    } else {
      await setCollectionRecipes(viewer, id, input.recipeIds);
      message = MESSAGES.collectionsUpdated;
    }
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Collection ${input.intent} failed`, error);
    const formError = INTENT_FAILURES[input.intent];
    return data<ActionFailure>({ ok: false, formError, fieldErrors: {} }, { status: 500 });
  }
  if (form.get("via") === "fetcher") return { ok: true as const, message };
  const headers = { "Set-Cookie": await toastHeader({ type: "success", message }) };
  return redirect(managePath(slug, back), { headers });
}

export default function ManageCollection({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  if (!loaderData.collection) return <CollectionNotFound />;
  const { collection, recipes, dialog, picker } = loaderData;
  const answer = actionData as ManageAnswer | undefined;
  const fieldMessage = answer && !answer.ok && Object.keys(answer.fieldErrors ?? {}).length > 0;
  const path = managePath(collection.slug);

  return (
    <article aria-labelledby="collection-title" className="space-y-8">
      <CollectionHeader collection={collection} />

      {answer && !answer.ok && answer.formError && !fieldMessage ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {answer.formError}
        </p>
      ) : null}

      <CollectionCounters collection={collection} />

      {searchParams.get("confirm") === "delete" ? (
        <DeleteConfirmPanel cancelHref={path} question={DELETE_COLLECTION_QUESTION} warning={DELETE_CONFIRMATION} />
      ) : null}
      {dialog === "share" ? (
        <ShareCollectionPanel slug={collection.slug} sharedWith={collection.shared_with} answer={answer} />
      ) : null}

      <CollectionTiles slug={collection.slug} visibility={collection.visibility} sharedWith={collection.shared_with} />

      {collection.description ? (
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="sr-only">
            Description
          </h2>
          <p className="max-w-3xl whitespace-pre-line break-words text-muted">{collection.description}</p>
        </section>
      ) : null}

      <section aria-labelledby="recipes-title" className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="recipes-title" className="text-2xl font-semibold">
            Recipes
          </h2>
          <ManageRecipesButton slug={collection.slug} />
        </div>
        {picker ? <ManageRecipesPanel slug={collection.slug} picker={picker} /> : null}
        {recipes.items.length === 0 ? (
          <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-12 text-center">
            <FolderOpen className="mx-auto size-10 text-accent" aria-hidden />
            <p className="mt-3 text-lg font-semibold">This collection is empty</p>
            <p className="mt-1 text-sm text-muted">Use Manage Recipes to add your published recipes.</p>
          </div>
        ) : (
          <>
            <ul aria-label="Recipes in this collection" className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
              {recipes.items.map((recipe) => (
                <li key={recipe.id}>
                  <RecipeCard recipe={recipe} />
                </li>
              ))}
            </ul>
            <Pagination page={recipes.page} pageCount={recipes.pageCount} label="Collection recipes pages" />
          </>
        )}
      </section>
    </article>
  );
}

const coverClasses =
  "hidden size-24 shrink-0 overflow-hidden rounded-2xl bg-gradient-to-br from-accent/40 via-accent-soft to-surface-2 shadow-(--shadow-card) sm:block";

function CollectionHeader({ collection }: { collection: ManagedCollectionData }) {
  const revalidator = useRevalidator();
  const publicPath = `/collections/${collection.slug}`;
  const shared = collection.shared_with.length;
  // Counted by the collection's reactions endpoint once the link has really gone somewhere; a
  // failure there must not trouble the member, so it is ignored.
  const countShare = () => {
    const body = new URLSearchParams({ intent: "share" });
    fetch(`/api/site/collections/${collection.id}/reactions`, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    })
      .then((response) => (response.ok ? revalidator.revalidate() : undefined))
      .catch(() => undefined);
  };
  return (
    <header>
      <BackLink to="/bar/collections">Back to My Collections</BackLink>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div aria-hidden="true" className={coverClasses}>
          {collection.image_url ? <img src={collection.image_url} alt="" className="size-full object-cover" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          <h1 id="collection-title" className="break-words text-3xl font-semibold sm:text-4xl">
            {collection.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <CollectionVisibilityIcon visibility={collection.visibility} />
            {shared > 0 ? <span>Shared with {shared === 1 ? "1 person" : `${shared} people`}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={publicPath} target="_blank" rel="noopener" className={buttonClasses({ variant: "secondary" })}>
            <ExternalLink className="size-4" aria-hidden />
            View Collection
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <ShareButton
            target={{ title: collection.name, text: collection.description, url: publicPath }}
            onShared={countShare}
            networks="collection"
          />
        </div>
      </div>
    </header>
  );
}
