CREATE TABLE "community_post_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "community_posts_created_idx";--> statement-breakpoint
DROP INDEX "community_posts_user_idx";--> statement-breakpoint
DROP INDEX "community_posts_user_rank_idx";--> statement-breakpoint
DROP INDEX "community_posts_public_rank_idx";--> statement-breakpoint
CREATE INDEX "community_post_words_trgm_idx" ON "community_post_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_posts_followers_search_idx" ON "community_posts" USING gin ("search_vector") WHERE "community_posts"."followers_only";--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_posts_created_idx" ON "community_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_user_rank_idx" ON "community_posts" USING btree ("user_id","rank_score" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_public_rank_idx" ON "community_posts" USING btree ("rank_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "community_posts"."followers_only";--> statement-breakpoint
-- Community search's word list follows the posts on every path (the app, the seed, the benchmark's
-- generator). Words are inserted in sorted order, so two posts sharing new words never deadlock.
CREATE FUNCTION "community_post_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO community_post_words (word)
    SELECT DISTINCT w FROM new_posts p, unnest(tsvector_to_array(p.search_vector)) w
    WHERE length(w) BETWEEN 3 AND 40 ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "community_post_words_insert" AFTER INSERT ON "community_posts"
  REFERENCING NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION community_post_words_add();--> statement-breakpoint
CREATE FUNCTION "community_post_words_edit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO community_post_words (word)
    SELECT DISTINCT w FROM unnest(tsvector_to_array(NEW.search_vector)) w
    WHERE length(w) BETWEEN 3 AND 40 ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "community_post_words_update" AFTER UPDATE OF content ON "community_posts"
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content) EXECUTE FUNCTION community_post_words_edit();--> statement-breakpoint
INSERT INTO community_post_words (word)
  SELECT DISTINCT w FROM community_posts p, unnest(tsvector_to_array(p.search_vector)) w
  WHERE length(w) BETWEEN 3 AND 40 ORDER BY w
ON CONFLICT DO NOTHING;
