/**
 * Every number and fixed list the spec names, in one place.
 * Part and section references point into ../shared/spec.
 */

export const APP_NAME = "Muddle";
export const APP_TAGLINE = "Discover & Share Cocktail Recipes";
/** Part 1 §1: home page title is the product name followed by the tagline. */
export const HOME_TITLE = `${APP_NAME} — ${APP_TAGLINE}`;
export const THEME_COLOR = "#b4532a";

// Shell (part 1 §2, §9)
export const MAX_CONTENT_WIDTH = 1200;

// Toasts (part 1 §4, §9)
export const TOAST_ERROR_MS = 4000;
export const TOAST_BLANK_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_LIMIT = 20;

// Local storage keys (part 1 §4, §9)
export const THEME_STORAGE_KEY = "theme";
export const RECIPE_DRAFT_STORAGE_KEY = "recipe-draft";

// Recipes (part 1 §9, part 2 §9)
export const RECIPE_PAGE_SIZE = 9;
export const RECIPE_SKELETON_COUNT = 6;
export const PAGINATION_WINDOW = 1;
export const MY_RECIPES_PAGE_SIZE = 10;
export const FEATURED_COUNT = 6;
export const FEATURED_COUNT_SMALL = 4;
export const FEATURED_SMALL_BREAKPOINT_PX = 768;
export const MAX_RECIPE_PHOTOS = 4;
export const RECIPE_UPLOAD_RESIZE_BYTES = 10 * 1024 * 1024;
export const RECIPE_UPLOAD_RESIZE_PX = 600;
export const RECIPE_UPLOAD_RESIZE_QUALITY = 0.9;
export const DEFAULT_PREP_MINUTES = 5;
export const DEFAULT_TOTAL_MINUTES = 7;
export const DEFAULT_YIELD = "1 serving";
export const DEFAULT_INGREDIENT_GROUP = "Main Ingredients";
export const INGREDIENT_SEARCH_MIN_CHARS = 2;
export const INGREDIENT_SEARCH_DEBOUNCE_MS = 300;
export const INGREDIENT_SEARCH_LIMIT = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const COMMENT_MAX_LENGTH = 2000;

export const RECIPE_STATUSES = ["draft", "published"] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

/** Part 1 §2: difficulty label derived from the rating. */
export const DIFFICULTY_THRESHOLDS = { expert: 4.5, advanced: 4 } as const;
export const DIFFICULTY_OPTIONS = ["beginner", "intermediate", "advanced", "expert"] as const;
export const SERVINGS_OPTIONS = ["1", "2", "4", "6+"] as const;
export const RECIPE_SORTS = ["newest", "oldest", "rating", "popular"] as const;
export const MY_RECIPE_FILTERS = ["all", "drafts", "published", "private"] as const;
export const MY_RECIPE_SORTS = ["name-asc", "name-desc", "created-asc", "created-desc"] as const;

/** Part 1 §3: ingredient category icon names. */
export const INGREDIENT_CATEGORIES = [
  "rum",
  "vodka",
  "gin",
  "tequila",
  "whiskey",
  "bourbon",
  "scotch",
  "cognac",
  "brandy",
  "liqueur",
  "wine",
  "beer",
  "juice",
  "syrup",
  "bitters",
  "soda",
  "water",
  "ice",
  "fruit",
  "herb",
  "spice",
  "garnish",
  "mixer",
  "other",
] as const;
export type IngredientCategory = (typeof INGREDIENT_CATEGORIES)[number];

export const UNIT_TYPES = ["volume", "weight", "unit"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Part 1 §9: unit conversion factors to millilitres. */
export const ML_PER_UNIT = { oz: 29.5735, cl: 10, ml: 1 } as const;

/**
 * Millilitres for every liquid measure the ABV estimate understands: part 1's three, and the small
 * and loose ones by bar convention ("top", topped up with soda or wine, counts as 60 ml). The database
 * keeps a copy in unit_ml() (migrations 0009, 0020); abv.server.test.ts keeps the two equal.
 */
export const ABV_ML_PER_UNIT = {
  ...ML_PER_UNIT,
  dash: 0.92,
  drop: 0.05,
  tsp: 4.93,
  tbsp: 14.79,
  barspoon: 5,
  splash: 5.9,
  top: 60,
  cup: 236.6,
  // Measures other sites write (issue 13: "1 shot Vodka" had been left out of the strength).
  shot: 44.36,
  jigger: 44.36,
  pony: 29.57,
  // A recipe in parts is all parts; counting one as 30 ml keeps their ratio.
  part: 30,
  dl: 100,
  l: 1000,
  pint: 473.18,
  can: 355,
  bottle: 750,
} as const;

/** How a drink is mixed; drives the dilution in the ABV estimate. */
export const RECIPE_METHODS = ["shaken", "stirred", "built", "thrown", "blended"] as const;
export type RecipeMethod = (typeof RECIPE_METHODS)[number];
/**
 * Water melted into the drink, as a share of its volume (docs/bar-matching.md#abv): the common
 * convention of shaken 25 %, stirred 20 %, built 10 %; thrown like stirred; blended 30 %.
 * A recipe without a method is taken as 20 %. Copied in method_dilution() (migrations 0009, 0021).
 */
export const DILUTION_BY_METHOD: Record<RecipeMethod, number> = {
  shaken: 0.25,
  stirred: 0.2,
  built: 0.1,
  thrown: 0.2,
  blended: 0.3,
};
/**
 * Methods imports bring that the form has no word for, kept as written: a layered drink is poured without
 * ice (0 %), a muddled one is built over ice (10 %). Copied in method_dilution() (migration 0021).
 */
export const DILUTION_BY_OTHER_METHOD: Record<string, number> = { layer: 0, layered: 0, muddle: 0.1, muddled: 0.1 };
export const DEFAULT_DILUTION = 0.2;

// Bar (part 2 §9)
export const BAR_PROGRESS_FULL_AT = 30;
export const DEFAULT_BAR_QUANTITY = 1;
/** Ingredients everyone is taken to have, never required by "what can I make" (migration 0009). */
export const ALWAYS_ON_HAND_CATEGORIES = ["ice", "water"] as const;
/** How many "next bottle to buy" suggestions the bar shows. */
export const NEXT_BOTTLE_SUGGESTIONS = 5;
/** Recipes shown per "what can I make" list on /bar before "See all". */
export const BAR_MATCH_SAMPLE = 6;

// Community (part 2 §9)
export const FEED_PAGE_SIZE = 10;
export const POST_MAX_IMAGES = 4;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const POST_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// Collections (part 2 §9)
export const COLLECTIONS_PAGE_SIZE = 10;
/** Part 2 §2 Public collections list: "6 placeholders while loading". */
export const COLLECTIONS_SKELETON_COUNT = 6;

// Profiles (part 2 §3)
export const EXPERTISE_LEVELS = ["beginner", "intermediate", "advanced", "expert", "professional"] as const;
export const VISIBILITY_OPTIONS = ["public", "private", "followers"] as const;
export type Visibility = (typeof VISIBILITY_OPTIONS)[number];

export const DEFAULT_PRIVACY_SETTINGS = {
  profile_visibility: "public" as Visibility,
  recipe_visibility: "public" as Visibility,
  collection_visibility: "public" as Visibility,
  show_email: false,
  show_full_name: true,
  show_social_links: true,
  allow_follows: true,
  allow_messages: true,
};
export type PrivacySettings = typeof DEFAULT_PRIVACY_SETTINGS;

export const DEFAULT_NOTIFICATION_PREFERENCES = {
  email_notifications: true,
  push_notifications: true,
  newsletter: true,
  recipe_comments: true,
  recipe_likes: true,
  new_followers: true,
  collection_updates: true,
};
export type NotificationPreferences = typeof DEFAULT_NOTIFICATION_PREFERENCES;

export type CookieConsent = {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
  consented_at?: string;
  updated_at?: string;
};
export const COOKIE_CONSENT_DAYS = 365;

// Accounts (issue 2)
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Top-level route names a username may not take, so /{username} never shadows a page. */
export const RESERVED_USERNAMES = [
  "recipes",
  "collections",
  "bar",
  "settings",
  "login",
  "signup",
  "logout",
  "faq",
  "how-to",
  "privacy-policy",
  "terms-of-service",
  "search",
  "api",
  "uploads",
  "support",
  "404",
  "401",
  "admin",
  "moderator",
  "moderation",
  "reports",
  "assets",
  "static",
  "public",
  "sitemap.xml",
  "robots.txt",
  "favicon.ico",
  "help",
  "about",
  "community",
  "notifications",
  "forgot-password",
  "reset-password",
  "verify-email",
  "muddle",
  "root",
  "me",
  "new",
  "edit",
] as const;

// Static pages (part 2 §9)
export const LEGAL_LAST_UPDATED = "April 15, 2025";
export const SUPPORT_EMAIL = "support@muddle.example";

// Recipe form (part 1 §5)
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const INVALID_URL_MESSAGE = "Please enter a valid URL";
export const NOT_AN_IMAGE_MESSAGE = "Please upload an image file";
/** Units offered in the recipe form. */
export const RECIPE_UNITS = [
  "oz",
  "ml",
  "cl",
  "dash",
  "drop",
  "tsp",
  "tbsp",
  "barspoon",
  "splash",
  "top",
  "cup",
  "g",
  "unit",
  "slice",
  "wedge",
  "wheel",
  "twist",
  "sprig",
  "leaf",
  "pinch",
] as const;
/**
 * Part 1 §5: a new catalogue ingredient is volume for oz, ml, dash, weight for g, otherwise unit.
 * We also count the other liquid measures (cl, drops, spoons, splash, cup) as volume.
 */
export const VOLUME_UNITS = ["oz", "ml", "cl", "dash", "drop", "tsp", "tbsp", "barspoon", "splash", "cup"] as const;
export const WEIGHT_UNITS = ["g"] as const;
export const RECIPE_NAME_MAX = 120;
export const RECIPE_TEXT_MAX = 5000;

// Live events (part 1 §9: "Realtime heartbeat 30 s, reconnect back-off 1 s, 2 s, 5 s, 10 s")
export const LIVE_HEARTBEAT_MS = 30_000;
/** Waits before each reconnection in turn; the last repeats until a connection opens. */
export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const;

// Views (issue 19: no write per read). A page's beacon is counted in memory and written in one batch.
/** How often counted views are written to the database; a crash loses at most this much of them. */
export const VIEW_FLUSH_INTERVAL_MS = 5_000;
/** Distinct views waiting for the next write, at most; more are dropped (and the number logged). */
export const VIEW_PENDING_MAX = 10_000;
