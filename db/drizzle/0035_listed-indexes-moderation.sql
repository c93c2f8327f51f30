DROP INDEX "collections_public_newest_idx";--> statement-breakpoint
DROP INDEX "collections_featured_idx";--> statement-breakpoint
DROP INDEX "recipes_public_newest_idx";--> statement-breakpoint
DROP INDEX "recipes_public_rating_idx";--> statement-breakpoint
DROP INDEX "recipes_public_popular_idx";--> statement-breakpoint
DROP INDEX "recipes_public_servings_idx";--> statement-breakpoint
DROP INDEX "recipes_public_prep_idx";--> statement-breakpoint
DROP INDEX "recipes_public_difficulty_idx";--> statement-breakpoint
CREATE INDEX "collections_public_newest_idx" ON "collections" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "collections"."is_public" and "collections"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "collections_featured_idx" ON "collections" USING btree ("likes_count","created_at") WHERE "collections"."is_public" and "collections"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "recipes_public_newest_idx" ON "recipes" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "recipes"."status" = 'published' and "recipes"."is_public" and "recipes"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "recipes_public_rating_idx" ON "recipes" USING btree ("aggregate_rating_value" DESC NULLS LAST,"aggregate_rating_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "recipes"."status" = 'published' and "recipes"."is_public" and "recipes"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "recipes_public_popular_idx" ON "recipes" USING btree ("likes_count" DESC NULLS FIRST,"saves_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "recipes"."status" = 'published' and "recipes"."is_public" and "recipes"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "recipes_public_servings_idx" ON "recipes" USING btree ("servings") WHERE "recipes"."status" = 'published' and "recipes"."is_public" and "recipes"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "recipes_public_prep_idx" ON "recipes" USING btree ("prep_time") WHERE "recipes"."status" = 'published' and "recipes"."is_public" and "recipes"."moderation" = 'visible';--> statement-breakpoint
CREATE INDEX "recipes_public_difficulty_idx" ON "recipes" USING btree ("listed_difficulty") WHERE "recipes"."status" = 'published' and "recipes"."is_public" and "recipes"."moderation" = 'visible';