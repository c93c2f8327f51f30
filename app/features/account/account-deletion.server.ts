/**
 * Deleting an account (part 2 §4, issue 17). The password is checked by better-auth; the removal is
 * ours and is ONE transaction: either everything of the member goes, or nothing does. Most rows go
 * by the foreign keys' ON DELETE CASCADE from `user` → `profiles` (sessions, credentials, two-factor,
 * bar, shopping list, likes, saves, ratings, follows, shares, notifications, the member's recipes,
 * collections and posts); what the cascade cannot do is done here first: counters on other members'
 * recipes and collections, and comments that must stay as "[deleted]" because others replied.
 * Stored images are removed only after the commit, so a failed deletion never loses a file.
 */
import { type AnyColumn, and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { authCode } from "~/features/auth/auth-errors.server";
import { signOutMember } from "~/features/auth/auth-mutations.server";
import type { Viewer } from "~/features/auth/session.server";
import { auth } from "~/lib/auth.server";
import { db, schema, type Transaction } from "~/lib/db.server";
import { Invalid } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { type Bucket, isBucket, keyProblem, storage } from "~/lib/storage.server";
import { WRONG_PASSWORD } from "./account-schema";

const {
  user,
  profiles,
  recipes,
  recipe_images,
  recipe_instructions,
  recipe_likes,
  recipe_saves,
  recipe_ratings,
  recipe_makes,
  recipe_comments,
  collections,
  collection_likes,
  community_posts,
  post_comments,
} = schema;

/** Folders named by the member's id, where recipe, post and collection uploads live. */
const MEMBER_FOLDERS: Bucket[] = ["recipe-images", "post-images", "collection-images"];

type StoredFile = { bucket: Bucket; key: string };

/** `/uploads/{bucket}/{key}` as a stored file; null for an external address. */
export function storedFileOf(url: string | null | undefined): StoredFile | null {
  const match = url?.match(/^\/uploads\/([a-z-]+)\/(.+)$/);
  if (!match) return null;
  const [, bucket, key] = match as [string, string, string];
  return isBucket(bucket) && !keyProblem(key) ? { bucket, key } : null;
}

/** A recipe upload's square thumbnail twin ("{id}.webp" → "{id}-thumb.webp"). */
function withThumbnailTwin(url: string): string[] {
  return url.endsWith(".webp") && !url.endsWith("-thumb.webp") ? [url, url.replace(/\.webp$/, "-thumb.webp")] : [url];
}

/** Every stored image address the member's rows point to, read inside the transaction. */
async function imageAddressesOf(tx: Transaction, memberId: string): Promise<string[]> {
  const ownRecipes = tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.user_id, memberId));
  const [covers, photos, steps, collectionImages, posts, comments, picture, makes] = await Promise.all([
    tx.select({ a: recipes.image_url, b: recipes.thumbnail_url }).from(recipes).where(eq(recipes.user_id, memberId)),
    tx
      .select({ a: recipe_images.image_url, b: recipe_images.thumbnail_url })
      .from(recipe_images)
      .where(inArray(recipe_images.recipe_id, ownRecipes)),
    tx
      .select({ a: recipe_instructions.step_image_url })
      .from(recipe_instructions)
      .where(and(inArray(recipe_instructions.recipe_id, ownRecipes), isNotNull(recipe_instructions.step_image_url))),
    tx.select({ a: collections.image_url }).from(collections).where(eq(collections.user_id, memberId)),
    tx.select({ images: community_posts.images }).from(community_posts).where(eq(community_posts.user_id, memberId)),
    tx.select({ images: post_comments.images }).from(post_comments).where(eq(post_comments.user_id, memberId)),
    tx.select({ a: profiles.profile_picture_url }).from(profiles).where(eq(profiles.id, memberId)),
    tx.select({ a: recipe_makes.photo_url }).from(recipe_makes).where(eq(recipe_makes.user_id, memberId)),
  ]);
  const urls = [
    ...covers.flatMap((r) => [r.a, r.b]),
    ...photos.flatMap((r) => [r.a, r.b]),
    ...steps.flatMap((r) => (r.a ? withThumbnailTwin(r.a) : [])),
    ...collectionImages.map((r) => r.a),
    ...posts.flatMap((r) => r.images),
    ...comments.flatMap((r) => r.images),
    ...picture.map((r) => r.a),
    ...makes.map((r) => r.a),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(storedFileOf(url))))];
}

/**
 * The member's comments on others' recipes and posts: removed where nobody replied, kept as
 * "[deleted]" (blank text, deleted_at set) where someone did; the author link becomes null by the
 * foreign key when the profile goes. A "[deleted]" comment left without replies is removed too.
 */
async function settleComments(tx: Transaction, memberId: string) {
  const [onRecipes, onPosts] = await Promise.all([
    tx
      .selectDistinct({ id: recipe_comments.recipe_id })
      .from(recipe_comments)
      .where(eq(recipe_comments.user_id, memberId)),
    tx.selectDistinct({ id: post_comments.post_id }).from(post_comments).where(eq(post_comments.user_id, memberId)),
  ]);
  const threads = [
    {
      table: recipe_comments,
      inThreads: inArray(
        recipe_comments.recipe_id,
        onRecipes.map((r) => r.id),
      ),
    },
    {
      table: post_comments,
      inThreads: inArray(
        post_comments.post_id,
        onPosts.map((r) => r.id),
      ),
    },
  ] as const;
  for (const { table, inThreads } of threads) {
    const hasNoReplies = sql`not exists (select 1 from ${table} r where r.parent_comment_id = ${table.id})`;
    // Only threads the member wrote in: others' "[deleted]" comments elsewhere are not ours to tidy.
    const mineOrDeleted = or(eq(table.user_id, memberId), isNotNull(table.deleted_at));
    // Replies may be nested: removing a leaf can leave its parent without replies.
    for (let removed = 1; removed > 0; ) {
      const gone = await tx
        .delete(table)
        .where(and(inThreads, mineOrDeleted, hasNoReplies))
        .returning({ id: table.id });
      removed = gone.length;
    }
  }
  await tx
    .update(recipe_comments)
    .set({ text: "", deleted_at: sql`coalesce(${recipe_comments.deleted_at}, now())`, updated_at: new Date() })
    .where(eq(recipe_comments.user_id, memberId));
  await tx
    .update(post_comments)
    .set({ content: "", images: [], deleted_at: sql`coalesce(${post_comments.deleted_at}, now())` })
    .where(eq(post_comments.user_id, memberId));
}

/** Others' recipes and collections whose counters include the member's likes, saves or ratings. */
async function countersToFix(tx: Transaction, memberId: string) {
  const othersRecipe = (id: AnyColumn) => sql`${id} in (select r.id from ${recipes} r where r.user_id <> ${memberId})`;
  const [liked, saved, rated, made, likedCollections] = await Promise.all([
    tx
      .select({ id: recipe_likes.recipe_id })
      .from(recipe_likes)
      .where(and(eq(recipe_likes.user_id, memberId), othersRecipe(recipe_likes.recipe_id))),
    tx
      .select({ id: recipe_saves.recipe_id })
      .from(recipe_saves)
      .where(and(eq(recipe_saves.user_id, memberId), othersRecipe(recipe_saves.recipe_id))),
    tx
      .select({ id: recipe_ratings.recipe_id })
      .from(recipe_ratings)
      .where(and(eq(recipe_ratings.user_id, memberId), othersRecipe(recipe_ratings.recipe_id))),
    tx
      .selectDistinct({ id: recipe_makes.recipe_id })
      .from(recipe_makes)
      .where(and(eq(recipe_makes.user_id, memberId), othersRecipe(recipe_makes.recipe_id))),
    tx
      .select({ id: collection_likes.collection_id })
      .from(collection_likes)
      .innerJoin(collections, eq(collections.id, collection_likes.collection_id))
      .where(and(eq(collection_likes.user_id, memberId), ne(collections.user_id, memberId))),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  return {
    liked: ids(liked),
    saved: ids(saved),
    rated: ids(rated),
    made: ids(made),
    likedCollections: ids(likedCollections),
  };
}

/** After the member's rows are gone: the counters as the database now says (part 1 §4). */
async function fixCounters(tx: Transaction, fix: Awaited<ReturnType<typeof countersToFix>>) {
  // Likes and saves are counted by steps (seeded counts need not match rows): one step back each.
  if (fix.liked.length) {
    await tx
      .update(recipes)
      .set({ likes_count: sql`greatest(${recipes.likes_count} - 1, 0)` })
      .where(inArray(recipes.id, fix.liked));
  }
  if (fix.saved.length) {
    await tx
      .update(recipes)
      .set({ saves_count: sql`greatest(${recipes.saves_count} - 1, 0)` })
      .where(inArray(recipes.id, fix.saved));
  }
  if (fix.likedCollections.length) {
    await tx
      .update(collections)
      .set({ likes_count: sql`greatest(${collections.likes_count} - 1, 0)` })
      .where(inArray(collections.id, fix.likedCollections));
  }
  // "I made this" (issue 23): recounted from the makes left.
  if (fix.made.length) {
    await tx
      .update(recipes)
      .set({ makes_count: sql`(select count(*)::int from ${recipe_makes} m where m.recipe_id = ${recipes.id})` })
      .where(inArray(recipes.id, fix.made));
  }
  // The rating aggregate is recomputed from the rows, as rating does (comment counts follow their trigger).
  if (fix.rated.length) {
    await tx
      .update(recipes)
      .set({
        aggregate_rating_value: sql`(select round(avg(r.rating)::numeric, 2)::real from ${recipe_ratings} r where r.recipe_id = ${recipes.id})`,
        aggregate_rating_count: sql`(select count(*)::int from ${recipe_ratings} r where r.recipe_id = ${recipes.id})`,
      })
      .where(inArray(recipes.id, fix.rated));
  }
}

/** Removes the member's stored files: those their rows used and everything under their own folders. */
async function removeStoredFiles(memberId: string, urls: string[]) {
  const files = storage();
  const listed = await Promise.all(
    MEMBER_FOLDERS.map(async (bucket) =>
      (await files.list(bucket, `${memberId}/`).catch(() => [])).map((o) => ({ bucket, key: o.key })),
    ),
  );
  const targets = new Map<string, StoredFile>();
  for (const file of [...urls.map(storedFileOf), ...listed.flat()]) {
    if (file) targets.set(`${file.bucket}/${file.key}`, file);
  }
  const stillUsed = await addressesStillInUse(urls);
  await Promise.all(
    [...targets.values()]
      .filter((file) => !stillUsed.has(`/uploads/${file.bucket}/${file.key}`))
      .map((file) =>
        files
          .delete(file.bucket, file.key)
          .catch((error) => console.error(`Could not delete ${file.bucket}/${file.key} of a deleted account`, error)),
      ),
  );
}

/** Addresses another member's recipe still shows (a copied recipe may keep the original's photo). */
async function addressesStillInUse(urls: string[]): Promise<Set<string>> {
  const candidates = urls.filter((url) => url.startsWith("/uploads/recipe-images/"));
  if (candidates.length === 0) return new Set();
  const [covers, photos] = await Promise.all([
    db.select({ url: recipes.image_url }).from(recipes).where(inArray(recipes.image_url, candidates)),
    db.select({ url: recipe_images.image_url }).from(recipe_images).where(inArray(recipe_images.image_url, candidates)),
  ]);
  return new Set([...covers, ...photos].flatMap((r) => (r.url ? withThumbnailTwin(r.url) : [])));
}

/**
 * Deletes the member's account and everything listed above in one transaction, then their files.
 * The caller has verified the password. Throws (and changes nothing) when any step fails.
 */
export async function deleteAccountData(memberId: string): Promise<void> {
  const urls = await db.transaction(async (tx) => {
    // Hold the member's row so nothing of theirs is added while we remove it.
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, memberId)).for("update");
    const images = await imageAddressesOf(tx, memberId);
    const fix = await countersToFix(tx, memberId);
    await settleComments(tx, memberId);
    const gone = await tx.delete(user).where(eq(user.id, memberId)).returning({ id: user.id });
    if (gone.length !== 1) throw new Error(`No account ${memberId} to delete`);
    await fixCounters(tx, fix);
    return images;
  });
  await removeStoredFiles(memberId, urls);
  await purgePages({ everything: true });
}

/**
 * Settings → Account → Delete Account: better-auth checks the password (verifyPassword, the member's
 * own session), then everything goes (deleteAccountData). Returns the headers that sign this browser out.
 */
export async function deleteAccount(viewer: Viewer, request: Request, password: string): Promise<Headers> {
  await consumeRateLimit("accountDeletion", viewer.id);
  try {
    await auth().api.verifyPassword({ body: { password }, headers: request.headers });
  } catch (error) {
    if (authCode(error) === "INVALID_PASSWORD") throw new Invalid(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
    throw error;
  }
  await deleteAccountData(viewer.id);
  // The session rows went with the account; this clears the browser's cookies.
  return signOutMember(request);
}
