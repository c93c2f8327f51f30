-- Two methods imports bring that the recipe form has no word for: a layered drink (B-52, pousse-café) is
-- poured without ice, so nothing melts into it (0 %); a muddled one (Caipirinha, Mojito) is built in the
-- glass over ice (10 %, as built). Anything else we have no word for stays at 20 %. Same numbers as
-- DILUTION_BY_METHOD and DILUTION_BY_OTHER_METHOD in app/lib/constants.ts.
CREATE OR REPLACE FUNCTION method_dilution(method text) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE lower(trim(method))
    WHEN 'shaken' THEN 0.25 WHEN 'stirred' THEN 0.20 WHEN 'built' THEN 0.10 WHEN 'thrown' THEN 0.20
    WHEN 'blended' THEN 0.30
    WHEN 'layer' THEN 0 WHEN 'layered' THEN 0 WHEN 'muddle' THEN 0.10 WHEN 'muddled' THEN 0.10
    ELSE 0.20
  END
$$;
--> statement-breakpoint

-- The recipes whose strength the new words change.
SELECT recipes_refresh_requirements(ARRAY(
  SELECT id FROM recipes WHERE lower(trim(method)) IN ('layer', 'layered', 'muddle', 'muddled')
));
