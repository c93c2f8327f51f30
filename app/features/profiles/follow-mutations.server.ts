/**
 * Part 1 §4 Follow: not following to following (insert) and back (delete). Repeats are harmless:
 * the (follower, followed) primary key makes a second follow a no-op.
 */
import { and, count, eq } from "drizzle-orm";
import { notifyNewFollower } from "~/features/notifications/notify.server";
import { privacySettingsOf } from "~/features/privacy/profile-privacy.server";
import { db, schema } from "~/lib/db.server";
import { Forbidden, Invalid, NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { CANNOT_FOLLOW_SELF, NOT_ACCEPTING_FOLLOWERS, PROFILE_NOT_FOUND } from "./follow-messages";

const { profiles, followers } = schema;

export type Actor = { id: string };
export type FollowState = { following: boolean; followers_count: number };

async function findTarget(username: string) {
  const [target] = await db
    .select({ id: profiles.id, privacy: profiles.privacy_settings })
    .from(profiles)
    .where(eq(profiles.slug, username.toLowerCase()))
    .limit(1);
  if (!target) throw new NotFound(PROFILE_NOT_FOUND);
  return target;
}

async function followersCount(profileId: string) {
  const [row] = await db.select({ n: count() }).from(followers).where(eq(followers.following_id, profileId));
  return row?.n ?? 0;
}

export async function followMember(actor: Actor, username: string): Promise<FollowState> {
  await consumeRateLimit("follow", actor.id);
  const target = await findTarget(username);
  if (target.id === actor.id) throw new Invalid(CANNOT_FOLLOW_SELF);
  if (!privacySettingsOf(target.privacy).allow_follows) throw new Forbidden(NOT_ACCEPTING_FOLLOWERS);
  const added = await db
    .insert(followers)
    .values({ follower_id: actor.id, following_id: target.id })
    .onConflictDoNothing()
    .returning({ id: followers.following_id });
  if (added.length) await notifyNewFollower(actor.id, target.id);
  return { following: true, followers_count: await followersCount(target.id) };
}

export async function unfollowMember(actor: Actor, username: string): Promise<FollowState> {
  await consumeRateLimit("follow", actor.id);
  const target = await findTarget(username);
  if (target.id === actor.id) throw new Invalid(CANNOT_FOLLOW_SELF);
  await db.delete(followers).where(and(eq(followers.follower_id, actor.id), eq(followers.following_id, target.id)));
  return { following: false, followers_count: await followersCount(target.id) };
}
