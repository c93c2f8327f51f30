/** The live event that tells a member's bell to refresh its count (payload: `{ recipient_id }`). */
export const NOTIFICATIONS_CHANGED = "notifications.changed";
