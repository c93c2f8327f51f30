ALTER TABLE "recipe_ingredients" ADD COLUMN "abv" real;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_abv_range" CHECK ("recipe_ingredients"."abv" is null or ("recipe_ingredients"."abv" >= 0 and "recipe_ingredients"."abv" <= 100));--> statement-breakpoint
-- Issue 13: a recipe line can carry its own strength (Bar Assistant's per-ingredient `strength`, or an
-- author's navy-strength gin), which the estimate prefers to the catalogue's; and a "top" counts once
-- ("120 topup" in Bar Assistant's data had counted 120 tops of 60 ml). Same function as migration 0018
-- otherwise.
CREATE OR REPLACE FUNCTION recipes_refresh_requirements(recipe_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ingredient_alternatives (family_keys)
  SELECT DISTINCT o.family_keys FROM recipe_ingredient_options(recipe_ids) o
  WHERE o.required AND cardinality(o.family_keys) > 1
  ON CONFLICT (family_keys) DO NOTHING;

  WITH keyed AS (
    SELECT o.recipe_id, CASE WHEN cardinality(o.family_keys) = 1 THEN o.family_keys[1] ELSE a.match_key END AS k
    FROM recipe_ingredient_options(recipe_ids) o
    LEFT JOIN ingredient_alternatives a ON cardinality(o.family_keys) > 1 AND a.family_keys = o.family_keys
    WHERE o.required
  ), per_recipe AS (
    SELECT keyed.recipe_id, sorted_keys(array_agg(keyed.k)) AS keys FROM keyed GROUP BY keyed.recipe_id
  )
  INSERT INTO recipe_requirements AS rq (recipe_id, listed, match_keys, match_mask)
  SELECT r.id, r.status = 'published' AND r.is_public, coalesce(p.keys, '{}'), match_mask(coalesce(p.keys, '{}'))
  FROM recipes r LEFT JOIN per_recipe p ON p.recipe_id = r.id
  WHERE r.id IN (SELECT unnest(recipe_ids))
  ON CONFLICT (recipe_id) DO UPDATE SET listed = excluded.listed,
    match_keys = excluded.match_keys, match_mask = excluded.match_mask;

  -- ABV after dilution: alcohol over liquid volume, the volume grown by the method's dilution.
  -- Garnishes, optional ingredients and amounts without a volume (wedges, grams) are left out; a range
  -- counts at its middle, and a "top" is one top whatever number came with it. A line's own strength
  -- (recipe_ingredients.abv, from the author or the source) comes before the catalogue's. One counted
  -- liquid of unknown strength makes the whole strength unknown.
  WITH lines AS (
    SELECT ri.recipe_id, coalesce(ri.abv, i.abv) AS abv,
      CASE WHEN lower(ri.unit) = 'top' THEN 1
        ELSE coalesce((ri.quantity + coalesce(ri.quantity_max, ri.quantity)) / 2, 1)
      END * unit_ml(ri.unit) AS ml
    FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id
    WHERE ri.recipe_id IN (SELECT unnest(recipe_ids)) AND NOT ri.optional AND NOT ri.garnish AND unit_ml(ri.unit) IS NOT NULL
  ), liquids AS (
    SELECT recipe_id, sum(ml * abv) AS alcohol, sum(ml) AS ml, bool_or(abv IS NULL) AS unknown
    FROM lines GROUP BY recipe_id
  ), strength AS (
    SELECT r.id,
      CASE WHEN l.unknown THEN NULL
        ELSE round((l.alcohol / nullif(l.ml, 0) / (1 + method_dilution(r.method)))::numeric, 1)::real
      END AS abv
    FROM recipes r LEFT JOIN liquids l ON l.recipe_id = r.id
    WHERE r.id IN (SELECT unnest(recipe_ids))
  )
  UPDATE recipes r SET abv = s.abv FROM strength s WHERE r.id = s.id AND r.abv IS DISTINCT FROM s.abv;
END $$;
--> statement-breakpoint

-- Every recipe again, under the new rule.
SELECT recipes_refresh_requirements(ARRAY(SELECT id FROM recipes));
