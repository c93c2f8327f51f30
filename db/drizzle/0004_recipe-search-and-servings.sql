ALTER TABLE "recipes" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "servings" integer GENERATED ALWAYS AS (coalesce(substring(recipe_yield from '[0-9]{1,4}')::int, 1)) STORED;--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector");