CREATE TABLE "member_recommendations" (
	"user_id" text NOT NULL,
	"position" smallint NOT NULL,
	"recipe_id" uuid NOT NULL,
	"score" real NOT NULL,
	"because" uuid[] DEFAULT '{}' NOT NULL,
	"crowd" integer DEFAULT 0 NOT NULL,
	"quiz" text[] DEFAULT '{}' NOT NULL,
	"fresh_days" smallint,
	"saved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_recommendations_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "taste_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"spirits" text[] DEFAULT '{}' NOT NULL,
	"flavour" text,
	"strength" text,
	"quiz_answered_at" timestamp with time zone,
	"history_version" integer DEFAULT 0 NOT NULL,
	"recommended_version" integer,
	"recommended_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone,
	CONSTRAINT "taste_profiles_flavour_check" CHECK ("taste_profiles"."flavour" in ('sweet', 'balanced', 'bitter')),
	CONSTRAINT "taste_profiles_strength_check" CHECK ("taste_profiles"."strength" in ('none', 'light', 'medium', 'strong'))
);
--> statement-breakpoint
ALTER TABLE "member_recommendations" ADD CONSTRAINT "member_recommendations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_recommendations" ADD CONSTRAINT "member_recommendations_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taste_profiles" ADD CONSTRAINT "taste_profiles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_recommendations_recipe_idx" ON "member_recommendations" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "taste_profiles_stale_idx" ON "taste_profiles" USING btree ("recommended_at") WHERE "taste_profiles"."recommended_version" <> "taste_profiles"."history_version";--> statement-breakpoint

-- Issue 23: a member's kept recommendations are worked out again once their likes, saves, ratings, makes or bar
-- change, whatever writes them (the site, the API, an import, a deleted recipe's cascade). A counter, not a time:
-- a change committed while recommendations are being worked out (the taste row locked) waits for it and then
-- raises the counter, so it is never missed. Only members who have a taste row are touched.
CREATE OR REPLACE FUNCTION taste_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE taste_profiles SET history_version = history_version + 1
  WHERE user_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recipe_likes_taste AFTER INSERT OR DELETE ON recipe_likes
  FOR EACH ROW EXECUTE FUNCTION taste_history_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_saves_taste AFTER INSERT OR DELETE ON recipe_saves
  FOR EACH ROW EXECUTE FUNCTION taste_history_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_ratings_taste AFTER INSERT OR DELETE OR UPDATE OF rating ON recipe_ratings
  FOR EACH ROW EXECUTE FUNCTION taste_history_changed();
--> statement-breakpoint
CREATE TRIGGER recipe_makes_taste AFTER INSERT OR DELETE ON recipe_makes
  FOR EACH ROW EXECUTE FUNCTION taste_history_changed();
--> statement-breakpoint
CREATE TRIGGER bar_inventory_taste AFTER INSERT OR DELETE OR UPDATE OF quantity ON bar_inventory
  FOR EACH ROW EXECUTE FUNCTION taste_history_changed();
