/**
 * The one limiter for every write and account action (issue 11), counted in the database so it holds
 * across restarts and is shared by every instance. Each rule has one or two fixed windows (a burst
 * allowance and a longer cap); every window is one row of `request_limits`, keyed
 * `{rule}/{windowSeconds}:{subject}`. The subject is the acting member's id for signed-in writes and
 * the client address (`context.clientIp`) for anonymous ones and account attempts.
 *
 * The numbers are set so that a real person never meets them: each comment says what the heaviest
 * honest use looks like. docs/security.md mirrors this table.
 */
import { type SQL, sql } from "drizzle-orm";
import { countDeleted, db } from "~/lib/db.server";
import { minutesWords, TooManyRequests } from "~/lib/errors";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Window = { max: number; windowSeconds: number };
export type RateRule = {
  /** "attempt" keeps the account wording ("Too many attempts…"); "write" asks the member to slow down. */
  kind: "attempt" | "write";
  windows: readonly [Window, ...Window[]];
};

export const RATE_LIMITS = {
  // Account actions, per client address, shared by our forms and better-auth's own endpoints
  // (features/auth/auth-hooks.server.ts). Failed sign-ins are also limited per account, with a
  // growing pause (features/auth/account-throttle.server.ts).
  signIn: { kind: "attempt", windows: [{ max: 10, windowSeconds: 5 * MINUTE }] },
  signUp: { kind: "attempt", windows: [{ max: 10, windowSeconds: HOUR }] },
  passwordReset: { kind: "attempt", windows: [{ max: 5, windowSeconds: HOUR }] },
  // Account e-mails, per account (the normalised address), quiet: over the cap the e-mail is
  // skipped and the answer stays the same (features/auth/auth-emails.server.ts). An owner who
  // asks more often than this already has working links in their inbox.
  passwordResetEmail: { kind: "attempt", windows: [{ max: 3, windowSeconds: HOUR }] },
  verificationEmail: { kind: "attempt", windows: [{ max: 3, windowSeconds: HOUR }] },
  signUpNoticeEmail: { kind: "attempt", windows: [{ max: 3, windowSeconds: HOUR }] },
  // Settings → Account (issue 17), per member. Each checks the password or sends an e-mail, so they
  // are attempts: nobody mistypes their current password ten times in five minutes, and an address
  // change or a fresh confirmation link is asked for a few times at most (the e-mails keep their own cap).
  passwordChange: { kind: "attempt", windows: [{ max: 10, windowSeconds: 5 * MINUTE }] },
  accountDeletion: { kind: "attempt", windows: [{ max: 10, windowSeconds: 5 * MINUTE }] },
  emailChange: { kind: "attempt", windows: [{ max: 5, windowSeconds: HOUR }] },
  // Signing sessions out: a member tidying a long list clicks through it once.
  sessionRevoke: { kind: "write", windows: [{ max: 30, windowSeconds: 10 * MINUTE }] },
  // Two-factor codes and the password steps of turning 2FA on or off (features/two-factor), per account:
  // a member mistyping a code tries a few times; 10 in 5 minutes is guessing. On top of the twoFactor
  // plugin's own lockout (10 wrong codes in a row) and its 5 tries per sign-in challenge.
  twoFactor: {
    kind: "attempt",
    windows: [
      { max: 10, windowSeconds: 5 * MINUTE },
      { max: 30, windowSeconds: HOUR },
    ],
  },
  // The same attempts per client address, across accounts (one office behind one address: a few members).
  twoFactorAddress: { kind: "attempt", windows: [{ max: 30, windowSeconds: 5 * MINUTE }] },

  // Writes, per member. Comments and replies: a lively conversation is a few a minute; 100 an hour is
  // a full-time job.
  comment: {
    kind: "write",
    windows: [
      { max: 10, windowSeconds: MINUTE },
      { max: 100, windowSeconds: HOUR },
    ],
  },
  // Editing or deleting one's comments: tidying up a thread by hand stays far below one every 2 s.
  commentEdit: { kind: "write", windows: [{ max: 30, windowSeconds: MINUTE }] },
  // Like, unlike, save, unsave and rate, together: one a second while scrolling a listing is generous.
  reaction: {
    kind: "write",
    windows: [
      { max: 60, windowSeconds: MINUTE },
      { max: 1000, windowSeconds: HOUR },
    ],
  },
  // Follow and unfollow, together: going through a list of members by hand is a few a minute.
  follow: {
    kind: "write",
    windows: [
      { max: 30, windowSeconds: MINUTE },
      { max: 200, windowSeconds: DAY },
    ],
  },
  // Marking notifications read (issue 17): each opened entry is one; reading down a long list by hand
  // stays well below one a second.
  notificationRead: { kind: "write", windows: [{ max: 60, windowSeconds: MINUTE }] },
  // Saving the profile form or removing the picture (issue 14): a member polishing their profile saves
  // a few times; a rename is rarer still (each keeps the old address redirecting).
  profile: { kind: "write", windows: [{ max: 30, windowSeconds: 10 * MINUTE }] },
  usernameChange: { kind: "write", windows: [{ max: 10, windowSeconds: DAY }] },
  // The Light/Dark switch, saved on the profile: flipping it back and forth a few times to compare.
  theme: { kind: "write", windows: [{ max: 30, windowSeconds: MINUTE }] },
  // Creating or saving a recipe through the form takes minutes each; 30 in 10 minutes is a script.
  recipeSave: { kind: "write", windows: [{ max: 30, windowSeconds: 10 * MINUTE }] },
  // Publishing, hiding or deleting recipes one click at a time, e.g. after a bulk import.
  recipeManage: { kind: "write", windows: [{ max: 60, windowSeconds: 10 * MINUTE }] },
  // Photo uploads: a recipe holds at most 4 photos, so 30 in 10 minutes is several recipes' worth.
  upload: { kind: "write", windows: [{ max: 30, windowSeconds: 10 * MINUTE }] },
  // Bulk imports, one use per started 500 recipes (IMPORT_RATE_UNIT): a member fixing a file retries a
  // few times, and an export of up to 5,000 recipes comes back in one upload.
  import: { kind: "write", windows: [{ max: 10, windowSeconds: HOUR }] },
  // Import from a link (issue 22): each read fetches another site's page (and robots.txt) for the member.
  linkImport: { kind: "write", windows: [{ max: 30, windowSeconds: HOUR }] },
  // My Bar, Build Your Bar and the shopping list: quick taps (+/−, ticks) while stocking a bar.
  bar: { kind: "write", windows: [{ max: 120, windowSeconds: MINUTE }] },
  // Creating, editing, hiding, deleting collections and choosing their recipes (issue 15): a member
  // organising a bar's menus clicks through a few dozen of these.
  collection: { kind: "write", windows: [{ max: 60, windowSeconds: 10 * MINUTE }] },
  // Sharing a collection by e-mail address: each attempt says whether the address is a member, so few
  // are allowed, which keeps anyone from testing a list of addresses.
  collectionShare: {
    kind: "write",
    windows: [
      { max: 10, windowSeconds: 10 * MINUTE },
      { max: 50, windowSeconds: DAY },
    ],
  },
  // "I made this" (issue 23), logging and removing: a party's round is a few drinks a minute.
  make: {
    kind: "write",
    windows: [
      { max: 10, windowSeconds: MINUTE },
      { max: 200, windowSeconds: DAY },
    ],
  },
  // Community posts (issue 16): a lively member posts a few times an hour; a post a minute for long is a bot.
  post: {
    kind: "write",
    windows: [
      { max: 5, windowSeconds: MINUTE },
      { max: 30, windowSeconds: HOUR },
    ],
  },
  // Saving a settings page (privacy, notifications): a person saves a few times while trying options.
  settings: { kind: "write", windows: [{ max: 30, windowSeconds: 10 * MINUTE }] },
  // The home page's newsletter box, per client address (issue 17): one person subscribes once, a family
  // or an office behind one address a few times; more is someone feeding in a list of addresses.
  newsletter: {
    kind: "write",
    windows: [
      { max: 5, windowSeconds: 10 * MINUTE },
      { max: 20, windowSeconds: DAY },
    ],
  },
  // Newsletter confirmation e-mails, per address, quiet (like the account e-mails above): over the cap
  // nothing is sent and the box answers as always, so nobody can flood a stranger's inbox.
  newsletterEmail: { kind: "attempt", windows: [{ max: 3, windowSeconds: HOUR }] },
  // One-click unsubscribe from notification e-mails (no session: the signed link is the proof), per client
  // address. A mail provider's one-click POST and a person's click come one per e-mail.
  unsubscribe: { kind: "write", windows: [{ max: 30, windowSeconds: HOUR }] },
  // Web Push subscriptions of one member's browsers (issue 17): enabling or disabling on a few devices.
  pushSubscription: { kind: "write", windows: [{ max: 20, windowSeconds: 10 * MINUTE }] },
  // Saving the cookie choice on the profile: someone trying the banner out changes it a few times.
  cookieConsent: { kind: "write", windows: [{ max: 20, windowSeconds: 10 * MINUTE }] },

  // Moderation (issue 21). Reports, per member: someone flagging a spam wave by hand reports a few dozen.
  report: {
    kind: "write",
    windows: [
      { max: 30, windowSeconds: 10 * MINUTE },
      { max: 200, windowSeconds: DAY },
    ],
  },
  // A new member's comments and posts (app/features/moderation/moderation-rules.ts NEW_MEMBER_LIMITS), on
  // top of the rules above: one comment every 30 seconds and 5 in the first day; 3 posts in the first day.
  newMemberComment: {
    kind: "write",
    windows: [
      { max: 1, windowSeconds: 30 },
      { max: 5, windowSeconds: DAY },
    ],
  },
  newMemberPost: { kind: "write", windows: [{ max: 3, windowSeconds: DAY }] },

  // The public API (issue 22), every call: per token, and per client address for calls without one.
  // A script syncing a bar or a tablet menu polling every few seconds stays far below; a crawler does not.
  apiToken: { kind: "write", windows: [{ max: 600, windowSeconds: MINUTE }] },
  apiAnonymous: { kind: "write", windows: [{ max: 120, windowSeconds: MINUTE }] },

  // Shares, per client address even when signed in: nobody shares 30 recipes a minute.
  shareFlood: { kind: "write", windows: [{ max: 30, windowSeconds: MINUTE }] },
  // A share counts once per visitor and recipe a day; the subject is `{recipeId}:{visitor}`. Over the
  // allowance the share is quietly not counted (see share-count.server.ts), never refused.
  shareOnce: { kind: "write", windows: [{ max: 1, windowSeconds: DAY }] },
} as const satisfies Record<string, RateRule>;

export type RateLimitRule = keyof typeof RATE_LIMITS;

/** How long to wait, in words: "45 seconds", "3 minutes", "5 hours". */
function waitWords(seconds: number): string {
  if (seconds >= 90 && seconds < 2 * HOUR) return minutesWords(seconds);
  const [amount, unit] = seconds < 90 ? [seconds, "second"] : [Math.ceil(seconds / HOUR), "hour"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

export function slowDownMessage(retryAfterSeconds: number): string {
  return `You're doing that too often. Please wait ${waitWords(retryAfterSeconds)} and try again.`;
}

type CountedWindow = Window & { count: number; elapsed: number };

/**
 * Counts `uses` uses of `rule` by `subject` in every window at once and returns each window's count.
 * One statement, so concurrent requests cannot both read the same count; refused uses are counted
 * too, so hammering buys nothing.
 */
async function count(rule: RateLimitRule, subject: string, uses: number): Promise<CountedWindow[]> {
  const windows: readonly Window[] = RATE_LIMITS[rule].windows;
  const keyed = windows.map((w) => ({ ...w, key: `${rule}/${w.windowSeconds}:${subject}` }));
  const windowOf: SQL = sql`case excluded.key ${sql.join(
    keyed.map((w) => sql`when ${w.key} then ${w.windowSeconds}::int`),
    sql` `,
  )} end`;
  const expired = sql`request_limits.window_started_at <= now() - make_interval(secs => ${windowOf})`;
  const result = await db.execute<{ key: string; count: number; elapsed: number }>(sql`
    insert into request_limits (key, window_started_at, count)
    values ${sql.join(
      keyed.map((w) => sql`(${w.key}, now(), ${uses}::int)`),
      sql`, `,
    )}
    on conflict (key) do update set
      count = case when ${expired} then ${uses}::int else request_limits.count + ${uses}::int end,
      window_started_at = case when ${expired} then now() else request_limits.window_started_at end
    returning key, count, extract(epoch from now() - window_started_at)::float8 as elapsed`);
  return keyed.map((w) => {
    const row = result.rows.find((r) => r.key === w.key);
    return {
      max: w.max,
      windowSeconds: w.windowSeconds,
      count: Number(row?.count ?? 0),
      elapsed: Number(row?.elapsed ?? 0),
    };
  });
}

const secondsLeft = (w: CountedWindow) => Math.max(1, Math.ceil(w.windowSeconds - w.elapsed));

/** The seconds until the spent window reopens, or null when the uses are allowed. */
async function hit(rule: RateLimitRule, subject: string, uses = 1): Promise<number | null> {
  let retryAfter: number | null = null;
  for (const window of await count(rule, subject, uses)) {
    if (window.count > window.max) retryAfter = Math.max(retryAfter ?? 0, secondsLeft(window));
  }
  return retryAfter;
}

/** Where a caller stands in a rule's first window, for RateLimit-* headers (the public API, issue 22). */
export type RateMeter = { limit: number; remaining: number; resetSeconds: number; retryAfter: number | null };

/** Counts one use and reports the allowance left in the rule's first window; never throws. */
export async function meterRateLimit(rule: RateLimitRule, subject: string): Promise<RateMeter> {
  const [window] = await count(rule, subject, 1);
  if (!window) throw new Error(`Rate rule ${rule} has no window`);
  const over = window.count > window.max;
  return {
    limit: window.max,
    remaining: Math.max(0, window.max - window.count),
    resetSeconds: secondsLeft(window),
    retryAfter: over ? secondsLeft(window) : null,
  };
}

/**
 * Counts one use, or `uses` for an action worth several (a large bulk upload); throws TooManyRequests
 * (429 with Retry-After) once a window's allowance is spent.
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  subject: string,
  uses = 1,
  /** The refusal in this rule's own words, given the wait ("30 seconds"). */
  explain?: (wait: string) => string,
): Promise<void> {
  const retryAfter = await hit(rule, subject, uses);
  if (retryAfter === null) return;
  const message = explain
    ? explain(waitWords(retryAfter))
    : RATE_LIMITS[rule].kind === "write"
      ? slowDownMessage(retryAfter)
      : undefined;
  throw new TooManyRequests(retryAfter, message);
}

/** Counts one use and says whether it was within the allowance, for callers that skip quietly. */
export async function withinRateLimit(rule: RateLimitRule, subject: string): Promise<boolean> {
  return (await hit(rule, subject)) === null;
}

// Expired rows are reset in place when their key comes back, but keys that never return (one per
// visitor and recipe for shares) would pile up: the hourly housekeeping job
// (features/maintenance/expired-rows.server.ts) deletes rows older than the longest window, spent for
// every rule.
const LONGEST_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).flatMap((rule): number[] => rule.windows.map((w) => w.windowSeconds)),
);

/** Deletes the windows no rule can still be counting in; returns how many. */
export function pruneExpiredRateLimits(): Promise<number> {
  return countDeleted(
    sql`delete from request_limits where window_started_at < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS}::int)`,
  );
}
