-- Private catalogue entries become shared (issue 11, item 8). An ingredient, category or cocktail type a
-- member types in is theirs (shared = false, created_by = them, set by the app) until a published public
-- recipe uses it or a moderator shares it. Triggers do the sharing, so every path that writes recipes
-- (forms, imports, seeds) agrees. Entries older than migration 0012 stay shared: who typed them is unknown.
--
-- Invariant: no private entry has the name (any case) of a shared one. When an entry becomes shared, other
-- members' private entries of that name are merged into it (their bars, shopping lists and recipes point at
-- the shared entry from then on); when a private entry is shared while a shared namesake already exists
-- (two members typed the same name before either was published), it is merged into that namesake instead.

-- Moves everything that points at ingredient `dupe` to `target`, then deletes `dupe`. A member who already
-- has `target` in their bar keeps the larger quantity; rows that would repeat one are left to the cascade.
CREATE OR REPLACE FUNCTION ingredients_merge_into(dupe uuid, target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recipe_ingredients SET ingredient_id = target WHERE ingredient_id = dupe;
  UPDATE bar_inventory t SET quantity = greatest(t.quantity, d.quantity), updated_at = now()
    FROM bar_inventory d WHERE d.ingredient_id = dupe AND t.ingredient_id = target AND t.user_id = d.user_id;
  UPDATE bar_inventory d SET ingredient_id = target WHERE d.ingredient_id = dupe
    AND NOT EXISTS (SELECT 1 FROM bar_inventory t WHERE t.user_id = d.user_id AND t.ingredient_id = target);
  UPDATE shopping_list_items d SET ingredient_id = target WHERE d.ingredient_id = dupe
    AND NOT EXISTS (SELECT 1 FROM shopping_list_items t WHERE t.user_id = d.user_id AND t.ingredient_id = target);
  UPDATE bar_suggestion_skips d SET ingredient_id = target WHERE d.ingredient_id = dupe
    AND NOT EXISTS (SELECT 1 FROM bar_suggestion_skips t WHERE t.user_id = d.user_id AND t.ingredient_id = target);
  DELETE FROM ingredients WHERE id = dupe;
END $$;
--> statement-breakpoint

-- Categories and cocktail types have the same shape (id, name, created_by, shared) and one link table each.
CREATE OR REPLACE FUNCTION taxonomy_link(tbl text, OUT link text, OUT col text) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl WHEN 'categories' THEN 'recipe_categories' WHEN 'cocktail_types' THEN 'recipe_cocktail_types' END,
         CASE tbl WHEN 'categories' THEN 'category_id' WHEN 'cocktail_types' THEN 'cocktail_type_id' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION taxonomy_merge_into(tbl text, dupe int, target int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE t record;
BEGIN
  SELECT * INTO t FROM taxonomy_link(tbl);
  EXECUTE format('UPDATE %1$I d SET %2$I = $2 WHERE d.%2$I = $1
    AND NOT EXISTS (SELECT 1 FROM %1$I x WHERE x.recipe_id = d.recipe_id AND x.%2$I = $2)', t.link, t.col)
    USING dupe, target;
  EXECUTE format('DELETE FROM %I WHERE id = $1', tbl) USING dupe;
END $$;
--> statement-breakpoint

-- Shares one entry: merged into its shared namesake if there is one, otherwise marked shared (and then
-- catalogue_absorb_namesakes merges other members' private namesakes into it). Also what a moderator calls.
CREATE OR REPLACE FUNCTION ingredient_share(entry uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE namesake uuid;
BEGIN
  SELECT s.id INTO namesake FROM ingredients e JOIN ingredients s ON s.shared AND lower(s.name) = lower(e.name)
    WHERE e.id = entry AND NOT e.shared;
  IF namesake IS NOT NULL THEN
    PERFORM ingredients_merge_into(entry, namesake);
  ELSE
    UPDATE ingredients SET shared = true WHERE id = entry AND NOT shared;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION taxonomy_share(tbl text, entry int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE namesake int;
BEGIN
  EXECUTE format('SELECT s.id FROM %1$I e JOIN %1$I s ON s.shared AND lower(s.name) = lower(e.name)
    WHERE e.id = $1 AND NOT e.shared', tbl) INTO namesake USING entry;
  IF namesake IS NOT NULL THEN
    PERFORM taxonomy_merge_into(tbl, entry, namesake);
  ELSE
    EXECUTE format('UPDATE %I SET shared = true WHERE id = $1 AND NOT shared', tbl) USING entry;
  END IF;
END $$;
--> statement-breakpoint

-- When an entry becomes shared (inserted shared, shared by a recipe or a moderator, or renamed while
-- shared), other members' private entries of that name are merged into it.
CREATE OR REPLACE FUNCTION catalogue_absorb_namesakes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE dupe text;
BEGIN
  FOR dupe IN EXECUTE format('SELECT id::text FROM %I WHERE NOT shared AND lower(name) = lower($1) AND id <> $2',
    TG_TABLE_NAME) USING NEW.name, NEW.id
  LOOP
    IF TG_TABLE_NAME = 'ingredients' THEN
      PERFORM ingredients_merge_into(dupe::uuid, NEW.id);
    ELSE
      PERFORM taxonomy_merge_into(TG_TABLE_NAME, dupe::int, NEW.id);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ingredients_absorb_namesakes_insert AFTER INSERT ON ingredients
  FOR EACH ROW WHEN (NEW.shared) EXECUTE FUNCTION catalogue_absorb_namesakes();
--> statement-breakpoint
CREATE TRIGGER ingredients_absorb_namesakes_update AFTER UPDATE OF shared, name ON ingredients
  FOR EACH ROW WHEN (NEW.shared AND (NOT OLD.shared OR lower(NEW.name) <> lower(OLD.name)))
  EXECUTE FUNCTION catalogue_absorb_namesakes();
--> statement-breakpoint
CREATE TRIGGER categories_absorb_namesakes_insert AFTER INSERT ON categories
  FOR EACH ROW WHEN (NEW.shared) EXECUTE FUNCTION catalogue_absorb_namesakes();
--> statement-breakpoint
CREATE TRIGGER categories_absorb_namesakes_update AFTER UPDATE OF shared, name ON categories
  FOR EACH ROW WHEN (NEW.shared AND (NOT OLD.shared OR lower(NEW.name) <> lower(OLD.name)))
  EXECUTE FUNCTION catalogue_absorb_namesakes();
--> statement-breakpoint
CREATE TRIGGER cocktail_types_absorb_namesakes_insert AFTER INSERT ON cocktail_types
  FOR EACH ROW WHEN (NEW.shared) EXECUTE FUNCTION catalogue_absorb_namesakes();
--> statement-breakpoint
CREATE TRIGGER cocktail_types_absorb_namesakes_update AFTER UPDATE OF shared, name ON cocktail_types
  FOR EACH ROW WHEN (NEW.shared AND (NOT OLD.shared OR lower(NEW.name) <> lower(OLD.name)))
  EXECUTE FUNCTION catalogue_absorb_namesakes();
--> statement-breakpoint

-- Shares every private ingredient, category and cocktail type used by the listed (published and public)
-- recipes among `recipe_ids`. In the usual case (everything already shared) each query finds nothing.
CREATE OR REPLACE FUNCTION catalogue_share_for_recipes(recipe_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
  tbl text;
  t record;
  taxon int;
BEGIN
  FOR entry IN
    SELECT DISTINCT i.id FROM recipes r
    JOIN recipe_ingredients ri ON ri.recipe_id = r.id
    JOIN ingredients i ON i.id = ri.ingredient_id
    WHERE r.id IN (SELECT unnest(recipe_ids)) AND r.status = 'published' AND r.is_public AND NOT i.shared
  LOOP
    PERFORM ingredient_share(entry);
  END LOOP;
  FOREACH tbl IN ARRAY ARRAY['categories', 'cocktail_types'] LOOP
    SELECT * INTO t FROM taxonomy_link(tbl);
    FOR taxon IN EXECUTE format('SELECT DISTINCT c.id FROM recipes r
        JOIN %1$I l ON l.recipe_id = r.id
        JOIN %2$I c ON c.id = l.%3$I
        WHERE r.id IN (SELECT unnest($1)) AND r.status = ''published'' AND r.is_public AND NOT c.shared',
        t.link, tbl, t.col) USING recipe_ids
    LOOP
      PERFORM taxonomy_share(tbl, taxon);
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION catalogue_share_on_listed_recipe() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_share_for_recipes(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_share_on_new_parts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_share_for_recipes(ARRAY(SELECT DISTINCT recipe_id FROM new_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A recipe's parts are written after the recipe row, so inserting a recipe needs no trigger of its own:
-- only becoming listed (publishing, making public) does.
CREATE TRIGGER recipes_share_catalogue AFTER UPDATE OF status, is_public ON recipes
  FOR EACH ROW WHEN (NEW.status = 'published' AND NEW.is_public AND NOT (OLD.status = 'published' AND OLD.is_public))
  EXECUTE FUNCTION catalogue_share_on_listed_recipe();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_share_insert AFTER INSERT ON recipe_ingredients
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION catalogue_share_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_ingredients_share_update AFTER UPDATE ON recipe_ingredients
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION catalogue_share_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_categories_share_insert AFTER INSERT ON recipe_categories
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION catalogue_share_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_categories_share_update AFTER UPDATE ON recipe_categories
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION catalogue_share_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_cocktail_types_share_insert AFTER INSERT ON recipe_cocktail_types
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION catalogue_share_on_new_parts();
--> statement-breakpoint
CREATE TRIGGER recipe_cocktail_types_share_update AFTER UPDATE ON recipe_cocktail_types
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION catalogue_share_on_new_parts();
