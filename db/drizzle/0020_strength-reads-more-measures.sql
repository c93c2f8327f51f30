-- Issue 13: the strength estimate reads the measures other sites write (shot, jigger, pony, part, dl, l,
-- pint, can, bottle: ABV_ML_PER_UNIT in app/lib/constants.ts), and a line with alcohol but no volume
-- ("2 Vodka", "1 Crown Royal") makes the strength unknown instead of leaving the spirit out, which had
-- shown "Alcohol-free" for a Cuba Libre made with "1-2 shot Dark rum". Otherwise as migration 0019.
CREATE OR REPLACE FUNCTION unit_ml(unit text) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lower(unit)
    WHEN 'oz' THEN 29.5735 WHEN 'ml' THEN 1 WHEN 'cl' THEN 10 WHEN 'dash' THEN 0.92 WHEN 'drop' THEN 0.05
    WHEN 'tsp' THEN 4.93 WHEN 'tbsp' THEN 14.79 WHEN 'barspoon' THEN 5 WHEN 'splash' THEN 5.9
    WHEN 'top' THEN 60 WHEN 'cup' THEN 236.6
    WHEN 'shot' THEN 44.36 WHEN 'jigger' THEN 44.36 WHEN 'pony' THEN 29.57 WHEN 'part' THEN 30
    WHEN 'dl' THEN 100 WHEN 'l' THEN 1000 WHEN 'pint' THEN 473.18 WHEN 'can' THEN 355 WHEN 'bottle' THEN 750
  END
$$;
--> statement-breakpoint
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
  -- Garnishes and optional ingredients are left out; a range
  -- counts at its middle, and a "top" is one top whatever number came with it. A line's own strength
  -- (recipe_ingredients.abv, from the author or the source) comes before the catalogue's. One counted
  -- liquid of unknown strength makes the whole strength unknown.
  WITH lines AS (
    SELECT ri.recipe_id, coalesce(ri.abv, i.abv) AS abv,
      CASE WHEN lower(ri.unit) = 'top' THEN 1
        ELSE coalesce((ri.quantity + coalesce(ri.quantity_max, ri.quantity)) / 2, 1)
      END * unit_ml(ri.unit) AS ml
    FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id
    WHERE ri.recipe_id IN (SELECT unnest(recipe_ids)) AND NOT ri.optional AND NOT ri.garnish
  ), liquids AS (
    -- Lines without a volume (wedges, grams, "2 Vodka") are left out, but one with alcohol in it
    -- makes the strength unknown: without its volume the estimate would be too weak.
    SELECT recipe_id, sum(ml * abv) AS alcohol, sum(ml) AS ml,
      bool_or(ml IS NOT NULL AND abv IS NULL) OR bool_or(ml IS NULL AND abv > 0) AS unknown
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
