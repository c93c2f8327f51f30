/**
 * Plus, minus and remove for one bar item (part 2 §4), shared by the grid card and the drawer.
 * Quantity changes are optimistic: the shown value moves at once, clicks made while one is on its
 * way queue up and go one after another, and a refusal rolls the value back with the spec's toast.
 * Both views of an item share its fetchers (by key), so they always show the same number.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import type { BarItem } from "../bar-queries.server";

export type BarItemView = Pick<BarItem, "id" | "quantity" | "unit" | "notes" | "ingredient">;

/** What the /bar action answers a fetcher with. */
export type BarActionResult =
  | { ok: true; intent: "add" | "quantity" | "remove" | "note"; message?: string }
  | { ok: false; formError: string | null; fieldErrors?: Record<string, string[] | undefined> };

export type Delta = 1 | -1;

/** Applies the changes in order, flooring at 0 each time as the server does. */
export function applyDeltas(start: number, deltas: number[]): number {
  return deltas.reduce((quantity, delta) => Math.max(0, quantity + delta), start);
}

/** Answers some instance has already acted on; shared, because several instances can watch one fetcher. */
const handled = new WeakSet<object>();

/**
 * Calls `onResult` once for each answer, in whichever instance watching the fetcher sees it first:
 * the grid card and the drawer share a fetcher, so opening the drawer must not replay the card's toast;
 * and an answer that arrives as its form moves (the first quick add swaps the empty bar for the full
 * one, so a new form mounts holding the answer the old one never saw) must still be acted on.
 */
export function useFetcherResult<T>(data: T | undefined, onResult: (data: T) => void) {
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    if (typeof data !== "object" || data === null || handled.has(data)) return;
    handled.add(data);
    callback.current(data);
  }, [data]);
}

export function useBarItemActions(item: BarItemView) {
  const quantityFetcher = useFetcher<BarActionResult>({ key: `bar-quantity-${item.id}` });
  const removeFetcher = useFetcher<BarActionResult>({ key: `bar-remove-${item.id}` });
  // Refs, not state: a second click can come before React has re-rendered with the first one's
  // pending state, and resubmitting a busy fetcher would abort the first request.
  const sending = useRef(false);
  const queue = useRef<Delta[]>([]);
  const [queued, setQueued] = useState<Delta[]>([]);
  const inFlight = quantityFetcher.formData ? Number(quantityFetcher.formData.get("delta")) : 0;
  const quantity = applyDeltas(item.quantity, [inFlight, ...queued]);
  const { submit, state } = quantityFetcher;
  const lastFailed = quantityFetcher.data?.ok === false;

  const send = useCallback(
    (delta: Delta) => {
      sending.current = true;
      submit({ intent: "quantity", itemId: item.id, delta, via: "fetcher" }, { method: "post" });
    },
    [submit, item.id],
  );

  useFetcherResult(quantityFetcher.data, (result) => {
    if (result.ok) return;
    toast.error(result.formError ?? "Failed to update quantity", { id: `bar-quantity-${item.id}` });
  });

  // When a change has landed (and the page has reloaded), send the next click, unless it was refused.
  useEffect(() => {
    if (state !== "idle" || !sending.current) return;
    if (lastFailed) queue.current = [];
    const next = queue.current.shift();
    setQueued([...queue.current]);
    if (next) send(next);
    else sending.current = false;
  }, [state, lastFailed, send]);

  useFetcherResult(removeFetcher.data, (result) => {
    // "Item removed from bar" comes from the route's clientAction (action-toast.ts): the card leaves the page.
    if (!result.ok) toast.error(result.formError ?? "Failed to remove item", { id: `bar-remove-${item.id}` });
  });

  return {
    quantity,
    /** A change is on its way or waiting to go. */
    pending: state !== "idle" || queued.length > 0,
    change(delta: Delta) {
      if (!sending.current) return send(delta);
      queue.current.push(delta);
      setQueued([...queue.current]);
    },
    remove() {
      removeFetcher.submit({ intent: "remove", itemId: item.id, via: "fetcher" }, { method: "post" });
    },
    /** True from the click until the item is gone, or back after a refusal. */
    removing: removeFetcher.state !== "idle" && removeFetcher.formData !== undefined,
  };
}
