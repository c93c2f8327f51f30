CREATE TABLE "recipe_slug_redirects" (
	"user_id" text NOT NULL,
	"old_slug" text NOT NULL,
	"recipe_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_slug_redirects_user_id_old_slug_pk" PRIMARY KEY("user_id","old_slug")
);
--> statement-breakpoint
ALTER TABLE "recipe_images" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "recipe_slug_redirects" ADD CONSTRAINT "recipe_slug_redirects_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_slug_redirects" ADD CONSTRAINT "recipe_slug_redirects_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_slug_redirects_recipe_idx" ON "recipe_slug_redirects" USING btree ("recipe_id");