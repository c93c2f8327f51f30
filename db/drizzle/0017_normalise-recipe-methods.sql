-- Imports in Muddle's own format stored the method as written ("Shake"); the strength estimate only
-- knows our words (method_dilution), so those recipes were diluted as "unknown". Same words as
-- toRecipeMethod in app/features/recipes/recipe-schema.ts; anything else is left as written.
UPDATE recipes SET method = CASE lower(trim(method))
    WHEN 'shake' THEN 'shaken' WHEN 'shaken' THEN 'shaken'
    WHEN 'stir' THEN 'stirred' WHEN 'stirred' THEN 'stirred'
    WHEN 'build' THEN 'built' WHEN 'built' THEN 'built'
    WHEN 'throw' THEN 'thrown' WHEN 'thrown' THEN 'thrown'
    WHEN 'blend' THEN 'blended' WHEN 'blended' THEN 'blended'
  END
WHERE lower(trim(method)) IN ('shake', 'shaken', 'stir', 'stirred', 'build', 'built', 'throw', 'thrown', 'blend', 'blended')
  AND method NOT IN ('shaken', 'stirred', 'built', 'thrown', 'blended');
