/**
 * Part 1 §4 like, save and rating, shared by the recipe page's buttons: one keyed fetcher per recipe
 * and reaction, so the header's rating summary sees the rate block's submission as it happens.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/layout/toaster";
import { showSignInToast } from "./sign-in-toast";

export type ReactionIntent = "like" | "unlike" | "save" | "unsave" | "rate" | "share";

export type ReactionResult =
  | { error: string }
  | { intent: "like" | "unlike"; liked: boolean; likes_count: number }
  | { intent: "save" | "unsave"; saved: boolean; saves_count: number }
  | { intent: "rate"; rating: number; aggregate_rating_value: number | null; aggregate_rating_count: number }
  | { intent: "share"; shares_count: number };

export function reactionsPath(recipeId: string) {
  return `/api/site/recipes/${recipeId}/reactions`;
}

/** Part 1 §8 success toasts. */
const SUCCESS: Partial<Record<ReactionIntent, string>> = {
  like: "Recipe liked",
  unlike: "Recipe unliked",
  save: "Recipe saved",
  unsave: "Recipe removed from saved recipes",
  rate: "Rating updated",
};

/**
 * The fetcher for one kind of reaction ("like", "save" or "rate") on a recipe. `submit` posts the
 * intent; when the answer arrives it shows the spec's success toast, or its failure toast (a
 * sign-in toast when the session has gone), once per answer.
 */
export function useReaction(recipeId: string, kind: "like" | "save" | "rate", path: string) {
  const fetcher = useFetcher<ReactionResult>({ key: `${kind}-${recipeId}` });
  const announced = useRef<ReactionResult | undefined>(undefined);
  const { state, data } = fetcher;

  useEffect(() => {
    if (state !== "idle" || !data || announced.current === data) return;
    announced.current = data;
    if ("error" in data) {
      if (data.error.startsWith("Please sign in")) showSignInToast(data.error, path);
      else showToast({ type: "error", message: data.error, id: `${kind}-error` });
      return;
    }
    const message = SUCCESS[data.intent];
    if (message) showToast({ type: "success", message, id: `${kind}-done` });
  }, [state, data, kind, path]);

  const pending = fetcher.formData ? (fetcher.formData.get("intent") as ReactionIntent | null) : null;
  const pendingRating = pending === "rate" ? Number(fetcher.formData?.get("rating")) : null;
  const result = data && !("error" in data) ? data : null;

  function submit(intent: ReactionIntent, fields: Record<string, string> = {}) {
    fetcher.submit({ intent, ...fields }, { method: "post", action: reactionsPath(recipeId) });
  }

  return { pending, pendingRating, result, submit };
}

type Aggregate = { value: number | null; count: number; rating: number | null };

/**
 * Part 1 §4: the shown aggregate changes as soon as the member rates (the count rises by one for a
 * first rating; the average is recomputed), then takes the server's figures from the answer.
 */
export function useLiveAggregate(recipeId: string, loaded: Aggregate): Aggregate {
  const fetcher = useFetcher<ReactionResult>({ key: `rate-${recipeId}` });
  const data = fetcher.data;
  const settled: Aggregate =
    data && "intent" in data && data.intent === "rate"
      ? { value: data.aggregate_rating_value, count: data.aggregate_rating_count, rating: data.rating }
      : loaded;
  const next = fetcher.formData?.get("intent") === "rate" ? Number(fetcher.formData.get("rating")) : null;
  if (next === null || !Number.isFinite(next)) return settled;
  const total = (settled.value ?? 0) * settled.count;
  if (settled.rating === null) {
    const count = settled.count + 1;
    return { value: (total + next) / count, count, rating: next };
  }
  return { value: (total - settled.rating + next) / Math.max(1, settled.count), count: settled.count, rating: next };
}
