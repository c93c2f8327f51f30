-- Listing indexes sized by bench/recipes.bench.ts at 100,000 recipes (docs/performance.md): sort indexes
-- that match each ORDER BY exactly (DESC NULLS FIRST, as `order by x desc` means, plus the id tie-breaker),
-- partial indexes for exact counts by servings and prep time and for the few unlisted recipes (category and
-- type counts), and (parent, recipe_id) indexes on the category, type and ingredient links so those joins
-- are index-only.
DROP INDEX "recipe_categories_category_idx";--> statement-breakpoint
DROP INDEX "recipe_cocktail_types_type_idx";--> statement-breakpoint
DROP INDEX "recipe_ingredients_ingredient_idx";--> statement-breakpoint
DROP INDEX "recipes_public_newest_idx";--> statement-breakpoint
DROP INDEX "recipes_public_rating_idx";--> statement-breakpoint
DROP INDEX "recipes_public_popular_idx";--> statement-breakpoint
CREATE INDEX "recipes_public_servings_idx" ON "recipes" USING btree ("servings") WHERE "recipes"."status" = 'published' and "recipes"."is_public";--> statement-breakpoint
CREATE INDEX "recipes_public_prep_idx" ON "recipes" USING btree ("prep_time") WHERE "recipes"."status" = 'published' and "recipes"."is_public";--> statement-breakpoint
CREATE INDEX "recipes_unlisted_idx" ON "recipes" USING btree ("id") WHERE not ("recipes"."status" = 'published' and "recipes"."is_public");--> statement-breakpoint
CREATE INDEX "recipe_categories_category_idx" ON "recipe_categories" USING btree ("category_id","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_cocktail_types_type_idx" ON "recipe_cocktail_types" USING btree ("cocktail_type_id","recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredients_ingredient_idx" ON "recipe_ingredients" USING btree ("ingredient_id","recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_public_newest_idx" ON "recipes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "recipes"."status" = 'published' and "recipes"."is_public";--> statement-breakpoint
CREATE INDEX "recipes_public_rating_idx" ON "recipes" USING btree ("aggregate_rating_value" DESC NULLS LAST,"aggregate_rating_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "recipes"."status" = 'published' and "recipes"."is_public";--> statement-breakpoint
CREATE INDEX "recipes_public_popular_idx" ON "recipes" USING btree ("likes_count" DESC NULLS FIRST,"saves_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "recipes"."status" = 'published' and "recipes"."is_public";