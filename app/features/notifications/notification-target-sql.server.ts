/**
 * What a notification points at, read the same way by every reader (the list, the e-mail digest, Web
 * Push), so an entry says the same everywhere. `n` is the alias of the notifications rows being read;
 * the columns are NotificationTargetRow's.
 */
import { type SQL, sql } from "drizzle-orm";

export function notificationTargetColumns(n: string): SQL {
  const row = sql.raw(n);
  return sql`a.username as actor_username, a.profile_picture_url as actor_picture,
    r.name as recipe_name, r.slug as recipe_slug, ro.username as recipe_owner, ${row}.recipe_comment_id,
    col.name as collection_name, col.slug as collection_slug, ${row}.post_id, ${row}.post_comment_id,
    ma.id as moderation_action_id, ma.action as moderation_action, ma.target_type as moderation_target,
    ma.reason as moderation_reason, ma.expires_at as moderation_until,
    coalesce(ma.snapshot, mc.snapshot) ->> 'title' as moderation_title, mc.kind = 'appeal' as moderation_appeal`;
}

export function notificationTargetJoins(n: string): SQL {
  const row = sql.raw(n);
  return sql`left join profiles a on a.id = ${row}.actor_id
    left join recipes r on r.id = ${row}.recipe_id
    left join profiles ro on ro.id = r.user_id
    left join collections col on col.id = ${row}.collection_id
    left join moderation_actions ma on ma.id = ${row}.moderation_action_id
    left join moderation_cases mc on mc.id = ma.case_id`;
}
