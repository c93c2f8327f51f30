/**
 * Issue 21: the numbers and words of moderation, in one place. The database's check constraints, the
 * report dialog, the queue, the server's rules and docs/moderation.md all read them.
 */

/** What can be reported (and hidden): every kind of thing members publish to others. */
export const REPORT_TARGETS = ["recipe", "recipe_comment", "collection", "profile", "post", "post_comment"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const TARGET_NOUN: Record<ReportTarget, string> = {
  recipe: "recipe",
  recipe_comment: "comment",
  collection: "collection",
  profile: "profile",
  post: "post",
  post_comment: "comment",
};

export const REPORT_REASONS = ["spam", "harassment", "sexual_violent", "illegal", "copyright", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment or hate",
  sexual_violent: "Sexual or violent content",
  illegal: "Illegal",
  copyright: "Copyright",
  other: "Other",
};

export const REPORT_NOTE_MAX = 1_000;

/**
 * Where a published thing stands: visible to its audience; held for review before others see it (a new
 * member's link); hidden (reports reached the threshold, or a moderator hid it): its author and
 * moderators still see it; removed by a moderator: only moderators (the log keeps the snapshot).
 */
export const MODERATION_STATES = ["visible", "held", "hidden", "removed"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export const ROLES = ["member", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function isModeratorRole(role: string | null | undefined): boolean {
  return role === "moderator" || role === "admin";
}

/** Trust levels, lowest first; a report weighs 1 + the level's index (Discourse-style flag weight). */
export const TRUST_LEVELS = ["new", "basic", "regular"] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];
/** A moderator's report hides at once at the default threshold. */
export const MODERATOR_REPORT_WEIGHT = 6;
/** The score at which reports hide an item until reviewed (MODERATION_HIDE_THRESHOLD overrides it). */
export const DEFAULT_HIDE_THRESHOLD = 5;

/** A member is new for their first day, and until their e-mail address is confirmed. */
export const NEW_MEMBER_HOURS = 24;
/** Regular: a month old, no upheld report in the last 90 days, and 3 published recipes or 10 likes received. */
export const REGULAR_MIN_DAYS = 30;
export const REGULAR_MIN_RECIPES = 3;
export const REGULAR_MIN_LIKES = 10;
export const UPHELD_LOOKBACK_DAYS = 90;

/** What a new member may write (issue 21 "new members"). */
export const NEW_MEMBER_LIMITS = {
  linksPerText: 2,
  commentsPerDay: 5,
  postsPerDay: 3,
  secondsBetweenComments: 30,
} as const;

/** Upheld spam reports that silence a new member until a moderator decides. */
export const SPAM_SILENCE_AFTER = 3;

/** What a moderator may do to an item in the queue, and to its author. */
export const ITEM_ACTIONS = ["keep", "hide", "remove", "restore"] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];
export const MEMBER_ACTIONS = ["warn", "silence", "suspend", "lift_silence", "lift_suspension"] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** Every entry of the moderation log: what moderators did, and what the rules did by themselves. */
export const LOG_ACTIONS = [...ITEM_ACTIONS, ...MEMBER_ACTIONS, "auto_hide", "auto_silence", "approve"] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export const LOG_ACTION_LABEL: Record<LogAction, string> = {
  keep: "Kept (reports dismissed)",
  hide: "Hidden",
  remove: "Deleted",
  restore: "Restored",
  warn: "Warned",
  silence: "Silenced",
  suspend: "Suspended",
  lift_silence: "Silence lifted",
  lift_suspension: "Suspension lifted",
  auto_hide: "Hidden automatically",
  auto_silence: "Silenced automatically",
  approve: "Approved",
};

/** The end stored for a silence or suspension that lasts until a moderator lifts it. */
export const UNTIL_LIFTED = new Date("9999-12-31T00:00:00Z");

/** How long a silence or suspension lasts, as the review page offers it (0 = until lifted). */
export const SANCTION_DAYS = [1, 3, 7, 30, 0] as const;

/** Said to a new member whose comment or post with a link waits for a moderator. */
export const HELD_MESSAGE =
  "Thanks! Links from new members are checked by a moderator first: only you can see it until then.";

export const MODERATION_MESSAGES = {
  signInToReport: "Please sign in to report content",
  reported: "Thanks — our moderators will look at it",
  alreadyReported: "You have already reported this",
  ownContent: "You can't report your own content",
  silenced: (until: string | null) =>
    until
      ? `Your account is silenced until ${until}: you can read, but not post or comment.`
      : "Your account is silenced: you can read, but not post or comment, until a moderator decides.",
  suspended: (until: string | null, reason: string) =>
    `Your account is suspended${until ? ` until ${until}` : ""}. Reason: ${reason}`,
  alreadyHandled: (by: string) => `This was already handled by @${by}.`,
  waitingForReview: "Waiting for review",
} as const;

/** An item as it was when reported or acted on; `path` is where it could be opened then. */
export type ContentSnapshot = {
  /** The words as they were: a recipe's name, description and steps, a comment's text, a profile's bio. */
  title: string | null;
  text: string;
  /** Image addresses (/uploads/…) the item showed. */
  images: string[];
  /** Where it could be opened when the snapshot was taken. */
  path: string | null;
};
