/**
 * Seed step 6: the community feed (issue 16) — the demo members' posts with drawn images, comments,
 * replies and likes. Posts have no natural key, so the step runs only while the feed is empty.
 */
import { count } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import { SEED_POSTS, type SeedPost } from "./data/posts";
import { paletteFor, placeholderImage } from "./placeholder-image.server";
import type { SeedMemberIds } from "./seed-members.server";

const HOUR_MS = 3_600_000;

function memberId(members: SeedMemberIds, username: string): string {
  const id = members.get(username.toLowerCase());
  if (!id) throw new Error(`Seed post names an unknown member: "${username}"`);
  return id;
}

async function storeImages(post: SeedPost, authorId: string, n: number): Promise<string[]> {
  return Promise.all(
    (post.images ?? []).map(async (image, k) => {
      const key = `${authorId}/seed-${n}-${k}.webp`;
      const bytes = await placeholderImage({
        name: image.name,
        glass: image.glass,
        palette: paletteFor({ name: image.name }),
      });
      await storage().put("post-images", key, bytes, "image/webp");
      return storage().publicUrl("post-images", key);
    }),
  );
}

export async function seedPosts(members: SeedMemberIds, now: number): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(schema.community_posts);
  if ((existing?.n ?? 0) > 0) return 0;
  for (const [n, post] of SEED_POSTS.entries()) {
    const authorId = memberId(members, post.author);
    const at = now - post.hoursAgo * HOUR_MS;
    const images = await storeImages(post, authorId, n);
    const [row] = await db
      .insert(schema.community_posts)
      .values({
        user_id: authorId,
        content: post.content,
        images,
        followers_only: post.followersOnly ?? false,
        created_at: new Date(at),
        updated_at: new Date(at),
      })
      .returning({ id: schema.community_posts.id });
    if (!row) continue;
    // Counters and the feed's score follow from these rows (migration 0025's triggers).
    const likes = (post.likedBy ?? []).map((username) => ({ post_id: row.id, user_id: memberId(members, username) }));
    if (likes.length) await db.insert(schema.post_likes).values(likes).onConflictDoNothing();
    for (const [c, comment] of (post.comments ?? []).entries()) {
      const commentAt = at + (c + 1) * 0.1 * HOUR_MS;
      const [parent] = await db
        .insert(schema.post_comments)
        .values({
          post_id: row.id,
          user_id: memberId(members, comment.author),
          content: comment.content,
          created_at: new Date(commentAt),
        })
        .returning({ id: schema.post_comments.id });
      for (const [r, reply] of (comment.replies ?? []).entries()) {
        await db.insert(schema.post_comments).values({
          post_id: row.id,
          user_id: memberId(members, reply.author),
          content: reply.content,
          parent_comment_id: parent?.id,
          created_at: new Date(commentAt + (r + 1) * 0.05 * HOUR_MS),
        });
      }
    }
  }
  return SEED_POSTS.length;
}
