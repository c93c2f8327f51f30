/**
 * What a moderation notification says (issue 21): to a member, what was done to their content or
 * account and why; to a reporter, how their report was answered. Never who acted: "Moderators", or
 * "Members' reports" and "Muddle" for what the rules did by themselves. Shared by the notifications
 * list, the e-mail digest and Web Push (notification-text.ts).
 */
import { untilLabel } from "./moderation-format";
import { MEMBER_MODERATION_PATH } from "./moderation-paths";
import { type LogAction, type ReportTarget, TARGET_NOUN } from "./moderation-rules";

/** The log entry a notice points at, as the notification readers join it. */
export type ModerationFacts = {
  action_id: string;
  action: LogAction;
  target_type: ReportTarget | "member";
  reason: string;
  /** The item's title when acted on (a recipe's or collection's name), if it has one. */
  title: string | null;
  /** A silence's or suspension's end. */
  until: string | null;
  /** The entry answered an appeal. */
  appeal: boolean;
};

export type ModerationWords = {
  who: string;
  action: string;
  object: string | null;
  /** Said under the sentence: the reason, or the report's outcome. */
  detail: string | null;
  href: string;
};

/** Where "Your reports" starts on the member's moderation page. */
export const YOUR_REPORTS_ANCHOR = "your-reports";

export function actionAnchor(actionId: string): string {
  return `action-${actionId}`;
}

/** "your recipe", "your comment"… */
function yours(facts: ModerationFacts): string {
  return facts.target_type === "member" ? "your account" : `your ${TARGET_NOUN[facts.target_type]}`;
}

/** A report's outcome, as "Your reports" lists it (upheld when the item was hidden or deleted). */
export function reportOutcomeOf(action: LogAction): "upheld" | "dismissed" {
  return action === "hide" || action === "remove" ? "upheld" : "dismissed";
}

export const REPORT_OUTCOME_WORDS = {
  upheld: "Action taken: thanks for helping keep Muddle friendly.",
  dismissed: "No action needed: it doesn't break the community rules.",
} as const;

export function describeModerationNotice(
  kind: "moderation" | "report_outcome",
  facts: ModerationFacts | null,
): ModerationWords {
  if (!facts) {
    // The log entry is gone (its member's account was deleted): say little, lead to the page.
    return {
      who: "Moderators",
      action: "reviewed your content",
      object: null,
      detail: null,
      href: MEMBER_MODERATION_PATH,
    };
  }
  const title = facts.title ? `“${facts.title}”` : null;
  if (kind === "report_outcome") {
    const noun = facts.target_type === "member" ? "account" : TARGET_NOUN[facts.target_type];
    return {
      who: "Moderators",
      action: `reviewed the ${noun} you reported`,
      object: title,
      detail: REPORT_OUTCOME_WORDS[reportOutcomeOf(facts.action)],
      href: `${MEMBER_MODERATION_PATH}#${YOUR_REPORTS_ANCHOR}`,
    };
  }
  const until = untilLabel(facts.until);
  const words = (who: string, action: string, object: string | null = title) => ({
    who,
    action,
    object,
    detail: `Reason: ${facts.reason}`,
    href: `${MEMBER_MODERATION_PATH}#${actionAnchor(facts.action_id)}`,
  });
  switch (facts.action) {
    case "hide":
      return words("Moderators", `hid ${yours(facts)}`);
    case "auto_hide":
      return words("Members' reports", `hid ${yours(facts)}`);
    case "remove":
      return words("Moderators", `deleted ${yours(facts)}`);
    case "restore":
      return words("Moderators", `restored ${yours(facts)}`);
    case "approve":
      return { ...words("Moderators", `approved ${yours(facts)}`), detail: "Everyone can see it now." };
    case "keep":
      return facts.appeal
        ? words("Moderators", "reviewed your appeal and kept their decision", null)
        : words("Moderators", `reviewed ${yours(facts)} and kept it up`);
    case "warn":
      return words("Moderators", "sent you a warning", null);
    case "silence":
      return words("Moderators", `silenced your account ${until ?? ""}`.trim(), null);
    case "auto_silence":
      return words("Muddle", `silenced your account ${until ?? ""}`.trim(), null);
    case "suspend":
      return words("Moderators", `suspended your account ${until ?? ""}`.trim(), null);
    case "lift_silence":
      return words("Moderators", "lifted the silence on your account", null);
    case "lift_suspension":
      return words("Moderators", "lifted your account's suspension", null);
  }
}
