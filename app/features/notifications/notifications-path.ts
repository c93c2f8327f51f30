/** The notifications page (issue 17), in a module without zod so the navigation's bell can link to it (issue 19). */
export const NOTIFICATIONS_PATH = "/notifications";
