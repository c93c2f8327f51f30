ALTER TABLE "recipes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_author" text;--> statement-breakpoint
CREATE INDEX "recipes_user_source_idx" ON "recipes" USING btree ("user_id","source_url") WHERE "recipes"."source_url" is not null;