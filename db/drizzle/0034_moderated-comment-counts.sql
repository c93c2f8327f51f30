-- Issue 21: a comment counts on its recipe or post when it is not deleted and moderation leaves it
-- visible (held, hidden and removed comments are not shown to readers, so they are not counted).
-- One trigger function keeps both counts: recipes.comments_count (which the mutations used to
-- recount) and community_posts.comment_count. Its arguments: the parent table, its count column, and
-- the comment's column that points at the parent.
CREATE OR REPLACE FUNCTION "comment_counts"(deleted_at timestamptz, moderation text) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN deleted_at IS NULL AND moderation = 'visible' THEN 1 ELSE 0 END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "comments_count_on_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
  parent text;
BEGIN
  IF TG_OP = 'INSERT' THEN delta := comment_counts(NEW.deleted_at, NEW.moderation);
  ELSIF TG_OP = 'DELETE' THEN delta := -comment_counts(OLD.deleted_at, OLD.moderation);
  ELSE delta := comment_counts(NEW.deleted_at, NEW.moderation) - comment_counts(OLD.deleted_at, OLD.moderation);
  END IF;
  IF delta <> 0 THEN
    parent := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END ->> TG_ARGV[2];
    EXECUTE format('UPDATE %I SET %I = greatest(%I + $1, 0) WHERE id = $2::uuid', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1])
      USING delta, parent;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "post_comments_count" ON "post_comments";--> statement-breakpoint
DROP FUNCTION IF EXISTS "post_comments_count"();--> statement-breakpoint
CREATE TRIGGER "post_comments_count" AFTER INSERT OR DELETE OR UPDATE OF deleted_at, moderation ON "post_comments"
  FOR EACH ROW EXECUTE FUNCTION comments_count_on_parent('community_posts', 'comment_count', 'post_id');--> statement-breakpoint
CREATE TRIGGER "recipe_comments_count" AFTER INSERT OR DELETE OR UPDATE OF deleted_at, moderation ON "recipe_comments"
  FOR EACH ROW EXECUTE FUNCTION comments_count_on_parent('recipes', 'comments_count', 'recipe_id');--> statement-breakpoint
UPDATE "community_posts" p SET comment_count = c.n
  FROM (SELECT p2.id, count(pc.id) FILTER (WHERE comment_counts(pc.deleted_at, pc.moderation) = 1)::int AS n
        FROM community_posts p2 LEFT JOIN post_comments pc ON pc.post_id = p2.id GROUP BY p2.id) c
  WHERE c.id = p.id AND p.comment_count <> c.n;--> statement-breakpoint
UPDATE "recipes" r SET comments_count = c.n
  FROM (SELECT r2.id, count(rc.id) FILTER (WHERE comment_counts(rc.deleted_at, rc.moderation) = 1)::int AS n
        FROM recipes r2 LEFT JOIN recipe_comments rc ON rc.recipe_id = r2.id GROUP BY r2.id) c
  WHERE c.id = r.id AND r.comments_count <> c.n;
