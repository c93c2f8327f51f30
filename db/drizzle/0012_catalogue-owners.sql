DROP INDEX "categories_name_lower_idx";--> statement-breakpoint
DROP INDEX "cocktail_types_name_lower_idx";--> statement-breakpoint
DROP INDEX "ingredients_name_lower_idx";--> statement-breakpoint
DROP INDEX "ingredients_category_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "shared" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cocktail_types" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "cocktail_types" ADD COLUMN "shared" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "shared" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cocktail_types" ADD CONSTRAINT "cocktail_types_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_shared_name_idx" ON "categories" USING btree (lower("name")) WHERE "categories"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "categories_private_name_idx" ON "categories" USING btree ("created_by",lower("name")) WHERE not "categories"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "cocktail_types_shared_name_idx" ON "cocktail_types" USING btree (lower("name")) WHERE "cocktail_types"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "cocktail_types_private_name_idx" ON "cocktail_types" USING btree ("created_by",lower("name")) WHERE not "cocktail_types"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_shared_name_idx" ON "ingredients" USING btree (lower("name")) WHERE "ingredients"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_private_name_idx" ON "ingredients" USING btree ("created_by",lower("name")) WHERE not "ingredients"."shared";--> statement-breakpoint
CREATE INDEX "ingredients_name_lower_idx" ON "ingredients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ingredients_category_idx" ON "ingredients" USING btree ("category","name") WHERE "ingredients"."shared";