import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY_SETTINGS } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import { Forbidden, Invalid, NotFound } from "~/lib/errors";
import { setupTestDatabase } from "../../../test/database";
import { followMember, unfollowMember } from "./follow-mutations.server";

setupTestDatabase();

async function member(username: string, privacy: Partial<typeof DEFAULT_PRIVACY_SETTINGS> = {}) {
  const id = randomUUID();
  await db.insert(schema.user).values({ id, name: username, email: `${username}@example.com` });
  await db.insert(schema.profiles).values({
    id,
    username,
    slug: username.toLowerCase(),
    privacy_settings: { ...DEFAULT_PRIVACY_SETTINGS, ...privacy },
  });
  return { id, username };
}

async function followRows(followerId: string, followingId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(schema.followers)
    .where(and(eq(schema.followers.follower_id, followerId), eq(schema.followers.following_id, followingId)));
  return row?.n ?? 0;
}

describe("following", () => {
  it("following twice leaves one row, and unfollowing removes it", async () => {
    const fan = await member("follow_fan");
    const star = await member("Follow_Star");
    expect(await followMember(fan, "follow_star")).toEqual({ following: true, followers_count: 1 });
    expect(await followMember(fan, "FOLLOW_STAR")).toEqual({ following: true, followers_count: 1 });
    expect(await followRows(fan.id, star.id)).toBe(1);

    expect(await unfollowMember(fan, "follow_star")).toEqual({ following: false, followers_count: 0 });
    expect(await unfollowMember(fan, "follow_star")).toEqual({ following: false, followers_count: 0 });
    expect(await followRows(fan.id, star.id)).toBe(0);
  });

  it("a member cannot follow themselves", async () => {
    const self = await member("follow_self");
    await expect(followMember(self, "follow_self")).rejects.toThrow(new Invalid("You cannot follow yourself"));
    expect(await followRows(self.id, self.id)).toBe(0);
  });

  it("a member who does not allow follows cannot be followed, but can still be unfollowed", async () => {
    const fan = await member("follow_fan_two");
    const shy = await member("follow_shy");
    await followMember(fan, "follow_shy");
    await db
      .update(schema.profiles)
      .set({ privacy_settings: { ...DEFAULT_PRIVACY_SETTINGS, allow_follows: false } })
      .where(eq(schema.profiles.id, shy.id));

    const other = await member("follow_fan_three");
    const refusal = followMember(other, "follow_shy");
    await expect(refusal).rejects.toBeInstanceOf(Forbidden);
    await expect(refusal).rejects.toThrow("This member does not accept followers");
    expect(await followRows(other.id, shy.id)).toBe(0);

    expect(await unfollowMember(fan, "follow_shy")).toEqual({ following: false, followers_count: 0 });
  });

  it("an unknown username is not found", async () => {
    const fan = await member("follow_fan_four");
    await expect(followMember(fan, "nobody_like_this")).rejects.toBeInstanceOf(NotFound);
    await expect(unfollowMember(fan, "nobody_like_this")).rejects.toBeInstanceOf(NotFound);
  });
});
