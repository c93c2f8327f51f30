CREATE SEQUENCE "public"."match_keys" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "recipe_requirements" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"match_keys" integer[] NOT NULL,
	"match_mask" bit(256) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"bought_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_alternatives" (
	"match_key" integer PRIMARY KEY DEFAULT nextval('match_keys') NOT NULL,
	"family_keys" integer[] NOT NULL,
	CONSTRAINT "ingredient_alternatives_family_keys_unique" UNIQUE("family_keys")
);
--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "match_key" integer DEFAULT nextval('match_keys') NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "abv" real;--> statement-breakpoint
ALTER TABLE "recipe_requirements" ADD CONSTRAINT "recipe_requirements_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_list_user_ingredient_idx" ON "shopping_list_items" USING btree ("user_id","ingredient_id");--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_match_key_unique" UNIQUE("match_key");