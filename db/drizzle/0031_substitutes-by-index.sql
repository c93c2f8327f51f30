-- Issue 19: the substitutes of a recipe ingredient are found through ingredients_name_lower_idx. Written as
-- a join of unnest(substitutes) with the catalogue, the planner hashed the whole catalogue, computing
-- lower(name) for every ingredient, once per recipe ingredient with substitutes (and a substitute's generic
-- by hashing the catalogue again): the dearest part of the
-- bar coverage on every signed-in recipe card and page. The rules are unchanged (0009_bar-matching-rules.sql).
CREATE OR REPLACE FUNCTION recipe_ingredient_options(recipe_ids uuid[])
RETURNS TABLE (recipe_id uuid, recipe_ingredient_id uuid, ingredient_id uuid, required boolean, family_keys int[])
LANGUAGE sql STABLE AS $$
  SELECT ri.recipe_id, ri.id, ri.ingredient_id,
    NOT ri.optional AND NOT ri.garnish AND i.category NOT IN ('ice', 'water'),
    sorted_keys(coalesce(p.match_key, i.match_key) || ARRAY(
      SELECT coalesce((SELECT sp.match_key FROM ingredients sp WHERE sp.id = s.parent_id), s.match_key)
      FROM ingredients s
      WHERE lower(s.name) = ANY (lower_names(ri.substitutes))
    ))
  FROM recipe_ingredients ri
  JOIN ingredients i ON i.id = ri.ingredient_id
  LEFT JOIN ingredients p ON p.id = i.parent_id
  WHERE ri.recipe_id IN (SELECT unnest(recipe_ids))
$$;
