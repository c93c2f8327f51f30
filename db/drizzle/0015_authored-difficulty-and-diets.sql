ALTER TABLE "recipes" ADD COLUMN "is_vegan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "is_gluten_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "listed_difficulty" text GENERATED ALWAYS AS (coalesce(difficulty, case when aggregate_rating_value >= 4.5 then 'expert' when aggregate_rating_value >= 4 then 'advanced' else 'beginner' end)) STORED;--> statement-breakpoint
CREATE INDEX "recipes_public_difficulty_idx" ON "recipes" USING btree ("listed_difficulty") WHERE "recipes"."status" = 'published' and "recipes"."is_public";--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_difficulty_check" CHECK ("recipes"."difficulty" is null or "recipes"."difficulty" in ('beginner','intermediate','advanced','expert'));