CREATE TABLE "recipe_makes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"servings" real DEFAULT 1 NOT NULL,
	"rating" smallint,
	"note" text,
	"photo_url" text,
	"bar_deducted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_makes_servings_range" CHECK ("recipe_makes"."servings" between 0.5 and 50),
	CONSTRAINT "recipe_makes_rating_range" CHECK ("recipe_makes"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "make_id" uuid;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "makes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_makes" ADD CONSTRAINT "recipe_makes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_makes" ADD CONSTRAINT "recipe_makes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_makes_user_recipe_idx" ON "recipe_makes" USING btree ("user_id","recipe_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipe_makes_recipe_idx" ON "recipe_makes" USING btree ("recipe_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_make_id_recipe_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."recipe_makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_make_idx" ON "community_posts" USING btree ("make_id") WHERE "community_posts"."make_id" is not null;