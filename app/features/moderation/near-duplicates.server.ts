/**
 * "This looks like {name} by @{author}" (issue 21): a published recipe whose ingredients match a listed
 * recipe by another member. A notice on the recipe's management page, never a block. The tolerance
 * (docs/moderation.md): the same set of ingredients that count (not optional, not garnish), and each
 * one's share of the drink's volume within NEAR_DUPLICATE_SHARE_TOLERANCE of the other's; lines without
 * a volume (a wedge, "1 egg white") count for the set only.
 */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

/** Five percentage points of the drink's volume: 30 ml in a 90 ml drink may be 25.5–34.5 ml in the other. */
export const NEAR_DUPLICATE_SHARE_TOLERANCE = 0.05;

export type NearDuplicate = { name: string; username: string; path: string };

export async function findNearDuplicate(recipeId: string): Promise<NearDuplicate | null> {
  const { rows } = await db.execute<{ name: string; username: string; slug: string }>(sql`
    with lines as (
      select ri.recipe_id, ri.ingredient_id,
        sum((ri.quantity + coalesce(ri.quantity_max, ri.quantity)) / 2 * unit_ml(ri.unit)) as ml
      from recipe_ingredients ri
      where not ri.optional and not ri.garnish
        and ri.recipe_id in (
          select ${recipeId}::uuid
          union
          -- Candidates: listed recipes by others holding every one of this recipe's ingredients.
          select o.recipe_id from recipe_ingredients o
          join recipes r on r.id = o.recipe_id
          where o.ingredient_id in (select m.ingredient_id from recipe_ingredients m
              where m.recipe_id = ${recipeId}::uuid and not m.optional and not m.garnish)
            and r.id <> ${recipeId}::uuid and r.status = 'published' and r.is_public and r.moderation = 'visible'
            and r.user_id <> (select user_id from recipes where id = ${recipeId}::uuid)
          group by o.recipe_id
          having count(distinct o.ingredient_id) = (select count(distinct m.ingredient_id) from recipe_ingredients m
              where m.recipe_id = ${recipeId}::uuid and not m.optional and not m.garnish)
        )
      group by ri.recipe_id, ri.ingredient_id
    ), shares as (
      select recipe_id, ingredient_id, ml / nullif(sum(ml) over (partition by recipe_id), 0) as share
      from lines
    ), mine as (select * from shares where recipe_id = ${recipeId}::uuid)
    select r.name, p.username, r.slug
    from recipes r join profiles p on p.id = r.user_id
    where r.id in (select recipe_id from shares where recipe_id <> ${recipeId}::uuid)
      -- The same set: as many ingredients as this recipe, all of them shared (the candidates hold them all).
      and (select count(*) from shares s where s.recipe_id = r.id) = (select count(*) from mine)
      and (select count(*) from mine) > 0
      and not exists (
        select 1 from mine m join shares s on s.recipe_id = r.id and s.ingredient_id = m.ingredient_id
        where m.share is not null and s.share is not null and abs(m.share - s.share) > ${NEAR_DUPLICATE_SHARE_TOLERANCE}
      )
    order by r.likes_count desc, r.created_at
    limit 1`);
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.name,
    username: row.username,
    path: `/recipes/${encodeURIComponent(row.username)}/${encodeURIComponent(row.slug)}`,
  };
}
