/** Part 2 §2 My Bar (/bar): progress, quick add, the inventory grid, and on phones the 'My Bar' drawer. */

import { useEffect } from "react";
import toast from "react-hot-toast";
import { data, Link, redirect } from "react-router";
import { toastSuccess } from "~/components/layout/action-toast";
import { buttonClasses } from "~/components/ui/button";
import { Bookmark, RotateCcw, Wine } from "~/components/ui/icons/icons";
import { requireViewer } from "~/features/auth/session.server";
import { addToBar, changeBarQuantity, removeFromBar, setBarItemNote } from "~/features/bar/bar-mutations.server";
import { type BarItem, countBarStock, listBarItems } from "~/features/bar/bar-queries.server";
import { AddToBarInput, BarItemInput, BarNoteInput, ChangeQuantityInput } from "~/features/bar/bar-schema";
import type { BarStock } from "~/features/bar/bar-stock";
import { BarDrawer } from "~/features/bar/components/bar-drawer";
import { BarInventoryGrid } from "~/features/bar/components/bar-inventory-grid";
import { BarProgress } from "~/features/bar/components/bar-progress";
import { BarQuickAdd } from "~/features/bar/components/bar-quick-add";
import { ShoppingListLink } from "~/features/bar/components/shopping-list-link";
import { WhatCanIMake } from "~/features/bar/components/what-can-i-make";
import { countShoppingList } from "~/features/bar/shopping-list-queries.server";
import { loadWhatCanIMake } from "~/features/bar/what-can-i-make.server";
import { ForYouTonightSection } from "~/features/recommendations/components/for-you-tonight";
import { loadForYouTonight } from "~/features/recommendations/recommendation-queries.server";
import { FOR_YOU_ON_BAR } from "~/features/recommendations/recommendation-types";
import { membersOnlyMeta } from "~/features/seo/seo-meta";
import { type ActionFailure, failure, invalidInput } from "~/lib/action-result.server";
import { AppError, TooManyRequests } from "~/lib/errors";
import { softly } from "~/lib/softly";
import { toastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/bar._index";

export const meta: Route.MetaFunction = (args) => membersOnlyMeta(args, "My Bar");

const LOAD_FAILED = "Failed to load bar inventory";
const MATCHES_FAILED = "Failed to load recipes";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  let items: BarItem[] = [];
  let stock: BarStock = { inStock: 0, out: 0 };
  let loadError: string | null = null;
  try {
    [items, stock] = await Promise.all([listBarItems(viewer.id), countBarStock(viewer.id)]);
  } catch (error) {
    console.error(LOAD_FAILED, error);
    loadError = LOAD_FAILED;
  }
  // Part 2 §8: the recipes side failing must not take the inventory down with it.
  let matchesError: string | null = null;
  const [matches, shoppingCount, forYou] = await Promise.all([
    items.length > 0
      ? loadWhatCanIMake(viewer.id).catch((error) => {
          console.error(MATCHES_FAILED, error);
          matchesError = MATCHES_FAILED;
          return null;
        })
      : null,
    countShoppingList(viewer.id).catch(() => 0),
    softly("recommendations", () => loadForYouTonight(viewer.id, FOR_YOU_ON_BAR), null),
  ]);
  return { username: viewer.username, items, stock, loadError, matches, matchesError, shoppingCount, forYou };
}

/** Part 2 §8: what each failed action says. */
const FAILED = {
  add: "Failed to add ingredient",
  quantity: "Failed to update quantity",
  remove: "Failed to remove item",
  note: "Failed to save note",
} as const;
type Intent = keyof typeof FAILED;

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent as Intent;
  if (!(intent in FAILED)) {
    return data<ActionFailure>({ ok: false, formError: "Unknown action", fieldErrors: {} }, { status: 400 });
  }
  let message: string | undefined;
  try {
    if (intent === "add") {
      const parsed = AddToBarInput.safeParse(form);
      if (!parsed.success) return invalidInput(parsed.error);
      const { name } = await addToBar(viewer, parsed.data);
      message = `Added ${name} to your bar`;
    } else if (intent === "quantity") {
      const parsed = ChangeQuantityInput.safeParse(form);
      if (!parsed.success) return invalidInput(parsed.error, FAILED.quantity);
      await changeBarQuantity(viewer, parsed.data.itemId, parsed.data.delta);
    } else if (intent === "note") {
      const parsed = BarNoteInput.safeParse(form);
      if (!parsed.success) return invalidInput(parsed.error);
      const saved = await setBarItemNote(viewer, parsed.data.itemId, parsed.data.notes);
      message = saved ? "Note saved" : "Note removed";
    } else {
      const parsed = BarItemInput.safeParse(form);
      if (!parsed.success) return invalidInput(parsed.error, FAILED.remove);
      await removeFromBar(viewer, parsed.data.itemId);
      message = "Item removed from bar";
    }
  } catch (error) {
    // Too fast: say so, and when to try again.
    if (error instanceof TooManyRequests) return failure(error);
    // Another member's item and a vanished one read the same: the spec's message, nothing more.
    if (!(error instanceof AppError)) console.error(`Bar ${intent} failed`, error);
    const status = error instanceof AppError ? error.status : 500;
    return data<ActionFailure>({ ok: false, formError: FAILED[intent], fieldErrors: {} }, { status });
  }
  // A fetcher stays on the page; a plain form post (no JavaScript yet) comes back here (post/redirect/get).
  if (form.via === "fetcher") return { ok: true as const, intent, message };
  const headers = message ? { "Set-Cookie": await toastHeader({ type: "success", message }) } : undefined;
  return redirect("/bar", { headers });
}

/** A fetcher's success message is toasted as it arrives, whatever happens to the form that sent it. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return toastSuccess(serverAction());
}

export default function MyBar({ loaderData }: Route.ComponentProps) {
  const { username, items, stock, loadError, matches, matchesError, shoppingCount, forYou } = loaderData;

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "bar-load" });
  }, [loadError]);

  return (
    <section aria-labelledby="bar-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="bar-title" className="text-3xl font-semibold sm:text-4xl">
            My Bar
          </h1>
          <p className="mt-1 text-muted">Welcome, @{username}.</p>
          <Link
            to="/bar/saved"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
          >
            <Bookmark className="size-4" aria-hidden />
            Saved recipes
          </Link>
          <ShoppingListLink count={shoppingCount} className="mt-3 ml-5" />
        </div>
        {items.length > 0 ? <BarDrawer items={items} stock={stock} className="md:hidden" /> : null}
      </div>

      {loadError ? (
        <LoadFailed message={loadError} />
      ) : items.length === 0 ? (
        <EmptyBar />
      ) : (
        <>
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
            <BarProgress stock={stock} />
            <BarQuickAdd className="rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) sm:p-5" />
          </div>
          <section aria-labelledby="inventory-title" className="space-y-3">
            <h2 id="inventory-title" className="text-2xl font-semibold">
              Your ingredients
            </h2>
            <BarInventoryGrid items={items} />
          </section>
        </>
      )}

      {forYou ? <ForYouTonightSection data={forYou} className="mt-12" /> : null}

      {matchesError ? (
        <p role="alert" className="mt-12 rounded-(--radius-card) border border-line bg-surface p-6 text-muted">
          {matchesError}
        </p>
      ) : items.length > 0 && !loadError ? (
        <WhatCanIMake data={matches} />
      ) : null}
    </section>
  );
}

function EmptyBar() {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-line bg-surface px-6 py-10 text-center sm:p-10">
      <Wine className="mx-auto size-10 text-accent" aria-hidden />
      <h2 className="mt-4 text-2xl font-semibold">Build Your Bar</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Add the bottles and ingredients you have at home, and Muddle will show you what you can make.
      </p>
      <Link to="/bar/build" className={buttonClasses({ className: "mt-6" })}>
        Add Ingredients
      </Link>
      <div className="mx-auto mt-8 max-w-sm border-t border-line pt-6 text-left">
        <BarQuickAdd />
      </div>
    </div>
  );
}

function LoadFailed({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-(--radius-card) border border-line bg-surface px-6 py-10 text-center">
      <h2 className="text-2xl font-semibold">{message}</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">Something went wrong on our side. Please try again.</p>
      <Link to="/bar" reloadDocument className={buttonClasses({ variant: "secondary", className: "mt-6" })}>
        <RotateCcw className="size-4" aria-hidden />
        Try again
      </Link>
    </div>
  );
}
