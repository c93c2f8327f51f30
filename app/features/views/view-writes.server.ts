/**
 * Writes counted views (issue 19: no write per read): one statement per kind for a whole batch. Each row
 * is stored once per visitor per day (the primary key of recipe_views / collection_views) and only the
 * rows actually stored add to view_count, so a batch, a retry or another instance can never count twice.
 * Authors' and owners' own views never count; with `checkAccess` (the default) neither does a view of
 * something that is gone or that the row's visitor may not see, by the policy layer's own conditions.
 */
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { canSeeCollection, canSeeRecipe, listedCollection, listedRecipe } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import type { ViewKind } from "./view-schema";

const { recipes, recipe_views, collections, collection_views } = schema;

/** One view as stored: `visitor` is the member's id or a guest's keyed hash (app/lib/visitor-key.server.ts). */
export type ViewRow = { id: string; visitor: string; memberId: string | null };

type Target = {
  table: PgTable;
  id: AnyPgColumn;
  owner: AnyPgColumn;
  viewCount: AnyPgColumn;
  views: PgTable;
  viewsKey: string;
  /** What a guest may see, and what a member (an SQL expression for their id) may see. */
  listed: SQL;
  visibleTo: (member: SQL) => SQL;
};

const TARGETS: Record<ViewKind, Target> = {
  recipe: {
    table: recipes,
    id: recipes.id,
    owner: recipes.user_id,
    viewCount: recipes.view_count,
    views: recipe_views,
    viewsKey: recipe_views.recipe_id.name,
    listed: listedRecipe,
    visibleTo: canSeeRecipe,
  },
  collection: {
    table: collections,
    id: collections.id,
    owner: collections.user_id,
    viewCount: collections.view_count,
    views: collection_views,
    viewsKey: collection_views.collection_id.name,
    listed: listedCollection,
    visibleTo: canSeeCollection,
  },
};

/**
 * Stores the batch's views of one kind and adds the stored ones to view_count, in one statement; returns
 * how many were counted. `checkAccess: false` is for a caller that has already shown the visitor may see
 * it (recordRecipeView / recordCollectionView, as the page loaders used them).
 */
export async function writeViews(
  kind: ViewKind,
  rows: readonly ViewRow[],
  { checkAccess = true }: { checkAccess?: boolean } = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const t = TARGETS[kind];
  const member = sql`pending.member_id`;
  const access = checkAccess
    ? sql`case when pending.member_id is null then ${t.listed} else ${t.visibleTo(member)} end`
    : sql`true`;
  const json = JSON.stringify(rows.map(({ id, visitor, memberId }) => ({ id, visitor, member_id: memberId })));
  const key = sql.identifier(t.viewsKey);
  const result = await db.execute<{ counted: number }>(sql`
    with pending as (
      select distinct v.id, v.visitor, v.member_id
      from jsonb_to_recordset(${json}::jsonb) as v(id uuid, visitor text, member_id text)
    ),
    counted as (
      insert into ${t.views} (${key}, visitor)
      select pending.id, pending.visitor from pending
      join ${t.table} on ${t.id} = pending.id
      where (pending.member_id is null or ${t.owner} is distinct from pending.member_id) and ${access}
      on conflict do nothing
      returning ${key} as id
    ),
    totals as (select id, count(*)::int as n from counted group by id),
    bumped as (
      update ${t.table} set view_count = ${t.viewCount} + totals.n from totals where ${t.id} = totals.id returning 1
    )
    select coalesce(sum(n), 0)::int as counted from totals`);
  return Number(result.rows[0]?.counted ?? 0);
}
