/**
 * Part 2 §2 Build bar (/bar/build): add ingredients by category tabs, by a search-or-add box, or from
 * suggestions (add or skip). §4: adding gives quantity 1. §8: 'Failed to add ingredient',
 * 'Failed to load ingredients'; toasts 'Added {name} to your bar', '{name} added to your bar!', 'Skipped {name}'.
 */
import { data, redirect } from "react-router";
import { toastSuccess } from "~/components/layout/action-toast";
import { BackLink } from "~/components/ui/back-link";
import { requireViewer } from "~/features/auth/session.server";
import { addToBar } from "~/features/bar/bar-mutations.server";
import { countBarStock } from "~/features/bar/bar-queries.server";
import { AddToBarInput } from "~/features/bar/bar-schema";
import { describeBarStock } from "~/features/bar/bar-stock";
import { suggestBarIngredients } from "~/features/bar/bar-suggestions.server";
import { SkipSuggestionInput, skipSuggestion } from "~/features/bar/bar-suggestions-mutations.server";
import { barQuantitiesByIngredient, listCatalogueByCategory } from "~/features/bar/build-bar-queries.server";
import type { BuildBarResult } from "~/features/bar/components/build-bar-result";
import { BuildBarSearch } from "~/features/bar/components/build-bar-search";
import { BuildBarSuggestions } from "~/features/bar/components/build-bar-suggestions";
import { BuildBarTabs, categoryHref } from "~/features/bar/components/build-bar-tabs";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/bar.build";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Build Your Bar");

/** Part 2 §8: a failed read is shown in place, and the rest of the page still works. */
function orNull<T>(promise: Promise<T>, what: string): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error(`Failed to load ${what}`, error);
    return null;
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const [categories, quantities, stock, suggestions] = await Promise.all([
    orNull(listCatalogueByCategory(viewer), "the ingredient catalogue"),
    barQuantitiesByIngredient(viewer.id),
    countBarStock(viewer.id),
    orNull(suggestBarIngredients(viewer.id), "bar suggestions"),
  ]);
  return { categories, quantities, stock, suggestions, category: new URL(request.url).searchParams.get("category") };
}

const FAILED = { add: "Failed to add ingredient", skip: "Failed to skip suggestion" } as const;

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await request.formData();
  const fields = Object.fromEntries(form);
  const intent = form.get("intent");
  if (intent !== "add" && intent !== "skip") {
    return data<BuildBarResult>({ ok: false, formError: "Unknown action", fieldErrors: {} }, { status: 400 });
  }
  try {
    let message: string;
    if (intent === "add") {
      const parsed = AddToBarInput.safeParse(fields);
      if (!parsed.success) return invalidInput(parsed.error);
      const { name } = await addToBar(viewer, parsed.data);
      message = form.get("source") === "suggestion" ? `${name} added to your bar!` : `Added ${name} to your bar`;
    } else {
      const parsed = SkipSuggestionInput.safeParse(fields);
      if (!parsed.success) return invalidInput(parsed.error, FAILED.skip);
      const { name } = await skipSuggestion(viewer, parsed.data.ingredient_id);
      message = `Skipped ${name}`;
    }
    // A fetcher stays on the page; a plain form post (no JavaScript) is redirected back (post/redirect/get).
    if (form.get("via") === "fetcher") return { ok: true as const, message } satisfies BuildBarResult;
    // A plain form sent from a category's tab comes back to that tab.
    const category = form.get("category");
    const back =
      typeof category === "string" && /^[\p{L} &-]{1,40}$/u.test(category) ? categoryHref(category) : "/bar/build";
    return redirect(back, { headers: { "Set-Cookie": await toastHeader({ type: "success", message }) } });
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Build bar ${intent} failed`, error);
    return data<BuildBarResult>({ ok: false, formError: FAILED[intent], fieldErrors: {} }, { status: 500 });
  }
}

/** A fetcher's success message is toasted as it arrives, whatever happens to the form that sent it. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return toastSuccess(serverAction());
}

export default function BuildBar({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, quantities, stock, suggestions } = loaderData;
  const searchErrors = actionData && !actionData.ok ? actionData.fieldErrors.name : undefined;

  return (
    <section aria-labelledby="build-title" className="space-y-6">
      <div>
        <BackLink to="/bar">Back to My Bar</BackLink>
        <h1 id="build-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
          Build Your Bar
        </h1>
        <p className="mt-1 text-muted">Add the bottles and ingredients you have at home. {describeBarStock(stock)}.</p>
      </div>

      <BuildBarSearch errors={searchErrors} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <BuildBarSuggestions suggestions={suggestions} failed={suggestions === null} className="lg:order-2" />
        <section aria-labelledby="categories-title" className="min-w-0 lg:order-1">
          <h2 id="categories-title" className="mb-3 text-xl font-semibold">
            Browse by category
          </h2>
          {categories ? (
            <BuildBarTabs categories={categories} quantities={quantities} initial={loaderData.category} />
          ) : (
            <p role="alert" className="rounded-xl border border-danger/40 bg-surface p-4 text-danger">
              Failed to load ingredients
            </p>
          )}
        </section>
      </div>
    </section>
  );
}
