import { randomUUID } from "node:crypto";
import { count, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { setCollectionLiked } from "~/features/collections/collection-engagement.server";
import { createRecipe, setRecipeStatus } from "~/features/recipes/recipe-mutations.server";
import { RecipeInput } from "~/features/recipes/recipe-schema";
import { refreshRecommendations } from "~/features/recommendations/recommendation-queries.server";
import { saveTasteAnswers } from "~/features/recommendations/taste-profile.server";
import { addComment } from "~/features/social/comment-mutations.server";
import { rateRecipe, setRecipeLiked, setRecipeSaved } from "~/features/social/recipe-reactions.server";
import { db, schema } from "~/lib/db.server";
import { type Bucket, storage } from "~/lib/storage.server";
import { setupTestDatabase } from "../../../test/database";
import { createIngredient, createMember, stockBar } from "../../../test/fixtures";
import { deleteAccountData } from "./account-deletion.server";

setupTestDatabase();

const recipe = (name: string) => RecipeInput.parse({ name, ingredients: [{ name: "Gin", quantity: 1, unit: "oz" }] });
const IMAGE = Buffer.from("not really an image, storage does not look");

async function put(bucket: Bucket, key: string) {
  await storage().put(bucket, key, IMAGE, "image/webp");
  return `/uploads/${bucket}/${key}`;
}
const exists = async (url: string) => {
  const [, , bucket, ...key] = url.split("/");
  const object = await storage().get(bucket as Bucket, key.join("/"));
  // Only asking whether it is there: close the file stream unread.
  if (object && !Buffer.isBuffer(object.body)) object.body.on("error", () => {}).destroy();
  return object !== null;
};

async function rows(table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

type World = Awaited<ReturnType<typeof buildWorld>>;

/** A member with something of everything, and two others who interact with them. */
async function buildWorld(prefix: string) {
  const leaver = await createMember(`${prefix}_leaver`);
  const ann = await createMember(`${prefix}_ann`);
  const bob = await createMember(`${prefix}_bob`);

  const annRecipe = (await createRecipe(ann, recipe(`${prefix} Ann's Negroni`))).id;
  await setRecipeStatus(ann, annRecipe, "published");
  const ownRecipe = (await createRecipe(leaver, recipe(`${prefix} Leaver's Sour`))).id;
  await setRecipeStatus(leaver, ownRecipe, "published");

  // Photos: a recipe photo (with its thumbnail), a step photo, a profile picture, a collection
  // image, a post image and a post-comment image, plus an upload no recipe uses yet.
  const photo = await put("recipe-images", `${leaver.id}/${randomUUID()}.webp`);
  const thumb = photo.replace(/\.webp$/, "-thumb.webp");
  await put("recipe-images", thumb.slice("/uploads/recipe-images/".length));
  const stray = await put("recipe-images", `${leaver.id}/${randomUUID()}.webp`);
  await db
    .update(schema.recipes)
    .set({ image_url: photo, thumbnail_url: thumb })
    .where(eq(schema.recipes.id, ownRecipe));
  await db
    .insert(schema.recipe_images)
    .values({ recipe_id: ownRecipe, image_url: photo, thumbnail_url: thumb, position: 0 });
  const picture = await put("profile-images", `${randomUUID()}.webp`);
  await db.update(schema.profiles).set({ profile_picture_url: picture }).where(eq(schema.profiles.id, leaver.id));
  const collectionImage = await put("collection-images", `${leaver.id}/${randomUUID()}.webp`);
  const postImage = await put("post-images", `${leaver.id}/${randomUUID()}.webp`);
  const commentImage = await put("post-images", `${leaver.id}/${randomUUID()}.webp`);
  const annPicture = await put("profile-images", `${randomUUID()}.webp`);
  await db.update(schema.profiles).set({ profile_picture_url: annPicture }).where(eq(schema.profiles.id, ann.id));

  // Reactions on Ann's recipe: the leaver's 5 stars and Bob's 1 star average 3.
  await setRecipeLiked(leaver, annRecipe, true);
  await setRecipeSaved(leaver, annRecipe, true);
  await rateRecipe(leaver, annRecipe, 5);
  // Their taste and kept recommendations (issue 23).
  await saveTasteAnswers(leaver, { spirits: ["gin"], flavour: "bitter", strength: null });
  await refreshRecommendations(leaver.id);
  await rateRecipe(bob, annRecipe, 1);
  await setRecipeLiked(ann, ownRecipe, true);

  // Comments on Ann's recipe: one Bob replied to (stays "[deleted]"), one nobody did (goes).
  const replied = await addComment(leaver, annRecipe, "Lovely balance");
  const reply = await addComment(bob, annRecipe, "Agreed!", replied.id);
  const lonely = await addComment(leaver, annRecipe, "Try it with mezcal");
  const annOnOwn = await addComment(ann, ownRecipe, "Nice sour");

  // Collections, follows, bar, shopping list, a share, notifications.
  const [ownCollection] = await db
    .insert(schema.collections)
    .values({ user_id: leaver.id, name: "Mine", slug: `${prefix}-mine`, image_url: collectionImage })
    .returning();
  const [annCollection] = await db
    .insert(schema.collections)
    .values({ user_id: ann.id, name: "Ann's", slug: `${prefix}-anns` })
    .returning();
  await setCollectionLiked(leaver, annCollection?.id as string, true);
  await db.insert(schema.shared_collections).values({ collection_id: annCollection?.id as string, user_id: leaver.id });
  await db.insert(schema.followers).values([
    { follower_id: leaver.id, following_id: ann.id },
    { follower_id: bob.id, following_id: leaver.id },
  ]);
  await createIngredient(`${prefix} gin`);
  await stockBar(leaver.id, [`${prefix} gin`]);
  await db.insert(schema.notifications).values([
    { recipient_id: ann.id, actor_id: leaver.id, kind: "new_follower" },
    { recipient_id: leaver.id, actor_id: bob.id, kind: "new_follower" },
  ]);

  // A post with an image, and a comment with an image on Ann's post that Bob replied to.
  const [ownPost] = await db
    .insert(schema.community_posts)
    .values({ user_id: leaver.id, content: "Hello", images: [postImage] })
    .returning();
  const [annPost] = await db
    .insert(schema.community_posts)
    .values({ user_id: ann.id, content: "Ann here" })
    .returning();
  const [postComment] = await db
    .insert(schema.post_comments)
    .values({ post_id: annPost?.id as string, user_id: leaver.id, content: "Cheers", images: [commentImage] })
    .returning();
  await db
    .insert(schema.post_comments)
    .values({ post_id: annPost?.id as string, user_id: bob.id, content: "Hi", parent_comment_id: postComment?.id });
  await db.insert(schema.post_likes).values({ post_id: annPost?.id as string, user_id: leaver.id });

  return {
    leaver,
    ann,
    bob,
    annRecipe,
    ownRecipe,
    replied: replied.id,
    reply: reply.id,
    lonely: lonely.id,
    annOnOwn: annOnOwn.id,
    ownCollection: ownCollection?.id as string,
    annCollection: annCollection?.id as string,
    ownPost: ownPost?.id as string,
    annPost: annPost?.id as string,
    postComment: postComment?.id as string,
    files: [photo, thumb, stray, picture, collectionImage, postImage, commentImage],
    annPicture,
  };
}

async function recipeRow(id: string) {
  const [row] = await db.select().from(schema.recipes).where(eq(schema.recipes.id, id));
  return row;
}

describe("deleteAccountData", () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld("del");
    await deleteAccountData(world.leaver.id);
  });

  it("removes the account, profile, sessions' owner and everything that was the member's", async () => {
    const { leaver } = world;
    expect(await rows(schema.user, eq(schema.user.id, leaver.id))).toBe(0);
    expect(await rows(schema.profiles, eq(schema.profiles.id, leaver.id))).toBe(0);
    expect(await rows(schema.recipes, eq(schema.recipes.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.collections, eq(schema.collections.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.community_posts, eq(schema.community_posts.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.bar_inventory, eq(schema.bar_inventory.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.taste_profiles, eq(schema.taste_profiles.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.member_recommendations, eq(schema.member_recommendations.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.recipe_likes, eq(schema.recipe_likes.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.recipe_saves, eq(schema.recipe_saves.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.recipe_ratings, eq(schema.recipe_ratings.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.collection_likes, eq(schema.collection_likes.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.shared_collections, eq(schema.shared_collections.user_id, leaver.id))).toBe(0);
    expect(await rows(schema.post_likes, eq(schema.post_likes.user_id, leaver.id))).toBe(0);
    expect(
      await rows(
        schema.followers,
        sql`${schema.followers.follower_id} = ${leaver.id} or ${schema.followers.following_id} = ${leaver.id}`,
      ),
    ).toBe(0);
    expect(
      await rows(
        schema.notifications,
        sql`${schema.notifications.recipient_id} = ${leaver.id} or ${schema.notifications.actor_id} = ${leaver.id}`,
      ),
    ).toBe(0);
    // Others' things stay.
    expect(await recipeRow(world.annRecipe)).toBeTruthy();
    expect(await rows(schema.collections, eq(schema.collections.id, world.annCollection))).toBe(1);
  });

  it("recomputes the counters and the rating aggregate of others' recipes and collections", async () => {
    const annRecipe = await recipeRow(world.annRecipe);
    expect(annRecipe?.likes_count).toBe(0);
    expect(annRecipe?.saves_count).toBe(0);
    expect(annRecipe?.aggregate_rating_count).toBe(1);
    expect(annRecipe?.aggregate_rating_value).toBe(1);
    // Bob's reply and the "[deleted]" comment it hangs under: only Bob's counts.
    expect(annRecipe?.comments_count).toBe(1);
    const [collection] = await db
      .select()
      .from(schema.collections)
      .where(eq(schema.collections.id, world.annCollection));
    expect(collection?.likes_count).toBe(0);
    const [post] = await db.select().from(schema.community_posts).where(eq(schema.community_posts.id, world.annPost));
    expect(post?.like_count).toBe(0);
    expect(post?.comment_count).toBe(1);
  });

  it("keeps a comment others replied to as [deleted] and removes the rest", async () => {
    const [kept] = await db.select().from(schema.recipe_comments).where(eq(schema.recipe_comments.id, world.replied));
    expect(kept).toMatchObject({ text: "", user_id: null, profile_id: null });
    expect(kept?.deleted_at).toBeInstanceOf(Date);
    expect(await rows(schema.recipe_comments, eq(schema.recipe_comments.id, world.reply))).toBe(1);
    expect(await rows(schema.recipe_comments, eq(schema.recipe_comments.id, world.lonely))).toBe(0);
    const [postComment] = await db
      .select()
      .from(schema.post_comments)
      .where(eq(schema.post_comments.id, world.postComment));
    expect(postComment).toMatchObject({ content: "", images: [], user_id: null });
    expect(postComment?.deleted_at).toBeInstanceOf(Date);
  });

  it("removes every stored image of the member after the commit, and nobody else's", async () => {
    for (const file of world.files) expect(await exists(file), file).toBe(false);
    expect(await exists(world.annPicture)).toBe(true);
  });
});

describe("a deletion that fails part-way", () => {
  it("leaves everything in place, files included", async () => {
    const world = await buildWorld("fail");
    const before = await recipeRow(world.annRecipe);
    // A real failure late in the transaction: the database refuses to delete this member's profile.
    await db.execute(
      sql.raw(`create or replace function refuse_leaver() returns trigger language plpgsql as $$
        begin if old.id = '${world.leaver.id}' then raise exception 'refused for the test'; end if; return old; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_leaver before delete on profiles for each row execute function refuse_leaver()`),
    );
    try {
      await expect(deleteAccountData(world.leaver.id)).rejects.toThrow();
    } finally {
      await db.execute(sql.raw("drop trigger refuse_leaver on profiles"));
      await db.execute(sql.raw("drop function refuse_leaver()"));
    }
    expect(await rows(schema.user, eq(schema.user.id, world.leaver.id))).toBe(1);
    expect(await rows(schema.recipes, eq(schema.recipes.user_id, world.leaver.id))).toBe(1);
    expect(await rows(schema.recipe_comments, eq(schema.recipe_comments.id, world.lonely))).toBe(1);
    const [comment] = await db
      .select()
      .from(schema.recipe_comments)
      .where(eq(schema.recipe_comments.id, world.replied));
    expect(comment).toMatchObject({ text: "Lovely balance", deleted_at: null, user_id: world.leaver.id });
    expect(await recipeRow(world.annRecipe)).toEqual(before);
    for (const file of world.files) expect(await exists(file), file).toBe(true);
  });
});
