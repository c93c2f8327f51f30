/**
 * Collections (part 2 §2, §5, issue 15): one schema per form or dialog, shared by the browser's own
 * checks and the server, and the spec's words for each outcome. Client-safe.
 */
import { z } from "zod";
import { VISIBILITY_OPTIONS } from "~/lib/constants";
import { formatCount } from "~/lib/format";
import { COLLECTION_LIST_LIMITS, COLLECTION_TEXT_LIMITS } from "~/lib/limits";
import { cleanString, optionalCleanString } from "~/lib/text";

// Part 2 §5 and §8, in the spec's words.
export const NAME_REQUIRED = "Please enter a collection name";
export const NAME_AND_TERMS_REQUIRED = "Please enter a name and agree to the terms";
export const NAME_TOO_LONG = `Collection names are at most ${COLLECTION_TEXT_LIMITS.name} characters`;
export const DESCRIPTION_TOO_LONG = `Descriptions are at most ${formatCount(COLLECTION_TEXT_LIMITS.description)} characters`;
export const EMAIL_REQUIRED = "Please enter an email address";
export const USER_NOT_FOUND = "User not found";
export const ALREADY_SHARED = "Collection already shared with this user";
export const SHARE_WITH_SELF = "You cannot share a collection with yourself";
export const COLLECTION_NOT_FOUND = "Collection not found";
export const UNKNOWN_RECIPES = "Some of the chosen recipes are not yours or no longer exist";
export const UNKNOWN_COLLECTIONS = "Some of the chosen collections are not yours or no longer exist";
export const TOO_MANY_RECIPES = `A collection holds at most ${COLLECTION_LIST_LIMITS.recipes} recipes`;
export const DELETE_CONFIRMATION = "Are you sure you want to delete this collection? This action cannot be undone.";

export const MESSAGES = {
  created: "Collection created",
  createdWithRecipe: "Collection created and recipe added",
  updated: "Collection updated successfully",
  deleted: "Collection deleted",
  nowPublic: "Collection is now public",
  nowPrivate: "Collection is now private",
  nowFollowers: "Collection is now visible to your followers only",
  shared: "Collection shared successfully!",
  unshared: "Sharing removed",
  collectionsUpdated: "Collections updated",
  menuFollowsBar: "The menu now shows only what your bar can make",
  menuShowsAll: "The menu now shows every recipe",
} as const;

export const FAILURES = {
  create: "Failed to create collection",
  update: "Failed to update collection",
  delete: "Failed to delete collection",
  visibility: "Failed to update collection visibility",
  share: "Failed to share collection",
  unshare: "Failed to remove sharing",
  collections: "Failed to update collections",
  load: "Failed to load collections",
} as const;

const name = cleanString({ singleLine: true, error: NAME_REQUIRED })
  .min(1, NAME_REQUIRED)
  .max(COLLECTION_TEXT_LIMITS.name, NAME_TOO_LONG);
const description = optionalCleanString(COLLECTION_TEXT_LIMITS.description, { tooLong: DESCRIPTION_TOO_LONG });

/** Name, description and audience: the create and edit forms. */
export const CollectionDetails = z.object({
  name,
  description,
  visibility: z.enum(VISIBILITY_OPTIONS, { error: "Please choose who can see this collection" }),
});
export type CollectionDetailsInput = z.output<typeof CollectionDetails>;

/** The standalone /collections/new form also asks for the terms (part 2 §5). */
export const StandaloneCollectionDetails = CollectionDetails.extend({
  name: z.string({ error: NAME_AND_TERMS_REQUIRED }).pipe(name.min(1, NAME_AND_TERMS_REQUIRED)),
  terms: z.literal("on", { error: NAME_AND_TERMS_REQUIRED }),
});

/** The edit form's choice for the image: keep it, replace it with the uploaded file, or remove it. */
export const IMAGE_CHOICES = ["keep", "replace", "remove"] as const;

export const ShareCollectionInput = z.object({
  email: cleanString({ singleLine: true, error: EMAIL_REQUIRED })
    .min(1, EMAIL_REQUIRED)
    .max(320, USER_NOT_FOUND)
    .transform((value) => value.toLowerCase()),
});

const ids = (max: number, tooMany: string) => z.array(z.uuid(UNKNOWN_RECIPES)).max(max, tooMany);

/** "Manage Collection Recipes": the whole chosen set; the server applies the difference. */
export const CollectionRecipesInput = z.object({
  recipeIds: ids(COLLECTION_LIST_LIMITS.recipes, TOO_MANY_RECIPES),
});

/** "Add to Collection": the collections the recipe should be in. */
export const RecipeCollectionsInput = z.object({
  collectionIds: z
    .array(z.uuid(UNKNOWN_COLLECTIONS))
    .max(COLLECTION_LIST_LIMITS.collections, `Choose at most ${COLLECTION_LIST_LIMITS.collections} collections`),
});

export const NewCollectionName = z.object({ name });
