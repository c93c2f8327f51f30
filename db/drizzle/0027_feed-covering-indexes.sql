-- Community search matches misspelt words against community_post_words (migration 0026), never against
-- whole posts, so the trigram index on content served nothing; every like rewrote the post's row and
-- added its hundreds of trigrams to it again.
DROP INDEX "community_posts_content_trgm_idx";--> statement-breakpoint
-- The feeds read each followed member's posts with one probe of these indexes; with the audience and
-- the time in the index, the probe needs no table row (an index-only scan) and only the page's rows
-- are read from the table. Drizzle cannot write INCLUDE: db/schema/feed.ts says so beside them.
DROP INDEX "community_posts_user_rank_idx";--> statement-breakpoint
CREATE INDEX "community_posts_user_rank_idx" ON "community_posts" USING btree ("user_id","rank_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("followers_only","created_at");--> statement-breakpoint
DROP INDEX "community_posts_user_idx";--> statement-breakpoint
CREATE INDEX "community_posts_user_idx" ON "community_posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("followers_only");--> statement-breakpoint
-- Search walks the hot-score index for a common word and reads a bitmap for a rare one. With the default
-- statistics a word outside the 1,000 most common was guessed at hundreds of posts, and a search for a
-- rare word walked every public post (0.4 s at 200,000 posts); 10,000 tracked words fix the guess.
ALTER TABLE "community_posts" ALTER COLUMN "search_vector" SET STATISTICS 1000;
