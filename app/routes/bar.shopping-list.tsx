/**
 * Shopping List (/bar/shopping-list): missing ingredients from My Bar's "One ingredient away" and
 * "Next bottle to buy" (and anything typed in), ticked off when bought, which puts them in the bar.
 */

import { data, Link, redirect, useFetcher } from "react-router";
import { BackLink } from "~/components/ui/back-link";
import { buttonClasses } from "~/components/ui/button";
import { ShoppingBasket, Trash2 } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { requireViewer } from "~/features/auth/session.server";
import { ShoppingListAddForm } from "~/features/bar/components/shopping-list-add-form";
import { ShoppingListItem } from "~/features/bar/components/shopping-list-item";
import { ShoppingListShare } from "~/features/bar/components/shopping-list-share";
import {
  addNameToShoppingList,
  addToShoppingList,
  clearBoughtItems,
  removeShoppingItem,
  setShoppingItemBought,
} from "~/features/bar/shopping-list-mutations.server";
import { listShoppingList } from "~/features/bar/shopping-list-queries.server";
import { SHOPPING_LIST_PATH, ShoppingListAction, type ShoppingListResult } from "~/features/bar/shopping-list-schema";
import { SHOPPING_LIST_FAILED, useShoppingListToast } from "~/features/bar/shopping-list-toast";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError } from "~/lib/errors";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/bar.shopping-list";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "Shopping List");

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { items: await listShoppingList(viewer.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await request.formData();
  const parsed = ShoppingListAction.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    // A bad typed name is the member's to fix, beside the field; anything else is a broken form.
    return form.get("intent") === "add-name"
      ? invalidInput(parsed.error)
      : data<ActionFailure>({ ok: false, formError: SHOPPING_LIST_FAILED, fieldErrors: {} }, { status: 400 });
  }
  const input = parsed.data;
  try {
    let message: string;
    if (input.intent === "add" || input.intent === "add-name") {
      const added =
        input.intent === "add"
          ? await addToShoppingList(viewer, input.ingredient_id)
          : await addNameToShoppingList(viewer, input.name);
      message = `Added ${added.name} to your shopping list`;
    } else if (input.intent === "tick") {
      const { name, bought } = await setShoppingItemBought(viewer, input.itemId, input.bought);
      message = bought ? `${name} is in your bar now` : `${name} is back on your shopping list`;
    } else if (input.intent === "remove") {
      const { name } = await removeShoppingItem(viewer, input.itemId);
      message = `Removed ${name} from your shopping list`;
    } else {
      const cleared = await clearBoughtItems(viewer);
      message = `Cleared ${cleared} bought ${cleared === 1 ? "item" : "items"}`;
    }
    // The toast travels in the flash cookie the root loader reads as it revalidates, so it shows even
    // when the form that asked is gone (a removed line). A fetcher stays on its page; a plain form
    // post (no JavaScript) lands here (post/redirect/get).
    const headers = { "Set-Cookie": await toastHeader({ type: "success", message }) };
    if (form.get("via") === "fetcher") return data<ShoppingListResult>({ ok: true, message }, { headers });
    return redirect(SHOPPING_LIST_PATH, { headers });
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    console.error(`Shopping list ${input.intent} failed`, error);
    return data<ActionFailure>({ ok: false, formError: SHOPPING_LIST_FAILED, fieldErrors: {} }, { status: 500 });
  }
}

export default function ShoppingList({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  const toBuy = items.filter((item) => !item.bought);
  const boughtCount = items.length - toBuy.length;
  const clear = useFetcher<ShoppingListResult>();
  useShoppingListToast(clear);
  const nameErrors = actionData && !actionData.ok ? actionData.fieldErrors?.name : undefined;

  return (
    <section aria-labelledby="shopping-title" className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-4">
        <BackLink to="/bar">Back to My Bar</BackLink>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 id="shopping-title" className="text-3xl font-semibold sm:text-4xl">
              Shopping List
            </h1>
            <p className="mt-1 text-muted">
              {items.length === 0
                ? "Ingredients you mean to buy."
                : `${toBuy.length} to buy${boughtCount > 0 ? ` · ${boughtCount} bought` : ""}`}
            </p>
          </div>
          {items.length > 0 ? <ShoppingListShare names={toBuy.map((item) => item.ingredient.name)} /> : null}
        </div>
      </header>

      <ShoppingListAddForm errors={nameErrors} />

      {items.length === 0 ? (
        <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-12 text-center">
          <ShoppingBasket className="mx-auto size-10 text-accent" aria-hidden />
          <h2 className="mt-4 text-2xl font-semibold">Your shopping list is empty</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">
            Missing ingredients you add from My Bar’s “One ingredient away” and “Next bottle to buy” land here. Tick
            them off when you buy them and they go straight into your bar.
          </p>
          <Link to="/bar" className={buttonClasses({ className: "mt-6" })}>
            Go to My Bar
          </Link>
        </div>
      ) : (
        <>
          <ul
            aria-label="Shopping list"
            className="divide-y divide-line rounded-(--radius-card) border border-line bg-surface p-1 shadow-(--shadow-card) sm:p-2 print:border-0 print:p-0 print:shadow-none"
          >
            {items.map((item) => (
              <ShoppingListItem key={item.id} item={item} />
            ))}
          </ul>
          {boughtCount > 0 ? (
            <clear.Form method="post" className="flex justify-end print:hidden">
              <input type="hidden" name="intent" value="clear-bought" />
              <ViaFetcher />
              <button
                type="submit"
                disabled={clear.state !== "idle"}
                className={buttonClasses({ variant: "ghost", size: "sm" })}
              >
                <Trash2 className="size-4" aria-hidden />
                Clear bought items
              </button>
            </clear.Form>
          ) : null}
        </>
      )}
    </section>
  );
}
