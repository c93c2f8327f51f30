/** Settings → Account's address (issue 17), in a module without zod (see account-schema.ts). */
export const ACCOUNT_SETTINGS_PATH = "/settings/account";
