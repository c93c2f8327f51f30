ALTER TABLE "recipe_makes" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
CREATE INDEX "recipe_makes_created_idx" ON "recipe_makes" USING btree ("created_at","recipe_id","user_id");--> statement-breakpoint
ALTER TABLE "recipe_makes" ADD CONSTRAINT "recipe_makes_moderation_check" CHECK ("recipe_makes"."moderation" in ('visible','held','hidden','removed'));