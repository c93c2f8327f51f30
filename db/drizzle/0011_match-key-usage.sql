CREATE TABLE "match_key_usage" (
	"match_key" integer PRIMARY KEY NOT NULL,
	"recipes" integer NOT NULL
);
--> statement-breakpoint

-- Keeps match_key_usage equal to: for each key, the listed recipe_requirements rows whose match_keys hold
-- it. Each statement adds its new listed rows and takes away its old ones, key by key; an upsert that
-- changes nothing nets to zero. Keys are applied in order so concurrent writers lock rows alike.
CREATE OR REPLACE FUNCTION match_key_usage_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO match_key_usage AS u (match_key, recipes)
    SELECT k, count(*)::int FROM new_rows n, unnest(n.match_keys) AS k WHERE n.listed GROUP BY k ORDER BY k
    ON CONFLICT (match_key) DO UPDATE SET recipes = u.recipes + excluded.recipes;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO match_key_usage AS u (match_key, recipes)
    SELECT k, sum(d)::int FROM (
      SELECT k, 1 AS d FROM new_rows n, unnest(n.match_keys) AS k WHERE n.listed
      UNION ALL
      SELECT k, -1 FROM old_rows o, unnest(o.match_keys) AS k WHERE o.listed
    ) delta GROUP BY k HAVING sum(d) <> 0 ORDER BY k
    ON CONFLICT (match_key) DO UPDATE SET recipes = u.recipes + excluded.recipes;
  ELSE
    UPDATE match_key_usage u SET recipes = u.recipes - gone.n
    FROM (SELECT k, count(*)::int AS n FROM old_rows o, unnest(o.match_keys) AS k WHERE o.listed GROUP BY k) gone
    WHERE u.match_key = gone.k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipe_requirements_usage_insert AFTER INSERT ON recipe_requirements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_key_usage_apply();
--> statement-breakpoint
CREATE TRIGGER recipe_requirements_usage_update AFTER UPDATE ON recipe_requirements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION match_key_usage_apply();
--> statement-breakpoint
CREATE TRIGGER recipe_requirements_usage_delete AFTER DELETE ON recipe_requirements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION match_key_usage_apply();
--> statement-breakpoint

INSERT INTO match_key_usage (match_key, recipes)
SELECT k, count(*)::int FROM recipe_requirements rq, unnest(rq.match_keys) AS k WHERE rq.listed GROUP BY k;
