CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"weight" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	CONSTRAINT "content_reports_reason_check" CHECK ("content_reports"."reason" in ('spam','harassment','sexual_violent','illegal','copyright','other')),
	CONSTRAINT "content_reports_outcome_check" CHECK ("content_reports"."outcome" is null or "content_reports"."outcome" in ('upheld','dismissed'))
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid,
	"moderator_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"member_id" text,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone,
	"snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverted_at" timestamp with time zone,
	"reverted_by" text,
	"acknowledged_at" timestamp with time zone,
	"appeal_note" text,
	"appealed_at" timestamp with time zone,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('keep','hide','remove','restore','warn','silence','suspend','lift_silence','lift_suspension','auto_hide','auto_silence','approve'))
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"owner_id" text,
	"score" integer DEFAULT 0 NOT NULL,
	"action_id" uuid,
	"snapshot" jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	CONSTRAINT "moderation_cases_kind_check" CHECK ("moderation_cases"."kind" in ('reports','held','appeal')),
	CONSTRAINT "moderation_cases_target_check" CHECK ("moderation_cases"."target_type" in ('recipe','recipe_comment','collection','profile','post','post_comment','member'))
);
--> statement-breakpoint
DROP INDEX "recipes_unlisted_idx";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "silenced_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_comments" ADD COLUMN "moderation" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_moderator_id_profiles_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_reverted_by_profiles_id_fk" FOREIGN KEY ("reverted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_once_idx" ON "content_reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "content_reports_case_idx" ON "content_reports" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_actions_member_idx" ON "moderation_actions" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_item_idx" ON "moderation_cases" USING btree ("target_type","target_id") WHERE "moderation_cases"."resolved_at" is null and "moderation_cases"."kind" <> 'appeal';--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_appeal_idx" ON "moderation_cases" USING btree ("action_id") WHERE "moderation_cases"."kind" = 'appeal';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("score" DESC NULLS LAST,"opened_at") WHERE "moderation_cases"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_cases_owner_idx" ON "moderation_cases" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recipes_unlisted_idx" ON "recipes" USING btree ("id") WHERE not ("recipes"."status" = 'published' and "recipes"."is_public" and "recipes"."moderation" = 'visible');--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_moderation_check" CHECK ("collections"."moderation" in ('visible','held','hidden','removed'));--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_moderation_check" CHECK ("community_posts"."moderation" in ('visible','held','hidden','removed'));--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_moderation_check" CHECK ("post_comments"."moderation" in ('visible','held','hidden','removed'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_moderation_check" CHECK ("profiles"."moderation" in ('visible','held','hidden','removed'));--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_moderation_check" CHECK ("recipes"."moderation" in ('visible','held','hidden','removed'));--> statement-breakpoint
ALTER TABLE "recipe_comments" ADD CONSTRAINT "recipe_comments_moderation_check" CHECK ("recipe_comments"."moderation" in ('visible','held','hidden','removed'));--> statement-breakpoint
-- Issue 21: a recipe hidden or held by moderation is not listed, so "what can I make" and its counts leave it
-- out like a private one (recipe_requirements.listed). Otherwise as migration 0020.
CREATE OR REPLACE FUNCTION recipes_refresh_requirements(recipe_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ingredient_alternatives (family_keys)
  SELECT DISTINCT o.family_keys FROM recipe_ingredient_options(recipe_ids) o
  WHERE o.required AND cardinality(o.family_keys) > 1
  ON CONFLICT (family_keys) DO NOTHING;

  WITH keyed AS (
    SELECT o.recipe_id, CASE WHEN cardinality(o.family_keys) = 1 THEN o.family_keys[1] ELSE a.match_key END AS k
    FROM recipe_ingredient_options(recipe_ids) o
    LEFT JOIN ingredient_alternatives a ON cardinality(o.family_keys) > 1 AND a.family_keys = o.family_keys
    WHERE o.required
  ), per_recipe AS (
    SELECT keyed.recipe_id, sorted_keys(array_agg(keyed.k)) AS keys FROM keyed GROUP BY keyed.recipe_id
  )
  INSERT INTO recipe_requirements AS rq (recipe_id, listed, match_keys, match_mask)
  SELECT r.id, r.status = 'published' AND r.is_public AND r.moderation = 'visible', coalesce(p.keys, '{}'), match_mask(coalesce(p.keys, '{}'))
  FROM recipes r LEFT JOIN per_recipe p ON p.recipe_id = r.id
  WHERE r.id IN (SELECT unnest(recipe_ids))
  ON CONFLICT (recipe_id) DO UPDATE SET listed = excluded.listed,
    match_keys = excluded.match_keys, match_mask = excluded.match_mask;

  -- ABV after dilution: alcohol over liquid volume, the volume grown by the method's dilution.
  -- Garnishes and optional ingredients are left out; a range
  -- counts at its middle, and a "top" is one top whatever number came with it. A line's own strength
  -- (recipe_ingredients.abv, from the author or the source) comes before the catalogue's. One counted
  -- liquid of unknown strength makes the whole strength unknown.
  WITH lines AS (
    SELECT ri.recipe_id, coalesce(ri.abv, i.abv) AS abv,
      CASE WHEN lower(ri.unit) = 'top' THEN 1
        ELSE coalesce((ri.quantity + coalesce(ri.quantity_max, ri.quantity)) / 2, 1)
      END * unit_ml(ri.unit) AS ml
    FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id
    WHERE ri.recipe_id IN (SELECT unnest(recipe_ids)) AND NOT ri.optional AND NOT ri.garnish
  ), liquids AS (
    -- Lines without a volume (wedges, grams, "2 Vodka") are left out, but one with alcohol in it
    -- makes the strength unknown: without its volume the estimate would be too weak.
    SELECT recipe_id, sum(ml * abv) AS alcohol, sum(ml) AS ml,
      bool_or(ml IS NOT NULL AND abv IS NULL) OR bool_or(ml IS NULL AND abv > 0) AS unknown
    FROM lines GROUP BY recipe_id
  ), strength AS (
    SELECT r.id,
      CASE WHEN l.unknown THEN NULL
        ELSE round((l.alcohol / nullif(l.ml, 0) / (1 + method_dilution(r.method)))::numeric, 1)::real
      END AS abv
    FROM recipes r LEFT JOIN liquids l ON l.recipe_id = r.id
    WHERE r.id IN (SELECT unnest(recipe_ids))
  )
  UPDATE recipes r SET abv = s.abv FROM strength s WHERE r.id = s.id AND r.abv IS DISTINCT FROM s.abv;
END $$;
--> statement-breakpoint
DROP TRIGGER recipes_requirements_self ON recipes;
--> statement-breakpoint
CREATE TRIGGER recipes_requirements_self AFTER INSERT OR UPDATE OF status, is_public, moderation, method ON recipes
  FOR EACH ROW EXECUTE FUNCTION recipes_requirements_on_recipe();
--> statement-breakpoint
-- The feeds' per-member probes test moderation as well as the audience now: both in the index keep them
-- index-only scans (as migration 0027).
DROP INDEX "community_posts_user_rank_idx";--> statement-breakpoint
CREATE INDEX "community_posts_user_rank_idx" ON "community_posts" USING btree ("user_id","rank_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("followers_only","moderation","created_at");--> statement-breakpoint
DROP INDEX "community_posts_user_idx";--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("followers_only","moderation");
