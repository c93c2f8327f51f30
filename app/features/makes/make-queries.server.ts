/**
 * Reading makes (issue 23): a member's own history with a recipe, and other members' recent makes as each
 * maker's profile privacy lets the viewer see them (the policy layer's canSeeMemberActivity).
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { canSeeMemberActivity, shownNames } from "~/features/privacy/profile-privacy.server";
import { canSeeRecipe } from "~/features/privacy/visibility.server";
import { db, type Executor, schema } from "~/lib/db.server";
import { type SharedDataContext, sharedData } from "~/lib/page-cache/shared-data.server";
import { softly } from "~/lib/softly";
import { barUsesPerServing } from "./bar-deduction.server";
import type { MakeHistory, MemberMake, OwnMake, RecipeMakes } from "./make-types";
import { RECENT_MAKES_SHOWN } from "./make-words";

const { recipe_makes, profiles, recipes, community_posts } = schema;
/** Makes listed in the member's own history beside the count. */
export const HISTORY_SHOWN = 5;

export const makeColumns = {
  id: recipe_makes.id,
  made_at: recipe_makes.created_at,
  servings: recipe_makes.servings,
  rating: recipe_makes.rating,
  note: recipe_makes.note,
  photo_url: recipe_makes.photo_url,
};

type MakeRow = {
  id: string;
  made_at: Date;
  servings: number;
  rating: number | null;
  note: string | null;
  photo_url: string | null;
};

export function toOwnMake(row: MakeRow): OwnMake {
  return {
    id: row.id,
    made_at: new Date(row.made_at).toISOString(),
    servings: Number(row.servings),
    rating: row.rating === null ? null : Number(row.rating),
    note: row.note,
    photo_url: row.photo_url,
  };
}

/** "You made this 3 times, last on 12 March": the count and the latest few, newest first. */
export async function getMakeHistory(
  memberId: string,
  recipeId: string,
  executor: Executor = db,
): Promise<MakeHistory> {
  const mine = and(eq(recipe_makes.user_id, memberId), eq(recipe_makes.recipe_id, recipeId));
  const [rows, [total]] = await Promise.all([
    executor
      .select(makeColumns)
      .from(recipe_makes)
      .where(mine)
      .orderBy(desc(recipe_makes.created_at))
      .limit(HISTORY_SHOWN),
    executor.select({ count: sql<number>`count(*)::int` }).from(recipe_makes).where(mine),
  ]);
  return { count: Number(total?.count ?? 0), recent: rows.map(toOwnMake) };
}

/**
 * Other members' latest makes of a recipe the viewer may already see, newest first: only makers whose
 * profile the viewer may see in full, never the viewer's own (their history shows those).
 */
export async function listRecentMakes(viewerId: string | null, recipeId: string): Promise<MemberMake[]> {
  const names = shownNames(viewerId);
  const rows = await db
    .select({
      ...makeColumns,
      username: profiles.username,
      first_name: names.first_name,
      last_name: names.last_name,
      profile_picture_url: profiles.profile_picture_url,
    })
    .from(recipe_makes)
    .innerJoin(profiles, eq(profiles.id, recipe_makes.user_id))
    .innerJoin(recipes, and(eq(recipes.id, recipe_makes.recipe_id), canSeeRecipe(viewerId)))
    .where(
      and(
        eq(recipe_makes.recipe_id, recipeId),
        viewerId ? ne(recipe_makes.user_id, viewerId) : undefined,
        canSeeMemberActivity(viewerId),
        // Held for review (a new member's link), or its feed post hidden or removed by moderators: not for others.
        eq(recipe_makes.moderation, "visible"),
        sql`not exists (select 1 from ${community_posts} p where p.make_id = ${recipe_makes.id} and p.moderation in ('hidden', 'removed'))`,
      ),
    )
    .orderBy(desc(recipe_makes.created_at))
    .limit(RECENT_MAKES_SHOWN);
  return rows.map((row) => ({
    ...toOwnMake(row),
    maker: {
      username: row.username,
      name: [row.first_name, row.last_name].filter(Boolean).join(" ") || null,
      profile_picture_url: row.profile_picture_url,
    },
  }));
}

/**
 * The recipe page's makes for this viewer: their history and what a serving takes off their bar (members),
 * and others' recent makes (visitors share one answer between requests). Each part fails alone.
 */
export async function loadRecipeMakes(
  context: SharedDataContext,
  recipeId: string,
  viewerId: string | null,
): Promise<RecipeMakes> {
  const recent = softly(
    "recent makes",
    () =>
      viewerId
        ? listRecentMakes(viewerId, recipeId)
        : sharedData(context, `makes:${recipeId}`, () => listRecentMakes(null, recipeId)),
    [],
  );
  if (!viewerId) return { history: null, recent: await recent, barUses: [] };
  const [history, barUses] = await Promise.all([
    softly("make history", () => getMakeHistory(viewerId, recipeId), null),
    softly("bar uses", () => barUsesPerServing(viewerId, recipeId), []),
  ]);
  return { history, recent: await recent, barUses };
}
