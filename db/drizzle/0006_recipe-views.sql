CREATE TABLE "recipe_views" (
	"recipe_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date DEFAULT now() NOT NULL,
	CONSTRAINT "recipe_views_recipe_id_visitor_day_pk" PRIMARY KEY("recipe_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "recipe_views" ADD CONSTRAINT "recipe_views_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_views_day_idx" ON "recipe_views" USING btree ("day");