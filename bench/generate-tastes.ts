/**
 * Issue 23 "Speed": members with a history for the recommendations benchmark. Tops the site up to `members`
 * likers (light profiles, `bench-liker-%`) and `likes` likes, skewed towards some recipes as real liking is
 * (random()² picks the front of the list more often), then recounts likes_count.
 */
import { sql } from "drizzle-orm";
import { rows } from "./bench-cases";

export async function ensureLikes(target: { members: number; likes: number }, log: (m: string) => void) {
  const [likers] = await rows<{ n: number }>(
    sql`select count(*)::int as n from profiles where id like 'bench-liker-%'`,
  );
  if (Number(likers?.n ?? 0) < target.members) {
    log(`Generating ${target.members.toLocaleString("en")} likers…`);
    await rows(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select 'bench-liker-' || lpad(n::text, 6, '0'), 'Liker ' || n, 'liker' || n || '@bench.muddle.example', true,
        now() - interval '1 year', now() - interval '1 year'
      from generate_series(1, ${target.members}) n on conflict do nothing`);
    await rows(sql`
      insert into profiles (id, username, slug)
      select 'bench-liker-' || lpad(n::text, 6, '0'), 'liker_' || n, 'liker_' || n
      from generate_series(1, ${target.members}) n on conflict do nothing`);
  }
  const [have] = await rows<{ n: number }>(sql`select count(*)::int as n from recipe_likes`);
  let missing = target.likes - Number(have?.n ?? 0);
  if (missing <= 0) return;
  log(`Generating ${missing.toLocaleString("en")} likes…`);
  while (missing > 0) {
    const batch = Math.min(missing, 250_000);
    await rows(sql`
      with r as (select array_agg(id order by id) as ids from recipes where status = 'published' and is_public),
        m as (select array_agg(id) as ids from profiles where id like 'bench-liker-%')
      insert into recipe_likes (recipe_id, user_id, created_at)
      select r.ids[1 + floor(random() ^ 2 * cardinality(r.ids))::int], m.ids[1 + floor(random() * cardinality(m.ids))::int],
        now() - random() * interval '365 days'
      from generate_series(1, ${batch}), r, m
      on conflict do nothing`);
    const [now] = await rows<{ n: number }>(sql`select count(*)::int as n from recipe_likes`);
    missing = target.likes - Number(now?.n ?? 0);
  }
  await rows(sql`update recipes r set likes_count = c.n
    from (select recipe_id, count(*)::int as n from recipe_likes group by recipe_id) c
    where c.recipe_id = r.id and r.likes_count <> c.n`);
  await rows(sql`vacuum analyze recipe_likes`);
  await rows(sql`vacuum analyze recipes`);
}
