/** Catalogue suggestions for an ingredient name (part 1 §5, §9: from 2 characters, 300 ms debounce, 10 results). */
import { useEffect, useState } from "react";
import { INGREDIENT_SEARCH_DEBOUNCE_MS, INGREDIENT_SEARCH_LIMIT, INGREDIENT_SEARCH_MIN_CHARS } from "~/lib/constants";

export type IngredientSuggestion = { id: string; name: string; category: string; unit_type: string };

// The same few letters are typed again and again across rows; answers are kept for the page's life.
const cache = new Map<string, IngredientSuggestion[]>();

/** Suggestions for `query`; null `query` means "not searching" (the author has not typed). */
export function useIngredientSearch(query: string | null) {
  const [results, setResults] = useState<IngredientSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const q = query?.trim() ?? "";
  const active = q.length >= INGREDIENT_SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!active) {
      setResults([]);
      setLoading(false);
      return;
    }
    const key = q.toLowerCase();
    const cached = cache.get(key);
    if (cached) {
      setResults(cached);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/site/ingredients?${new URLSearchParams({ q })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`Ingredient search failed: ${response.status}`);
        const body = (await response.json()) as { ingredients: IngredientSuggestion[] };
        const found = body.ingredients.slice(0, INGREDIENT_SEARCH_LIMIT);
        cache.set(key, found);
        setResults(found);
      } catch (error) {
        if (controller.signal.aborted) return;
        // Suggestions are a help, not a requirement: a typed name is matched or created on save.
        console.warn(error);
        setResults([]);
      }
      setLoading(false);
    }, INGREDIENT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, q]);

  return { results: active ? results : [], loading: active && loading };
}
