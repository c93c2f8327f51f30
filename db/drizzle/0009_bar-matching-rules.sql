-- "What can I make": the matching rules, the per-recipe requirements they produce, and the ABV estimate.
-- docs/bar-matching.md explains the rules; app/features/bar/bar-matching.server.test.ts proves them.

-- Sorted, distinct keys. (Not intarray's sort/uniq: in PGlite, loading intarray beside pg_trgm can break
-- pg_trgm's % operator, so the extension is not used.)
CREATE OR REPLACE FUNCTION sorted_keys(keys int[]) RETURNS int[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(SELECT DISTINCT k FROM unnest(keys) AS k WHERE k IS NOT NULL ORDER BY k)
$$;
--> statement-breakpoint

-- The catalogue has two levels: generics ("White Rum") and their variants ("Bacardi Carta Blanca").
-- A family is a generic and its variants; matching works on families, so a deeper tree is refused.
CREATE OR REPLACE FUNCTION ingredients_check_family() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND (
    NEW.parent_id = NEW.id
    OR EXISTS (SELECT 1 FROM ingredients WHERE id = NEW.parent_id AND parent_id IS NOT NULL)
    OR EXISTS (SELECT 1 FROM ingredients WHERE parent_id = NEW.id)
  ) THEN
    RAISE EXCEPTION 'An ingredient can only be a variant of a generic ingredient, and a generic with variants cannot become a variant'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ingredients_family_depth BEFORE INSERT OR UPDATE OF parent_id ON ingredients
  FOR EACH ROW EXECUTE FUNCTION ingredients_check_family();
--> statement-breakpoint

-- Millilitres per recipe unit and dilution by method, for the ABV estimate. Mirrored by ML_PER_UNIT and
-- DILUTION_BY_METHOD in app/lib/constants.ts; abv.server.test.ts keeps the two equal.
CREATE OR REPLACE FUNCTION unit_ml(unit text) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lower(unit)
    WHEN 'oz' THEN 29.5735 WHEN 'ml' THEN 1 WHEN 'cl' THEN 10 WHEN 'dash' THEN 0.92 WHEN 'drop' THEN 0.05
    WHEN 'tsp' THEN 4.93 WHEN 'tbsp' THEN 14.79 WHEN 'barspoon' THEN 5 WHEN 'splash' THEN 5.9
    WHEN 'top' THEN 60 WHEN 'cup' THEN 236.6
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION method_dilution(method text) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lower(method)
    WHEN 'shaken' THEN 0.25 WHEN 'stirred' THEN 0.20 WHEN 'built' THEN 0.10 WHEN 'thrown' THEN 0.20
    WHEN 'blended' THEN 0.30 ELSE 0.20
  END
$$;
--> statement-breakpoint

-- Lower-cased names, so substitutes can be found by a catalogue name in any case (GIN below).
CREATE OR REPLACE FUNCTION lower_names(names text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(SELECT lower(n) FROM unnest(names) AS n)
$$;
--> statement-breakpoint
CREATE INDEX recipe_ingredients_substitutes_idx ON recipe_ingredients USING gin (lower_names(substitutes))
  WHERE substitutes <> '{}';
--> statement-breakpoint

-- THE RULES, in one place. For each recipe ingredient: is it required, and which families satisfy it.
--  1. Optional and garnish ingredients are never required, nor is anything in the ice or water categories.
--  2. An ingredient is satisfied by its family: the generic and every variant of it.
--  3. Each listed substitute that names a catalogue ingredient (any case) adds that ingredient's family.
CREATE OR REPLACE FUNCTION recipe_ingredient_options(recipe_ids uuid[])
RETURNS TABLE (recipe_id uuid, recipe_ingredient_id uuid, ingredient_id uuid, required boolean, family_keys int[])
LANGUAGE sql STABLE AS $$
  SELECT ri.recipe_id, ri.id, ri.ingredient_id,
    NOT ri.optional AND NOT ri.garnish AND i.category NOT IN ('ice', 'water'),
    sorted_keys(coalesce(p.match_key, i.match_key) || ARRAY(
      SELECT coalesce(sp.match_key, s.match_key)
      FROM unnest(ri.substitutes) AS n(name)
      JOIN ingredients s ON lower(s.name) = lower(n.name)
      LEFT JOIN ingredients sp ON sp.id = s.parent_id
    ))
  FROM recipe_ingredients ri
  JOIN ingredients i ON i.id = ri.ingredient_id
  LEFT JOIN ingredients p ON p.id = i.parent_id
  WHERE ri.recipe_id IN (SELECT unnest(recipe_ids))
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION match_mask(keys int[]) RETURNS bit(256) LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(bit_or(set_bit(repeat('0', 256)::bit(256), k % 256, 1)), repeat('0', 256)::bit(256))
  FROM unnest(keys) AS k
$$;
--> statement-breakpoint

-- Rewrites recipe_requirements and recipes.abv for the given recipes (called by the triggers below,
-- and set-based by the benchmark generator). `IN (SELECT unnest(…))` rather than `= ANY(…)`: the
-- planner hashes a long list, where ANY would compare every row against every id.
-- A required ingredient with one family needs that family's key; one with substitutes needs the key
-- of its set of alternatives, created here on first use.
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
  -- Garnishes, optional ingredients and amounts without a volume (wedges, grams) are left out.
  WITH liquids AS (
    SELECT ri.recipe_id,
      sum(coalesce(ri.quantity, 1) * unit_ml(ri.unit) * coalesce(i.abv, 0)) AS alcohol,
      sum(coalesce(ri.quantity, 1) * unit_ml(ri.unit)) AS ml
    FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id
    WHERE ri.recipe_id IN (SELECT unnest(recipe_ids)) AND NOT ri.optional AND NOT ri.garnish AND unit_ml(ri.unit) IS NOT NULL
    GROUP BY ri.recipe_id
  ), strength AS (
    SELECT r.id, round((l.alcohol / nullif(l.ml, 0) / (1 + method_dilution(r.method)))::numeric, 1)::real AS abv
    FROM recipes r LEFT JOIN liquids l ON l.recipe_id = r.id
    WHERE r.id IN (SELECT unnest(recipe_ids))
  )
  UPDATE recipes r SET abv = s.abv FROM strength s WHERE r.id = s.id AND r.abv IS DISTINCT FROM s.abv;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION recipes_requirements_on_recipe() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_requirements(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_requirements_on_new_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_requirements(ARRAY(SELECT DISTINCT recipe_id FROM new_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_requirements_on_old_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_requirements(ARRAY(SELECT DISTINCT recipe_id FROM old_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_requirements_self AFTER INSERT OR UPDATE OF status, is_public, method ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipes_requirements_on_recipe();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_requirements_insert AFTER INSERT ON recipe_ingredients
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_requirements_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_requirements_update AFTER UPDATE ON recipe_ingredients
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_requirements_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_requirements_delete AFTER DELETE ON recipe_ingredients
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_requirements_on_old_parts();
--> statement-breakpoint

-- Catalogue changes reach the recipes that use the ingredient, directly or as a substitute by name.
CREATE OR REPLACE FUNCTION recipes_requirements_on_ingredient() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_requirements(ARRAY(
    SELECT DISTINCT ri.recipe_id FROM recipe_ingredients ri
    WHERE ri.ingredient_id IN (SELECT c.id FROM changed c UNION SELECT v.id FROM ingredients v WHERE v.parent_id IN (SELECT id FROM changed))
    UNION
    SELECT ri.recipe_id FROM recipe_ingredients ri
    WHERE ri.substitutes <> '{}' AND lower_names(ri.substitutes) && ARRAY(SELECT lower(c.name) FROM changed c)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ingredients_requirements_insert AFTER INSERT ON ingredients
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION recipes_requirements_on_ingredient();
--> statement-breakpoint
CREATE TRIGGER ingredients_requirements_update AFTER UPDATE ON ingredients
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION recipes_requirements_on_ingredient();
--> statement-breakpoint

-- The keys a member's bar satisfies: the family of each ingredient on hand (quantity above 0), and every
-- set of alternatives that includes one of those families.
CREATE OR REPLACE FUNCTION bar_match_keys(member text) RETURNS int[] LANGUAGE sql STABLE AS $$
  WITH families AS (
    SELECT DISTINCT coalesce(p.match_key, i.match_key) AS k
    FROM bar_inventory b
    JOIN ingredients i ON i.id = b.ingredient_id
    LEFT JOIN ingredients p ON p.id = i.parent_id
    WHERE b.user_id = member AND b.quantity > 0
  )
  SELECT sorted_keys(ARRAY(
    SELECT k FROM families
    UNION ALL
    SELECT a.match_key FROM ingredient_alternatives a WHERE a.family_keys && ARRAY(SELECT k FROM families)
  ))
$$;
--> statement-breakpoint

SELECT recipes_refresh_requirements(ARRAY(SELECT id FROM recipes));
