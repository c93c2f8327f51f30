/** Where moderation lives (issue 21), for links from anywhere. */
export const MODERATION_PATH = "/moderation";
export const MODERATION_LOG_PATH = "/moderation/log";
export const MODERATION_TEAM_PATH = "/moderation/team";
/** The member's own page: actions on their content, appeals, and "Your reports". */
export const MEMBER_MODERATION_PATH = "/settings/moderation";

export function casePath(caseId: string): string {
  return `${MODERATION_PATH}/cases/${caseId}`;
}
