/**
 * The one check before a member publishes anything others read (issue 21): a silenced or suspended
 * member is refused, and a new member meets the new-member limits. A new member's comment or post
 * with a link is held for review: the caller stores it held and opens its case (holdForReview).
 */
import * as linkify from "linkifyjs";
import { Forbidden, Invalid, Unauthorized } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { untilWords } from "./moderation-format";
import { isModeratorRole, MODERATION_MESSAGES, NEW_MEMBER_LIMITS } from "./moderation-rules";
import { suspensionNotice } from "./sanctions.server";
import { type MemberStanding, memberStanding } from "./trust.server";

export type ContentWrite = "comment" | "post" | "recipe" | "collection" | "profile";

export function linkCount(text: string): number {
  return linkify.find(text, "url").length;
}

export const TOO_MANY_LINKS = `New members can include at most ${NEW_MEMBER_LIMITS.linksPerText} links in a comment or post.`;

/** Refuses a member who may not write now; says whether this write waits for review. */
export async function guardContentWrite(
  actorId: string,
  write: ContentWrite,
  text = "",
  /** An edit is checked like a new write but spends none of the new-member allowance. */
  mode: "create" | "edit" = "create",
): Promise<{ hold: boolean; standing: MemberStanding }> {
  const standing = await memberStanding(actorId);
  if (!standing) throw new Unauthorized();
  assertNotSanctioned(standing);
  const conversational = write === "comment" || write === "post";
  if (standing.trust !== "new" || isModeratorRole(standing.role) || !conversational) return { hold: false, standing };

  const links = linkCount(text);
  if (links > NEW_MEMBER_LIMITS.linksPerText) throw new Invalid(TOO_MANY_LINKS, { text: [TOO_MANY_LINKS] });
  if (mode === "edit") return { hold: links > 0, standing };
  if (write === "comment") {
    await consumeRateLimit(
      "newMemberComment",
      actorId,
      1,
      (wait) =>
        `New members can write ${NEW_MEMBER_LIMITS.commentsPerDay} comments in their first day, one every ${NEW_MEMBER_LIMITS.secondsBetweenComments} seconds. Please try again in ${wait}.`,
    );
  } else {
    await consumeRateLimit(
      "newMemberPost",
      actorId,
      1,
      (wait) =>
        `New members can write ${NEW_MEMBER_LIMITS.postsPerDay} posts in their first day. Please try again in ${wait}.`,
    );
  }
  return { hold: links > 0, standing };
}

export function assertNotSanctioned(
  standing: Pick<MemberStanding, "silenced_until" | "suspended_until" | "suspension_reason">,
): void {
  // A suspended member has no session; a request already under way when it was imposed still says so.
  const suspended = suspensionNotice({
    suspendedUntil: standing.suspended_until,
    suspensionReason: standing.suspension_reason,
  });
  if (suspended) throw new Forbidden(suspended);
  if (standing.silenced_until && standing.silenced_until.getTime() > Date.now()) {
    throw new Forbidden(MODERATION_MESSAGES.silenced(untilWords(standing.silenced_until)));
  }
}
