CREATE TABLE "recipe_likeness_changes" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_similar_kept" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"recipe_ids" uuid[] NOT NULL,
	"worked_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_likeness_changes" ADD CONSTRAINT "recipe_likeness_changes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_similar_kept" ADD CONSTRAINT "recipe_similar_kept_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_likeness_changes_changed_at_idx" ON "recipe_likeness_changes" USING btree ("changed_at");--> statement-breakpoint

-- Issue 23: "More like this" knows a drink's lineage, and is kept per recipe so a reader scores ~50 drinks
-- instead of walking the index (docs/discovery.md, "How it stays fast").
--
-- Kin: a recipe's original (recipes.variant_of) and its own variants gain 0.25 on top of what their features
-- give. An author who says "this is a Manhattan made with Scotch" knows something no sum of volumes can: a Rob
-- Roy shares none of a Manhattan's rye, and among 100,000 recipes any rye and sweet vermouth drink outscores it
-- on ingredients alone. Only listed recipes are ever scored, so a private original or variant is never revealed.
--
-- PL/pgSQL rather than SQL throughout: a SQL function is inlined and planned again on every call (5–7 ms at
-- 100,000 recipes); PL/pgSQL keeps each statement's plan for the connection.

-- A recipe's features with their rarity: ln(1 + N / listed recipes with it), N the commonest feature's count.
CREATE OR REPLACE FUNCTION likeness_features(source uuid)
RETURNS TABLE (feature text, weight real, idf float8) LANGUAGE sql STABLE AS $$
  SELECT l.feature, l.weight, ln(1 + n.total / greatest(coalesce(u.recipes, 0), 1))
  FROM recipe_likeness l
  CROSS JOIN (SELECT greatest(max(recipes), 1)::float8 AS total FROM recipe_likeness_usage) n
  LEFT JOIN recipe_likeness_usage u ON u.feature = l.feature
  WHERE l.recipe_id = source
$$;
--> statement-breakpoint

-- `candidate_ids` scored against `source`, best first: rarity-weighted likeness of features 85 %, closeness of
-- strength 15 % (as 0038), plus 0.25 for kin. Listed recipes only.
CREATE OR REPLACE FUNCTION score_similar(source uuid, candidate_ids uuid[], how_many int)
RETURNS TABLE (recipe_id uuid, score real) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH me AS (
    SELECT abv, variant_of FROM recipes WHERE id = source
  ), src AS (
    SELECT * FROM likeness_features(source)
  ), self AS (
    SELECT nullif(sum(weight * weight * idf), 0) AS s FROM src
  ), pool AS (
    SELECT DISTINCT p AS recipe_id FROM unnest(candidate_ids) p WHERE p <> source
  ), scored AS (
    SELECT p.recipe_id, sum(c.weight * s.weight * s.idf) / max(self.s) AS likeness
    FROM pool p
    CROSS JOIN src s
    JOIN recipe_likeness c ON c.recipe_id = p.recipe_id AND c.feature = s.feature
    CROSS JOIN self
    GROUP BY p.recipe_id
  ), rated AS (
    SELECT * FROM scored
    UNION ALL
    -- A candidate sharing no feature still has its strength and, if kin, its 0.25.
    SELECT p.recipe_id, 0 FROM pool p WHERE p.recipe_id NOT IN (SELECT scored.recipe_id FROM scored)
  )
  SELECT r.recipe_id,
    (coalesce(0.85 * r.likeness, 0) + 0.15 * coalesce(1 - least(abs(me.abv - b.abv) / 25, 1), 0.5)
      + CASE WHEN b.id = me.variant_of OR b.variant_of = source THEN 0.25 ELSE 0 END)::real AS score
  FROM rated r
  JOIN recipes b ON b.id = r.recipe_id
  CROSS JOIN me
  WHERE b.status = 'published' AND b.is_public AND b.moderation = 'visible'
  ORDER BY score DESC, r.recipe_id
  LIMIT how_many;
END $$;
--> statement-breakpoint

-- The listed recipes most like one recipe, worked out in full. Candidates, so that no request scores every
-- recipe (index-only walks of recipe_likeness_listed_feature_idx): the best 150 of those sharing an ingredient
-- family (each family's 2,000 recipes in which it weighs most, so a family in a third of all recipes, lime
-- juice say, costs no more), the 100 nearest in each of the source's two main classes (a rye drink for a
-- bourbon one, whatever else they share), and its kin (the 50 most liked).
CREATE OR REPLACE FUNCTION similar_recipes(source uuid, how_many int)
RETURNS TABLE (recipe_id uuid, score real) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT * FROM score_similar(source, ARRAY(
    WITH src AS (
      SELECT * FROM likeness_features(source)
    )
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
    UNION
    (SELECT k.id FROM recipes k
      WHERE (k.id = (SELECT variant_of FROM recipes WHERE id = source) OR k.variant_of = source)
        AND k.status = 'published' AND k.is_public AND k.moderation = 'visible'
      ORDER BY k.likes_count DESC LIMIT 50)
  ), how_many);
END $$;
--> statement-breakpoint

-- What a reader gets: the kept list (the best 50 when last worked out in full) scored again together with
-- every recipe whose features changed since (a new Negroni twist appears under the Negroni at once; one made
-- private leaves). Worked out in full, and kept, when there is none, when it is a day old, when the recipe's
-- own features changed, or when more than 100 recipes changed since (a bulk import). Changes are read from
-- ten minutes before the list was worked out, so one committed by a transaction that was still open then
-- is never missed.
CREATE OR REPLACE FUNCTION kept_similar_recipes(source uuid, how_many int)
RETURNS TABLE (recipe_id uuid, score real) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  kept recipe_similar_kept%ROWTYPE;
  since timestamptz;
  changed uuid[];
  ids uuid[];
  scores real[];
BEGIN
  SELECT * INTO kept FROM recipe_similar_kept k WHERE k.recipe_id = source;
  IF FOUND AND kept.worked_out_at > now() - interval '1 day' THEN
    since := kept.worked_out_at - interval '10 minutes';
    changed := ARRAY(SELECT c.recipe_id FROM recipe_likeness_changes c WHERE c.changed_at > since
      ORDER BY c.changed_at DESC LIMIT 101);
    IF cardinality(changed) <= 100 AND NOT source = ANY (changed) THEN
      RETURN QUERY SELECT * FROM score_similar(source, kept.recipe_ids || changed, how_many);
      RETURN;
    END IF;
  END IF;
  SELECT coalesce(array_agg(s.recipe_id ORDER BY s.score DESC, s.recipe_id), '{}'),
    coalesce(array_agg(s.score ORDER BY s.score DESC, s.recipe_id), '{}')
  INTO ids, scores FROM similar_recipes(source, 50) s;
  INSERT INTO recipe_similar_kept AS k (recipe_id, recipe_ids, worked_out_at) VALUES (source, ids, now())
  ON CONFLICT (recipe_id) DO UPDATE SET recipe_ids = excluded.recipe_ids, worked_out_at = excluded.worked_out_at;
  RETURN QUERY SELECT u.id, u.score FROM unnest(ids, scores) WITH ORDINALITY AS u(id, score, n)
    ORDER BY u.n LIMIT how_many;
END $$;
--> statement-breakpoint

-- Every refresh of a recipe's features is a change, whatever caused it (its ingredients, tags, categories,
-- method, status, visibility, moderation, the catalogue). A recipe being deleted is not logged.
CREATE OR REPLACE FUNCTION recipe_likeness_log_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_likeness_changes AS c (recipe_id, changed_at)
  SELECT DISTINCT t.recipe_id, now() FROM changed_rows t
  WHERE EXISTS (SELECT 1 FROM recipes r WHERE r.id = t.recipe_id)
  ORDER BY 1
  ON CONFLICT (recipe_id) DO UPDATE SET changed_at = excluded.changed_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipe_likeness_changes_insert AFTER INSERT ON recipe_likeness
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_likeness_log_changes();
--> statement-breakpoint
CREATE TRIGGER recipe_likeness_changes_delete AFTER DELETE ON recipe_likeness
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION recipe_likeness_log_changes();
--> statement-breakpoint

-- Naming or dropping an original changes who is kin, not the features.
CREATE OR REPLACE FUNCTION recipes_log_lineage_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recipe_likeness_changes AS c (recipe_id, changed_at) VALUES (NEW.id, now())
  ON CONFLICT (recipe_id) DO UPDATE SET changed_at = excluded.changed_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_lineage_changes AFTER UPDATE OF variant_of ON recipes
  FOR EACH ROW WHEN (OLD.variant_of IS DISTINCT FROM NEW.variant_of) EXECUTE FUNCTION recipes_log_lineage_change();
--> statement-breakpoint

INSERT INTO recipe_likeness_changes (recipe_id, changed_at)
SELECT DISTINCT recipe_id, now() - interval '1 day' FROM recipe_likeness ORDER BY 1;
