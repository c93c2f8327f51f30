/**
 * Issue 16, "The server decides": who may post, like, comment and delete (anonymous through the routes,
 * stranger, follower, author), bad input refused with nothing already stored lost, images stored and
 * removed with their post, and posting rate-limited.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { followMember } from "~/features/profiles/follow-mutations.server";
import { db, schema } from "~/lib/db.server";
import { Forbidden, Invalid, NotFound, TooManyRequests } from "~/lib/errors";
import { POST_TEXT_LIMITS } from "~/lib/limits";
import { storage } from "~/lib/storage.server";
import { action as postsAction } from "~/routes/api.site.posts";
import { action as commentsAction, loader as commentsLoader } from "~/routes/api.site.posts.$postId.comments";
import { action as reactionsAction } from "~/routes/api.site.posts.$postId.reactions";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";
import { getPost } from "./feed-queries.server";
import { FEED_MESSAGES, IMAGE_RULES } from "./feed-schema";
import { addPostComment, deletePostComment } from "./post-comment-mutations.server";
import { listPostComments } from "./post-comment-queries.server";
import { createPost, deletePost } from "./post-mutations.server";
import { setPostLiked } from "./post-reactions.server";

setupTestDatabase();

const { community_posts, post_likes, post_comments, request_limits } = schema;

let author: { id: string };
let follower: { id: string };
let stranger: { id: string };

beforeAll(async () => {
  author = await createMember("postauthor");
  follower = await createMember("postfollower");
  stranger = await createMember("poststranger");
  await followMember(follower, "postauthor");
});

beforeEach(async () => {
  await db.delete(request_limits);
});

async function png(color = "#c0ffee") {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "drink.png", { type: "image/png" });
}

const storedImages = async (memberId: string) => (await storage().list("post-images", `${memberId}/`)).length;
const postCount = async () => (await db.select({ id: community_posts.id }).from(community_posts)).length;

function request(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost:3000${url}`, { method: "POST", body, headers: { Accept: "application/json" } });
}

describe("guests", () => {
  it("cannot post, like or comment; they are asked to sign in", async () => {
    const post = await createPost(author, { content: "Open to all" });
    const args = (r: Request, params: Record<string, string> = {}) => ({ request: r, params, context: {} }) as never;
    const posted = await postsAction(args(request("/api/site/posts", { content: "Hello" })));
    expect(posted.status).toBe(401);
    expect(await posted.json()).toMatchObject({ error: FEED_MESSAGES.signInToPost });
    const liked = await reactionsAction(
      args(request(`/api/site/posts/${post.id}/reactions`, { intent: "like" }), { postId: post.id }),
    );
    expect(liked.status).toBe(401);
    expect(await liked.json()).toMatchObject({ error: FEED_MESSAGES.signInToLike });
    const commented = await commentsAction(
      args(request(`/api/site/posts/${post.id}/comments`, { content: "Hi" }), { postId: post.id }),
    );
    expect(commented.status).toBe(401);
    expect(await commented.json()).toMatchObject({ error: FEED_MESSAGES.signInToComment });
    // Reading a public post's comments needs no session.
    const thread = await commentsLoader(
      args(new Request(`http://localhost:3000/api/site/posts/${post.id}/comments`), { postId: post.id }),
    );
    expect(thread.status).toBe(200);
    expect(await postCount()).toBe(1);
    await db.delete(community_posts);
  });
});

describe("a followers-only post", () => {
  it("can be liked and commented by a follower; a stranger is told it does not exist", async () => {
    const post = await createPost(author, { content: "Followers only", audience: "followers" });
    expect((await setPostLiked(follower, post.id, true)).like_count).toBe(1);
    const { comment_count } = await addPostComment(follower, post.id, { content: "Lovely" });
    expect(comment_count).toBe(1);
    await expect(setPostLiked(stranger, post.id, true)).rejects.toBeInstanceOf(NotFound);
    await expect(addPostComment(stranger, post.id, { content: "Let me in" })).rejects.toBeInstanceOf(NotFound);
    await expect(listPostComments(stranger.id, post.id)).rejects.toBeInstanceOf(NotFound);
    await expect(listPostComments(null, post.id)).rejects.toBeInstanceOf(NotFound);
    await expect(deletePost(stranger, post.id)).rejects.toBeInstanceOf(NotFound);
    expect((await getPost(author.id, post.id))?.like_count).toBe(1);
    await db.delete(community_posts);
  });
});

describe("deleting", () => {
  it("only the author deletes a post; its likes, comments and every image go with it", async () => {
    const post = await createPost(author, { content: "With pictures", images: [await png(), await png("#123456")] });
    expect(post.images).toHaveLength(2);
    await setPostLiked(follower, post.id, true);
    await addPostComment(follower, post.id, { content: "A photo back", images: [await png("#654321")] });
    expect(await storedImages(author.id)).toBe(2);
    expect(await storedImages(follower.id)).toBe(1);

    await expect(deletePost(follower, post.id)).rejects.toBeInstanceOf(Forbidden);
    await expect(deletePost(stranger, post.id)).rejects.toBeInstanceOf(Forbidden);
    expect(await getPost(null, post.id)).not.toBeNull();

    await deletePost(author, post.id);
    expect(await getPost(author.id, post.id)).toBeNull();
    expect(await db.select().from(post_likes).where(eq(post_likes.post_id, post.id))).toEqual([]);
    expect(await db.select().from(post_comments).where(eq(post_comments.post_id, post.id))).toEqual([]);
    expect(await storedImages(author.id)).toBe(0);
    expect(await storedImages(follower.id)).toBe(0);
  });

  it("only its author deletes a comment; one with replies stays as [deleted]", async () => {
    const post = await createPost(author, { content: "Talk to me" });
    const { comment } = await addPostComment(follower, post.id, { content: "First!" });
    const { comment: reply } = await addPostComment(stranger, post.id, {
      content: "Second",
      parentCommentId: comment.id,
    });
    // A reply to a reply hangs under the same top-level comment (one level deep).
    const { comment: deeper } = await addPostComment(author, post.id, { content: "Third", parentCommentId: reply.id });
    expect(deeper.parent_comment_id).toBe(comment.id);

    await expect(deletePostComment(author, comment.id)).rejects.toBeInstanceOf(Forbidden);
    await expect(deletePostComment(stranger, comment.id)).rejects.toBeInstanceOf(Forbidden);
    expect((await deletePostComment(follower, comment.id)).comment_count).toBe(2);
    const thread = await listPostComments(null, post.id);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ deleted: true, content: "", author: null });
    expect(thread[0]?.replies.map((r) => r.content)).toEqual(["Second", "Third"]);
    await db.delete(community_posts);
  });
});

describe("bad input", () => {
  it("refuses blank, invisible-only and over-long text, and keeps what was stored", async () => {
    const kept = await createPost(author, { content: "Kept" });
    await expect(createPost(author, { content: "   " })).rejects.toThrow(FEED_MESSAGES.emptyPost);
    await expect(createPost(author, { content: "\u200b\u202e\u2066" })).rejects.toThrow(FEED_MESSAGES.emptyPost);
    await expect(createPost(author, { content: "x".repeat(POST_TEXT_LIMITS.post + 1) })).rejects.toBeInstanceOf(
      Invalid,
    );
    await expect(
      addPostComment(follower, kept.id, { content: "y".repeat(POST_TEXT_LIMITS.comment + 1) }),
    ).rejects.toBeInstanceOf(Invalid);
    await expect(addPostComment(follower, kept.id, { content: " ", parentCommentId: null })).rejects.toThrow(
      FEED_MESSAGES.emptyComment,
    );
    expect(await postCount()).toBe(1);
    // Bidi controls are stripped from what is stored, and the rest is kept as written.
    const cleaned = await createPost(author, { content: "Negroni \u202eweek" });
    expect(cleaned.content).toBe("Negroni week");
    await db.delete(community_posts);
  });

  it("refuses a fifth image and a file that is not an image, storing nothing", async () => {
    const images = await Promise.all([1, 2, 3, 4, 5].map(() => png()));
    await expect(createPost(author, { content: "Five", images })).rejects.toThrow(IMAGE_RULES.tooMany);
    const fake = new File([new TextEncoder().encode("<svg onload=alert(1)>")], "drink.png", { type: "image/png" });
    await expect(createPost(author, { content: "Fake", images: [await png(), fake] })).rejects.toThrow(
      IMAGE_RULES.wrongType,
    );
    expect(await postCount()).toBe(0);
    expect(await storedImages(author.id)).toBe(0);
  });

  it("a flood of posts gets a clear slow-down message", async () => {
    for (let i = 0; i < 5; i += 1) await createPost(stranger, { content: `Post ${i}` });
    const refused = await createPost(stranger, { content: "One too many" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as Error).message).toMatch(/too often/);
    await db.delete(community_posts);
  });
});
