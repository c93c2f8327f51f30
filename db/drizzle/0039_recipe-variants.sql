ALTER TABLE "recipes" ADD COLUMN "variant_of" uuid;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_variant_of_recipes_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_variant_of_idx" ON "recipes" USING btree ("variant_of") WHERE "recipes"."variant_of" is not null;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_variant_of_other" CHECK ("recipes"."variant_of" <> "recipes"."id");