/**
 * "I made this" (issue 23): logging a make, with its optional rating, note, photo, feed post and bar
 * deduction, and removing one from the history. Each takes the acting member and checks what they may do.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { announcePostCreated, announcePostDeleted } from "~/features/feed/feed-live.server";
import { deletePostImages, storePostImages } from "~/features/feed/post-images.server";
import { holdForReview } from "~/features/moderation/moderation-records.server";
import { guardContentWrite } from "~/features/moderation/write-guard.server";
import { lockVisibleRecipe } from "~/features/social/recipe-access.server";
import { writeRating } from "~/features/social/recipe-reactions.server";
import { db, schema, type Transaction } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache/purge.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { isUuid } from "~/lib/uuid";
import { deductFromBar } from "./bar-deduction.server";
import { getMakeHistory, makeColumns, toOwnMake } from "./make-queries.server";
import type { MakeInputData } from "./make-schema";
import type { LoggedMake } from "./make-types";
import { MAKE_MERGE_SECONDS, MAKE_MESSAGES } from "./make-words";

const { recipe_makes, recipes, community_posts } = schema;

type Actor = { id: string };

const ownMakeColumns = { ...makeColumns, bar_deducted: recipe_makes.bar_deducted };

/** The member's make of this recipe logged within the merge window, locked for the rest of the transaction. */
async function recentMake(tx: Transaction, actorId: string, recipeId: string) {
  const [row] = await tx
    .select(ownMakeColumns)
    .from(recipe_makes)
    .where(
      and(
        eq(recipe_makes.user_id, actorId),
        eq(recipe_makes.recipe_id, recipeId),
        gt(recipe_makes.created_at, sql`now() - make_interval(secs => ${MAKE_MERGE_SECONDS})`),
      ),
    )
    .orderBy(desc(recipe_makes.created_at))
    .limit(1)
    .for("update");
  return row;
}

/**
 * Logs that the member made the recipe. A recipe they may not see is "not found"; a second make within a
 * minute is merged into the first (its servings, stars, note and photo replace the first's where given). A rating becomes their
 * rating of the recipe; "share" posts it to the feed once; "deduct" takes what was used off their bar
 * once. Nothing is stored when anything is refused.
 */
export async function logMake(
  actor: Actor,
  recipeId: string,
  input: MakeInputData,
  photo: File | null = null,
): Promise<LoggedMake> {
  if (!isUuid(recipeId)) throw new NotFound(MAKE_MESSAGES.notFound);
  await consumeRateLimit("make", actor.id);
  // A note, a photo or a post is something others read: checked as a post (sanctions, new-member limits, and a
  // new member's link held for review, which keeps the make's note and photo from others).
  const seenByOthers = input.share || input.note || photo;
  const { hold } = seenByOthers ? await guardContentWrite(actor.id, "post", input.note ?? "") : { hold: false };
  if (input.share) await consumeRateLimit("post", actor.id);
  const photoUrl = photo ? ((await storePostImages(actor.id, [photo]))[0] ?? null) : null;

  let outcome: Omit<LoggedMake, "history"> & { replacedPhoto: string | null; announce: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const recipe = await lockVisibleRecipe(tx, actor.id, recipeId);
      if (input.rating !== null && recipe.user_id === actor.id) {
        throw new Invalid(MAKE_MESSAGES.ownRating, { rating: [MAKE_MESSAGES.ownRating] });
      }
      const earlier = await recentMake(tx, actor.id, recipeId);
      const values = {
        servings: input.servings,
        rating: input.rating ?? earlier?.rating ?? null,
        note: input.note ?? earlier?.note ?? null,
        photo_url: photoUrl ?? earlier?.photo_url ?? null,
      };
      const [make] = earlier
        ? await tx
            .update(recipe_makes)
            .set({ ...values, ...(hold && { moderation: "held" }), updated_at: new Date() })
            .where(eq(recipe_makes.id, earlier.id))
            .returning(ownMakeColumns)
        : await tx
            .insert(recipe_makes)
            .values({ recipe_id: recipeId, user_id: actor.id, ...values, moderation: hold ? "held" : "visible" })
            .returning(ownMakeColumns);
      if (!make) throw new Error("The make was not saved");
      const [counted] = await tx
        .update(recipes)
        .set({ makes_count: sql`${recipes.makes_count} + ${earlier ? 0 : 1}` })
        .where(eq(recipes.id, recipeId))
        .returning({ makes_count: recipes.makes_count });
      if (input.rating !== null) await writeRating(tx, actor.id, recipeId, input.rating);

      const deducted =
        input.deduct && !make.bar_deducted ? await deductFromBar(tx, actor.id, recipeId, make.servings) : [];
      if (deducted.length)
        await tx.update(recipe_makes).set({ bar_deducted: true }).where(eq(recipe_makes.id, make.id));

      const post = input.share ? await postMake(tx, actor.id, make.id, make.note, input.audience, hold) : null;
      return {
        make: toOwnMake(make),
        merged: Boolean(earlier),
        makes_count: counted?.makes_count ?? 0,
        postId: post?.id ?? null,
        deducted,
        replacedPhoto: photoUrl && earlier?.photo_url ? earlier.photo_url : null,
        announce: Boolean(post?.created && !hold),
      };
    });
  } catch (error) {
    if (photoUrl) await deletePostImages(actor.id, [photoUrl]);
    throw error;
  }
  const { replacedPhoto, announce, ...logged } = outcome;
  if (replacedPhoto) await deletePostImages(actor.id, [replacedPhoto]);
  if (announce && logged.postId) {
    await announcePostCreated({
      postId: logged.postId,
      authorId: actor.id,
      followersOnly: input.audience === "followers",
    });
  }
  // The recipe page's count and recent makes, and the feeds, are read by visitors from the page cache.
  await purgePages({ everything: true });
  return { ...logged, history: await getMakeHistory(actor.id, recipeId) };
}

/** The make's one feed post ("Ben made a Last Word", its photo and note); an existing one is kept. */
async function postMake(
  tx: Transaction,
  actorId: string,
  makeId: string,
  note: string | null,
  audience: "public" | "followers",
  hold: boolean,
): Promise<{ id: string; created: boolean }> {
  const [existing] = await tx
    .select({ id: community_posts.id })
    .from(community_posts)
    .where(eq(community_posts.make_id, makeId));
  if (existing) return { id: existing.id, created: false };
  const [row] = await tx
    .insert(community_posts)
    .values({
      user_id: actorId,
      make_id: makeId,
      content: note ?? "",
      followers_only: audience === "followers",
      moderation: hold ? "held" : "visible",
    })
    .returning({ id: community_posts.id });
  if (!row) throw new Error("The post was not saved");
  if (hold) await holdForReview(tx, "post", row.id);
  return { id: row.id, created: true };
}

/**
 * Removes one of the member's own makes from their history, with its photo and its feed post; the
 * recipe's count goes down. Another member's make is "not found". Their rating of the recipe stays.
 */
export async function deleteMake(actor: Actor, makeId: string): Promise<{ recipeId: string; makes_count: number }> {
  if (!isUuid(makeId)) throw new NotFound("Make not found");
  await consumeRateLimit("make", actor.id);
  const removed = await db.transaction(async (tx) => {
    // The recipe row first, as logMake locks it: the two never wait on each other the other way round.
    const [owned] = await tx
      .select({ recipeId: recipe_makes.recipe_id })
      .from(recipe_makes)
      .where(and(eq(recipe_makes.id, makeId), eq(recipe_makes.user_id, actor.id)));
    if (!owned) throw new NotFound("Make not found");
    await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, owned.recipeId)).for("update");
    const [post] = await tx
      .select({ id: community_posts.id, followersOnly: community_posts.followers_only })
      .from(community_posts)
      .where(eq(community_posts.make_id, makeId));
    const [make] = await tx
      .delete(recipe_makes)
      .where(and(eq(recipe_makes.id, makeId), eq(recipe_makes.user_id, actor.id)))
      .returning({ recipeId: recipe_makes.recipe_id, photo_url: recipe_makes.photo_url });
    if (!make) throw new NotFound("Make not found");
    const [counted] = await tx
      .update(recipes)
      .set({ makes_count: sql`greatest(0, ${recipes.makes_count} - 1)` })
      .where(eq(recipes.id, make.recipeId))
      .returning({ makes_count: recipes.makes_count });
    return { ...make, post, makes_count: counted?.makes_count ?? 0 };
  });
  if (removed.photo_url) await deletePostImages(actor.id, [removed.photo_url]);
  // The post went with the make (on delete cascade).
  if (removed.post) {
    await announcePostDeleted({
      postId: removed.post.id,
      authorId: actor.id,
      followersOnly: removed.post.followersOnly,
    });
  }
  await purgePages({ everything: true });
  return { recipeId: removed.recipeId, makes_count: removed.makes_count };
}
