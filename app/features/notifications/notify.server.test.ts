/**
 * Issue 17, in-app notifications: each event writes the right row for the right member, honours the
 * member's switch and the privacy layer, never tells the actor about themself, and likes and follows
 * tell the owner once.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCollection } from "~/features/collections/collection-mutations.server";
import { setCollectionRecipes } from "~/features/collections/collection-recipe-choices.server";
import { shareCollection } from "~/features/collections/collection-sharing.server";
import { addPostComment } from "~/features/feed/post-comment-mutations.server";
import { createPost } from "~/features/feed/post-mutations.server";
import { setPostLiked } from "~/features/feed/post-reactions.server";
import { followMember, unfollowMember } from "~/features/profiles/follow-mutations.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { addComment } from "~/features/social/comment-mutations.server";
import { setRecipeLiked } from "~/features/social/recipe-reactions.server";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { setupTestDatabase } from "../../../test/database";
import { createMember } from "../../../test/fixtures";

setupTestDatabase();

const { notifications, profiles, request_limits } = schema;

let owner: { id: string };
let ann: { id: string };
let ben: { id: string };
let recipeId: string;

const negroni = RecipeInput.parse({ name: "Negroni", ingredients: [{ name: "Gin", quantity: 1, unit: "oz" }] });

async function rowsFor(recipientId: string) {
  return db
    .select({
      kind: notifications.kind,
      actor_id: notifications.actor_id,
      recipe_comment_id: notifications.recipe_comment_id,
    })
    .from(notifications)
    .where(eq(notifications.recipient_id, recipientId));
}

async function setSwitches(memberId: string, changes: Partial<NotificationPreferences>) {
  await db
    .update(profiles)
    .set({ notification_preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...changes } })
    .where(eq(profiles.id, memberId));
}

beforeAll(async () => {
  owner = await createMember("notify_owner");
  ann = await createMember("notify_ann");
  ben = await createMember("notify_ben");
});

beforeEach(async () => {
  await db.delete(request_limits);
  await db.delete(notifications);
  await setSwitches(owner.id, {});
  await setSwitches(ann.id, {});
  recipeId = (await createRecipe(owner, negroni)).id;
  await setRecipeStatus(owner, recipeId, "published");
});

describe("recipe comments and replies", () => {
  it("a comment tells the recipe's owner, pointing at the comment", async () => {
    const comment = await addComment(ann, recipeId, "Lovely");
    expect(await rowsFor(owner.id)).toEqual([
      { kind: "recipe_comment", actor_id: ann.id, recipe_comment_id: comment.id },
    ]);
    expect(await rowsFor(ann.id)).toEqual([]);
  });

  it("a reply tells the comment's author and the recipe's owner", async () => {
    const comment = await addComment(ann, recipeId, "Lovely");
    await db.delete(notifications);
    const reply = await addComment(ben, recipeId, "Agreed", comment.id);
    expect(await rowsFor(ann.id)).toEqual([{ kind: "comment_reply", actor_id: ben.id, recipe_comment_id: reply.id }]);
    expect(await rowsFor(owner.id)).toEqual([
      { kind: "recipe_comment", actor_id: ben.id, recipe_comment_id: reply.id },
    ]);
  });

  it("the owner replied to on their own recipe hears of it once, as a reply", async () => {
    const comment = await addComment(owner, recipeId, "My favourite");
    expect(await rowsFor(owner.id)).toEqual([]);
    await addComment(ann, recipeId, "Mine too", comment.id);
    expect((await rowsFor(owner.id)).map((row) => row.kind)).toEqual(["comment_reply"]);
  });

  it("the actor is never told about themself: replying to one's own comment on one's own recipe", async () => {
    const comment = await addComment(owner, recipeId, "Note to self");
    await addComment(owner, recipeId, "And another", comment.id);
    expect(await rowsFor(owner.id)).toEqual([]);
  });

  it("with Recipe Comments off, nothing is written", async () => {
    await setSwitches(owner.id, { recipe_comments: false });
    await addComment(ann, recipeId, "Lovely");
    expect(await rowsFor(owner.id)).toEqual([]);
  });

  it("a member who may no longer see the recipe is not told of a reply", async () => {
    const comment = await addComment(ann, recipeId, "Lovely");
    await followMember(ann, "notify_owner");
    await db
      .update(schema.recipes)
      .set({ is_public: false, followers_only: true })
      .where(eq(schema.recipes.id, recipeId));
    await unfollowMember(ann, "notify_owner");
    await db.delete(notifications);
    await addComment(owner, recipeId, "Thanks!", comment.id);
    expect(await rowsFor(ann.id)).toEqual([]);
  });
});

describe("failures", () => {
  it("a notification that cannot be written never fails the comment or like that caused it", async () => {
    await db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      const comment = await addComment(ann, recipeId, "Still saved");
      expect(comment.text).toBe("Still saved");
      expect(await setRecipeLiked(ann, recipeId, true)).toEqual({ liked: true, likes_count: 1 });
    } finally {
      await db.execute(sql`alter table notifications_away rename to notifications`);
    }
    expect(await rowsFor(owner.id)).toEqual([]);
  });
});

describe("likes and follows", () => {
  it("like, unlike, like again tells the owner once", async () => {
    await setRecipeLiked(ann, recipeId, true);
    await setRecipeLiked(ann, recipeId, false);
    await setRecipeLiked(ann, recipeId, true);
    expect(await rowsFor(owner.id)).toEqual([{ kind: "recipe_like", actor_id: ann.id, recipe_comment_id: null }]);
  });

  it("liking one's own recipe tells no one", async () => {
    await setRecipeLiked(owner, recipeId, true);
    expect(await rowsFor(owner.id)).toEqual([]);
  });

  it("with Recipe Likes off, a like writes nothing", async () => {
    await setSwitches(owner.id, { recipe_likes: false });
    await setRecipeLiked(ann, recipeId, true);
    expect(await rowsFor(owner.id)).toEqual([]);
  });

  it("follow, unfollow, follow again tells the member once; New Followers off tells nothing", async () => {
    await followMember(ann, "notify_owner");
    await unfollowMember(ann, "notify_owner");
    await followMember(ann, "notify_owner");
    expect(await rowsFor(owner.id)).toEqual([{ kind: "new_follower", actor_id: ann.id, recipe_comment_id: null }]);
    await setSwitches(owner.id, { new_followers: false });
    await followMember(ben, "notify_owner");
    expect(await rowsFor(owner.id)).toHaveLength(1);
    await unfollowMember(ann, "notify_owner");
    await unfollowMember(ben, "notify_owner");
  });
});

describe("shared collections", () => {
  it("adding a recipe to a shared collection tells every member it is shared with, not the owner", async () => {
    const { id } = await createCollection(owner, { name: `Shared ${recipeId.slice(0, 8)}`, visibility: "private" });
    await shareCollection(owner, id, "notify_ann@example.com");
    await shareCollection(owner, id, "notify_ben@example.com");
    await setSwitches(ben.id, { collection_updates: false });
    await setCollectionRecipes(owner, id, [recipeId]);
    const rows = await db
      .select({ recipient: notifications.recipient_id, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.collection_id, id));
    expect(rows).toEqual([{ recipient: ann.id, kind: "collection_update" }]);
    await setSwitches(ben.id, {});
  });
});

describe("community posts", () => {
  it("comments, replies and likes on posts reach the post's and the comment's authors", async () => {
    const post = await createPost(owner, { content: "Tonight's negroni", audience: "public" });
    const { comment } = await addPostComment(ann, post.id, { content: "Cheers" });
    await addPostComment(ben, post.id, { content: "Same here", parentCommentId: comment.id });
    await setPostLiked(ann, post.id, true);
    await setPostLiked(ann, post.id, false);
    await setPostLiked(ann, post.id, true);
    await setPostLiked(owner, post.id, true);
    const kinds = await db
      .select({ recipient: notifications.recipient_id, kind: notifications.kind, actor: notifications.actor_id })
      .from(notifications)
      .where(eq(notifications.post_id, post.id))
      .orderBy(notifications.created_at);
    expect(kinds).toEqual([
      { recipient: owner.id, kind: "post_comment", actor: ann.id },
      { recipient: ann.id, kind: "post_reply", actor: ben.id },
      { recipient: owner.id, kind: "post_comment", actor: ben.id },
      { recipient: owner.id, kind: "post_like", actor: ann.id },
    ]);
  });

  it("a followers-only post's commenter who stopped following is not told of a reply", async () => {
    await followMember(ann, "notify_owner");
    const post = await createPost(owner, { content: "For friends", audience: "followers" });
    const { comment } = await addPostComment(ann, post.id, { content: "Hi" });
    await unfollowMember(ann, "notify_owner");
    await addPostComment(owner, post.id, { content: "Hello", parentCommentId: comment.id });
    const toAnn = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient_id, ann.id), eq(notifications.post_id, post.id)));
    expect(toAnn).toEqual([]);
  });
});
