CREATE TABLE "recipe_likeness" (
	"recipe_id" uuid NOT NULL,
	"feature" text NOT NULL,
	"weight" real NOT NULL,
	"listed" boolean NOT NULL,
	CONSTRAINT "recipe_likeness_recipe_id_feature_pk" PRIMARY KEY("recipe_id","feature")
);
--> statement-breakpoint
CREATE TABLE "recipe_likeness_usage" (
	"feature" text PRIMARY KEY NOT NULL,
	"recipes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_likeness" ADD CONSTRAINT "recipe_likeness_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_likeness_listed_feature_idx" ON "recipe_likeness" USING btree ("feature","weight","recipe_id") WHERE "recipe_likeness"."listed";--> statement-breakpoint

-- Issue 23: "More like this". A recipe's likeness features, written once here (docs/discovery.md):
--   f:{key}   an ingredient family (bar matching's family key), a substitute at a quarter weight;
--   c:{class} the family's coarse class (bourbon, scotch and whiskey are whiskey; cognac is brandy), so a
--             rye drink is near a bourbon one without being the same;
--   t:{id}, k:{id}, m:{method}  its tags, categories and method.
-- Required lines only, as bar matching counts them (no garnish, optional, ice or water). A line weighs the
-- square root of its volume, at least 5 ml' worth, so a dash of bitters or a rinse of absinthe still counts
-- and the base spirit does not drown everything else. Each group is a unit vector scaled by the square
-- root of its share of the score, so two recipes' dot product is their similarity (before rarity and
-- strength, which similar_recipes adds).
CREATE OR REPLACE FUNCTION ingredient_class(category text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE category WHEN 'bourbon' THEN 'whiskey' WHEN 'scotch' THEN 'whiskey' WHEN 'cognac' THEN 'brandy'
    ELSE category END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_refresh_likeness(recipe_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM recipe_likeness WHERE recipe_id = ANY (recipe_ids);
  WITH lines AS (
    SELECT ri.recipe_id, coalesce(p.match_key, i.match_key) AS family,
      ingredient_class(coalesce(p.category, i.category)) AS class, ri.substitutes,
      coalesce(
        CASE WHEN lower(ri.unit) = 'top' THEN 1
          ELSE coalesce((ri.quantity + coalesce(ri.quantity_max, ri.quantity)) / 2, 1) END * unit_ml(ri.unit),
        7.5) AS ml
    FROM recipe_ingredients ri
    JOIN ingredients i ON i.id = ri.ingredient_id
    LEFT JOIN ingredients p ON p.id = i.parent_id
    WHERE ri.recipe_id = ANY (recipe_ids) AND NOT ri.optional AND NOT ri.garnish AND i.category NOT IN ('ice', 'water')
  ), options AS (
    SELECT recipe_id, family, class, sqrt(greatest(ml, 5)) AS w FROM lines
    UNION ALL
    SELECT l.recipe_id, coalesce(sp.match_key, s.match_key), ingredient_class(coalesce(sp.category, s.category)),
      sqrt(greatest(l.ml, 5)) / 4
    FROM lines l
    JOIN ingredients s ON lower(s.name) = ANY (lower_names(l.substitutes))
    LEFT JOIN ingredients sp ON sp.id = s.parent_id
    WHERE l.substitutes <> '{}'
  ), raw AS (
    SELECT recipe_id, 'f:' || family AS feature, sum(w) AS w, 0.35 AS share FROM options GROUP BY 1, 2
    UNION ALL
    SELECT recipe_id, 'c:' || class, sum(w), 0.20 FROM options WHERE class <> 'other' GROUP BY 1, 2
    UNION ALL
    SELECT rt.recipe_id, 't:' || rt.tag_id, 1, 0.20 FROM recipe_tags rt WHERE rt.recipe_id = ANY (recipe_ids)
    UNION ALL
    SELECT rc.recipe_id, 'k:' || rc.category_id, 1, 0.15 FROM recipe_categories rc WHERE rc.recipe_id = ANY (recipe_ids)
    UNION ALL
    SELECT r.id, 'm:' || r.method, 1, 0.10 FROM recipes r WHERE r.id = ANY (recipe_ids) AND r.method IS NOT NULL
  ), unit AS (
    SELECT recipe_id, feature, share, w / sqrt(sum(w * w) OVER (PARTITION BY recipe_id, left(feature, 2))) AS w
    FROM raw
  )
  INSERT INTO recipe_likeness (recipe_id, feature, weight, listed)
  SELECT u.recipe_id, u.feature, (sqrt(u.share) * u.w)::real,
    r.status = 'published' AND r.is_public AND r.moderation = 'visible'
  FROM unit u JOIN recipes r ON r.id = u.recipe_id
  ORDER BY u.recipe_id, u.feature;
END $$;
--> statement-breakpoint

-- Rarity: listed recipes per feature. Rows are only ever inserted or deleted (a refresh replaces them);
-- features are applied in order so concurrent writers lock rows alike.
CREATE OR REPLACE FUNCTION recipe_likeness_usage_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO recipe_likeness_usage AS u (feature, recipes)
    SELECT feature, count(*)::int FROM new_rows WHERE listed GROUP BY feature ORDER BY feature
    ON CONFLICT (feature) DO UPDATE SET recipes = u.recipes + excluded.recipes;
  ELSE
    UPDATE recipe_likeness_usage u SET recipes = u.recipes - gone.n
    FROM (SELECT feature, count(*)::int AS n FROM old_rows WHERE listed GROUP BY feature ORDER BY feature) gone
    WHERE u.feature = gone.feature;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipe_likeness_usage_insert AFTER INSERT ON recipe_likeness
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_likeness_usage_apply();
--> statement-breakpoint
CREATE TRIGGER recipe_likeness_usage_delete AFTER DELETE ON recipe_likeness
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_likeness_usage_apply();
--> statement-breakpoint

-- Tags and categories change without touching the ingredients.
CREATE OR REPLACE FUNCTION recipes_likeness_on_new_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_likeness(ARRAY(SELECT DISTINCT recipe_id FROM new_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_likeness_on_old_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_likeness(ARRAY(SELECT DISTINCT recipe_id FROM old_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipe_tags_likeness_insert AFTER INSERT ON recipe_tags
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_likeness_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_tags_likeness_delete AFTER DELETE ON recipe_tags
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_likeness_on_old_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_categories_likeness_insert AFTER INSERT ON recipe_categories
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_likeness_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_categories_likeness_delete AFTER DELETE ON recipe_categories
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_likeness_on_old_parts();
--> statement-breakpoint
-- recipes_refresh_requirements also refreshes the likeness, so every trigger that keeps bar matching (recipes,
-- their ingredients, the catalogue) keeps it too. Otherwise as migration 0032.
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
  SELECT r.id, r.status = 'published' AND r.is_public AND r.moderation = 'visible', coalesce(p.keys, '{}'), match_mask(coalesce(p.keys, '{}'))
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

  PERFORM recipes_refresh_likeness(recipe_ids);
END $$;
--> statement-breakpoint

SELECT recipes_refresh_likeness(ARRAY(SELECT id FROM recipes));
--> statement-breakpoint

-- The listed recipes most like one recipe, best first. A feature counts by its rarity (ln(1 + N / recipes
-- with it), N the commonest feature's count), so sharing Campari says more than sharing "stirred"; the score
-- is that weighted dot product over the source's own (0 to 1), 85 %, plus closeness of strength, 15 %.
-- Candidates, so that no request scores every recipe (index-only walks of recipe_likeness_listed_feature_idx):
-- the best 150 of those sharing an ingredient family (each family is in a few % of recipes at most), and the
-- 100 nearest in each of the source's two main classes; those are scored in full.
CREATE OR REPLACE FUNCTION similar_recipes(source uuid, how_many int)
RETURNS TABLE (recipe_id uuid, score real) LANGUAGE sql STABLE AS $$
  WITH n AS (
    SELECT greatest(max(recipes), 1)::float8 AS total FROM recipe_likeness_usage
  ), src AS (
    SELECT l.feature, l.weight, ln(1 + n.total / greatest(coalesce(u.recipes, 0), 1)) AS idf
    FROM recipe_likeness l CROSS JOIN n LEFT JOIN recipe_likeness_usage u ON u.feature = l.feature
    WHERE l.recipe_id = source
  ), self AS (
    SELECT nullif(sum(weight * weight * idf), 0) AS s FROM src
  ), pool AS (
    -- Recipes sharing an ingredient family, best 150 by what the families alone give (each family's 2,000
    -- recipes in which it weighs most, so a family in a third of all recipes, lime juice say, costs no more)…
    (SELECT c.recipe_id FROM src s
      CROSS JOIN LATERAL (
        SELECT l.recipe_id, l.weight FROM recipe_likeness l
        WHERE l.listed AND l.feature = s.feature ORDER BY l.weight DESC LIMIT 2000
      ) c
      WHERE s.feature LIKE 'f:%' AND c.recipe_id <> source
      GROUP BY c.recipe_id
      ORDER BY sum(c.weight * s.weight * s.idf) DESC
      LIMIT 150)
    UNION
    -- …and, for the source's two main classes, the 100 recipes nearest in that class's share (a rye drink
    -- for a bourbon one, whatever else they share).
    SELECT n.recipe_id FROM (
      SELECT feature, weight FROM src WHERE feature LIKE 'c:%' ORDER BY weight DESC LIMIT 2
    ) s
    CROSS JOIN LATERAL (
      (SELECT l.recipe_id FROM recipe_likeness l
        WHERE l.listed AND l.feature = s.feature AND l.weight >= s.weight ORDER BY l.weight LIMIT 50)
      UNION ALL
      (SELECT l.recipe_id FROM recipe_likeness l
        WHERE l.listed AND l.feature = s.feature AND l.weight < s.weight ORDER BY l.weight DESC LIMIT 50)
    ) n
    WHERE n.recipe_id <> source
  ), scored AS (
    SELECT p.recipe_id, sum(c.weight * s.weight * s.idf) / max(self.s) AS likeness
    FROM pool p
    CROSS JOIN src s
    JOIN recipe_likeness c ON c.recipe_id = p.recipe_id AND c.feature = s.feature
    CROSS JOIN self
    GROUP BY p.recipe_id
  )
  SELECT sc.recipe_id,
    (0.85 * sc.likeness + 0.15 * coalesce(1 - least(abs(a.abv - b.abv) / 25, 1), 0.5))::real AS score
  FROM scored sc
  JOIN recipes b ON b.id = sc.recipe_id
  CROSS JOIN (SELECT abv FROM recipes WHERE id = source) a
  ORDER BY score DESC, sc.recipe_id
  LIMIT how_many
$$;
