/** What a personal access token may do (issue 22): each endpoint names the scope it needs. */
export const API_SCOPES = {
  "recipes:read": "Read your recipes, drafts and private ones included, and your saved and liked recipes",
  "recipes:write": "Create, change, publish and delete your recipes",
  "bar:read": "Read your bar, what you can make and your shopping list",
  "bar:write": "Add to, change and remove from your bar and shopping list",
  "collections:read": "Read your collections, private ones included",
  "collections:write": "Create, change and delete your collections",
  "profile:read": "Read your profile",
  "posts:read": "Read the community feed as you see it, followers-only posts included",
} as const;

export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as [ApiScope, ...ApiScope[]];

/** Token expiry choices in days; "custom" takes a date up to a year ahead. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90] as const;
export const TOKEN_MAX_DAYS = 366;
export const TOKEN_NAME_MAX = 60;
/** More than any honest use; each token is one more secret to keep. */
export const TOKENS_PER_MEMBER = 20;

/** The recognisable start of every token, so secret scanners can find leaked ones. */
export const TOKEN_PREFIX = "mdl_pat_";
