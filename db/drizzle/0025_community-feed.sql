CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "community_posts_created_idx";--> statement-breakpoint
DROP INDEX "community_posts_user_idx";--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "followers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "rank_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content)) STORED;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "community_posts_user_rank_idx" ON "community_posts" USING btree ("user_id","rank_score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_public_rank_idx" ON "community_posts" USING btree ("rank_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "community_posts"."followers_only";--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "community_posts_content_trgm_idx" ON "community_posts" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "post_comments_user_idx" ON "post_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_posts_created_idx" ON "community_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The feed's "hot" score (docs/feed.md): 12.5 hours newer weighs as much as ten times the engagement, and
-- a comment counts twice a like. It depends only on the row, so it never needs recomputing as time passes.
CREATE FUNCTION "community_post_rank"(created timestamptz, likes integer, comments integer) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ select extract(epoch from created)::double precision / 45000 + log(1 + greatest(likes, 0) + 2 * greatest(comments, 0)) $$;--> statement-breakpoint
CREATE FUNCTION "community_posts_set_rank"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rank_score := community_post_rank(NEW.created_at, NEW.like_count, NEW.comment_count);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "community_posts_rank" BEFORE INSERT OR UPDATE OF created_at, like_count, comment_count ON "community_posts"
  FOR EACH ROW EXECUTE FUNCTION community_posts_set_rank();--> statement-breakpoint
UPDATE "community_posts" SET rank_score = community_post_rank(created_at, like_count, comment_count);--> statement-breakpoint
-- Counters follow the rows on every path (the app, imports, the benchmark's generator).
CREATE FUNCTION "post_likes_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE community_posts SET like_count = like_count + 1 WHERE id = NEW.post_id;
  ELSE
    UPDATE community_posts SET like_count = greatest(like_count - 1, 0) WHERE id = OLD.post_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "post_likes_count" AFTER INSERT OR DELETE ON "post_likes"
  FOR EACH ROW EXECUTE FUNCTION post_likes_count();--> statement-breakpoint
CREATE FUNCTION "post_comments_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP = 'INSERT' AND NEW.deleted_at IS NULL THEN delta := 1;
  ELSIF TG_OP = 'DELETE' AND OLD.deleted_at IS NULL THEN delta := -1;
  ELSIF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN delta := -1;
  ELSIF TG_OP = 'UPDATE' AND OLD.deleted_at IS NOT NULL AND NEW.deleted_at IS NULL THEN delta := 1;
  END IF;
  IF delta <> 0 THEN
    UPDATE community_posts SET comment_count = greatest(comment_count + delta, 0)
      WHERE id = coalesce(NEW.post_id, OLD.post_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "post_comments_count" AFTER INSERT OR DELETE OR UPDATE OF deleted_at ON "post_comments"
  FOR EACH ROW EXECUTE FUNCTION post_comments_count();--> statement-breakpoint
UPDATE "community_posts" p SET
  like_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id),
  comment_count = (SELECT count(*) FROM post_comments c WHERE c.post_id = p.id AND c.deleted_at IS NULL);
