/**
 * Every size limit in one table (issue: security hardening). Each is far above what a real
 * cocktail, comment or bar ever needs and far below what makes the server work hard.
 * docs/security.md mirrors this file and says where each limit is enforced.
 * Client-safe: schemas used by forms import these too.
 */

import { POST_IMAGE_MAX_BYTES, POST_MAX_IMAGES, PROFILE_IMAGE_MAX_BYTES } from "./constants";

/** Room for the multipart boundaries and part headers around uploaded files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Files as sent, before any processing. */
export const FILE_LIMITS = {
  /** A photo: the browser resizes anything over 10 MB first (part 1 §9); 15 MB for clients that could not. */
  photo: 15 * 1024 * 1024,
  /** A bulk-upload JSON file (issue 4: at most 5 MB). */
  importFile: 5 * 1024 * 1024,
  /** A bulk-upload .zip with photos: Bar Assistant's public data pack (306 cocktails) is 39 MB. */
  importZip: 50 * 1024 * 1024,
  /** A profile picture (part 2 §5: at most 5 MB). */
  profilePicture: PROFILE_IMAGE_MAX_BYTES,
  /** A community post's or comment's image (part 2 §5: at most 5 MB each, four at most). */
  postImage: POST_IMAGE_MAX_BYTES,
} as const;

/**
 * Everything the server fetches from another site (issue 22, app/lib/outbound.server.ts): a recipe page
 * to import, its photos, its robots.txt. The time is for the whole fetch, redirects included.
 */
export const OUTBOUND_LIMITS = {
  timeoutMs: 10_000,
  maxRedirects: 5,
  pageBytes: 5 * 1024 * 1024,
  imageBytes: 10 * 1024 * 1024,
  robotsBytes: 512 * 1024,
} as const;

/** A bulk-upload .zip, checked from its directory before anything is inflated (zip bombs). */
export const ZIP_LIMITS = {
  /** Everything it holds, once inflated. */
  uncompressedBytes: 50 * 1024 * 1024,
  /** Files and folders in it: the data pack holds about 1,000. */
  entries: 5_000,
} as const;

/** Request bodies, refused before they are read (server/request-limits.ts). */
export const BODY_LIMITS = {
  /** better-auth's JSON endpoints: e-mail, password, names. */
  auth: 16 * 1024,
  /** An ordinary page action: comments, bar, shopping list, reactions, profile. */
  form: 64 * 1024,
  /** The recipe form: 50 ingredients and 50 steps of 2,000 characters fit with room to spare. */
  recipeForm: 512 * 1024,
  /** One photo plus multipart overhead. */
  imageUpload: FILE_LIMITS.photo + MULTIPART_OVERHEAD_BYTES,
  /** The collection forms: one image plus a name and description (/bar/collections/new, …/edit). */
  collectionForm: FILE_LIMITS.photo + MULTIPART_OVERHEAD_BYTES,
  /** One profile picture plus multipart overhead (/settings/profile/picture). */
  profilePicture: FILE_LIMITS.profilePicture + MULTIPART_OVERHEAD_BYTES,
  /** A community post or comment: its text plus up to four 5 MB images (part 2 §5, issue 16). */
  postForm: POST_MAX_IMAGES * POST_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  /** "I made this" (issue 23): its fields and one post-sized photo. */
  makeForm: POST_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  /** A public API request's JSON body (issue 22): one recipe with 50 ingredients and 50 long steps fits. */
  apiJson: 512 * 1024,
  /** Bulk upload: without JavaScript the pasted text and the chosen file can both be full; or one .zip. */
  bulkUpload: Math.max(2 * FILE_LIMITS.importFile, FILE_LIMITS.importZip) + MULTIPART_OVERHEAD_BYTES,
} as const;

/** Longest request target (path and query string) accepted; longer gets 414. */
export const MAX_URL_BYTES = 8 * 1024;

/**
 * Largest request head (request line and headers) Node reads before answering 431 itself
 * (server/http-server.ts). Well above MAX_URL_BYTES, so an over-long URL reaches our own 414
 * instead of Node's default 16 KB limit cutting the connection.
 */
export const MAX_HEADER_BYTES = 96 * 1024;

/** Most fields one submitted form may carry before it is parsed (the recipe form needs ~700). */
export const MAX_FORM_FIELDS = 1_000;

/** Lists inside one recipe: the form, the import and the API share them. */
export const RECIPE_LIST_LIMITS = {
  ingredients: 50,
  steps: 50,
  photos: 4,
  tags: 30,
  categories: 20,
  cocktailTypes: 20,
  substitutes: 10,
} as const;

/** Profile text (issue 14): the bio's 500 is the spec's; the others are far above real names and places. */
export const PROFILE_TEXT_LIMITS = {
  bio: 500,
  name: 50,
  location: 100,
} as const;

/** Collection text (issue 15). */
export const COLLECTION_TEXT_LIMITS = {
  name: 100,
  description: 2_000,
} as const;

/** Community text (issue 16): a post and a comment or reply, in characters after cleaning. */
export const POST_TEXT_LIMITS = {
  post: 5_000,
  comment: 2_000,
} as const;

/** Lists a collection form or dialog sends at once: far above a real menu, far below a flood. */
export const COLLECTION_LIST_LIMITS = {
  /** Recipes chosen in one "Manage Recipes" save, and recipes one collection may hold. */
  recipes: 500,
  /** Collections chosen in one "Add to Collection" save. */
  collections: 200,
  /** People one collection is shared with. */
  sharedWith: 100,
} as const;

/** Longest tag, counted in user-perceived characters (graphemes). */
export const TAG_MAX_GRAPHEMES = 40;

/** Images, checked from the header before any pixel is decoded (app/lib/images.server.ts). */
export const IMAGE_LIMITS = {
  /** Total pixels of the declared canvas (a 40-megapixel camera photo fits). */
  maxPixels: 40_000_000,
  /** Longest side in pixels. */
  maxSide: 12_000,
  /** Longest side divided by shortest: a panorama fits, a 1,000,000 × 1 strip does not. */
  maxAspectRatio: 20,
} as const;

/**
 * Most recipe photos uploaded in the last day that no recipe uses, per member (checked before each
 * upload in app/features/recipes/unused-uploads.server.ts): five recipe forms' worth of photos in
 * progress. The upload sweep (scale-out issue) removes the older leftovers.
 */
export const MAX_UNUSED_UPLOADS = 20;

/**
 * Open live streams (issue 16, `app/lib/event-stream.server.ts`), per instance. A member's tabs and
 * devices each hold one; a household or office behind one address shares the guests' number. Over it
 * the stream is refused with 429 and the page's client tries again with its back-off.
 */
export const LIVE_STREAM_LIMITS = {
  perMember: 10,
  perAddress: 30,
  /** Events waiting to be written to one slow reader before its stream is closed (it resumes later). */
  queuedEvents: 1_000,
} as const;
