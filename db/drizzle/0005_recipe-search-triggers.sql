-- Keeps recipes.search_vector in step with the recipe, its ingredients and its tags, whatever
-- writes them (forms, imports, seeds). Statement-level triggers refresh each touched recipe once.
CREATE OR REPLACE FUNCTION recipes_refresh_search(recipe_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE recipes r SET search_vector =
      setweight(to_tsvector('english', coalesce(r.name, '')), 'A') ||
      setweight(to_tsvector('english', coalesce((
        SELECT string_agg(t.name, ' ') FROM recipe_tags rt JOIN tags t ON t.id = rt.tag_id WHERE rt.recipe_id = r.id
      ), '')), 'B') ||
      setweight(to_tsvector('english', coalesce((
        SELECT string_agg(ri.name, ' ') FROM recipe_ingredients ri WHERE ri.recipe_id = r.id
      ), '')), 'B') ||
      setweight(to_tsvector('english', coalesce(r.description, '')), 'C')
  WHERE r.id = ANY(recipe_ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_search_on_recipe() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_search(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_search_on_new_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_search(ARRAY(SELECT DISTINCT recipe_id FROM new_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipes_search_on_old_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recipes_refresh_search(ARRAY(SELECT DISTINCT recipe_id FROM old_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipes_search_self AFTER INSERT OR UPDATE OF name, description ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipes_search_on_recipe();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_search_insert AFTER INSERT ON recipe_ingredients
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_search_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_search_delete AFTER DELETE ON recipe_ingredients
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_search_on_old_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_search_update AFTER UPDATE ON recipe_ingredients
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_search_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_tags_search_insert AFTER INSERT ON recipe_tags
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_search_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_tags_search_delete AFTER DELETE ON recipe_tags
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION recipes_search_on_old_parts();
--> statement-breakpoint
SELECT recipes_refresh_search(ARRAY(SELECT id FROM recipes));
