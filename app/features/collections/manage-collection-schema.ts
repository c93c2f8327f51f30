/**
 * The collection management page (/bar/collections/{slug}, part 2 §2, §4, §5): what its forms post and
 * what its address may say. Shared by the page's forms and its action. Client-safe.
 */
import { z } from "zod";
import { VISIBILITY_OPTIONS, type Visibility } from "~/lib/constants";
import { cleanString } from "~/lib/text";
import { CollectionRecipesInput, FAILURES, MESSAGES, ShareCollectionInput } from "./collection-schema";

/**
 * One form per action. The target state travels with the intent (a double submit is harmless), and
 * "Manage Collection Recipes" posts the whole chosen set as repeated `recipeId` fields.
 */
export const ManageCollectionAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-visibility"), visibility: z.enum(VISIBILITY_OPTIONS) }),
  ShareCollectionInput.extend({ intent: z.literal("share") }),
  z.object({ intent: z.literal("unshare"), memberId: z.uuid(FAILURES.unshare) }),
  CollectionRecipesInput.extend({ intent: z.literal("set-recipes") }),
  z.object({ intent: z.literal("delete") }),
]);
export type ManageCollectionIntent = z.output<typeof ManageCollectionAction>["intent"];

/** Reads a posted form: single fields as they are, `recipeId` as the list it is. */
export function parseManageCollectionForm(form: FormData) {
  const fields: Record<string, unknown> = Object.fromEntries(form);
  if (fields.intent === "set-recipes") fields.recipeIds = form.getAll("recipeId");
  return ManageCollectionAction.safeParse(fields);
}

/** Part 2 §8: what an unexpected failure of each action says. */
export const INTENT_FAILURES: Record<ManageCollectionIntent, string> = {
  "set-visibility": FAILURES.visibility,
  share: FAILURES.share,
  unshare: FAILURES.unshare,
  "set-recipes": FAILURES.collections,
  delete: FAILURES.delete,
};

/** Part 2 §4 toasts, and the followers audience's own. */
export const VISIBILITY_MESSAGES: Record<Visibility, string> = {
  public: MESSAGES.nowPublic,
  private: MESSAGES.nowPrivate,
  followers: MESSAGES.nowFollowers,
};

/**
 * The Public/Private tile toggles between the spec's two audiences; a followers-only collection
 * (our third audience, chosen on the edit form) becomes private, the narrower of the two.
 */
export function nextVisibility(current: Visibility): Visibility {
  return current === "public" ? "private" : current === "private" ? "public" : "private";
}

/**
 * The dialogs' state in the address, so that without JavaScript a tile is a link that opens the same
 * panel inline (`?dialog=share`, `?dialog=recipes&search=…`), and `?confirm=delete` asks first.
 */
export const MANAGE_DIALOGS = ["share", "recipes"] as const;
export type ManageDialog = (typeof MANAGE_DIALOGS)[number];

export const RECIPE_SEARCH_MAX = 100;

export const ManageCollectionQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  dialog: z.enum(MANAGE_DIALOGS).nullable().catch(null),
  search: cleanString({ singleLine: true }).max(RECIPE_SEARCH_MAX).catch(""),
});

export function parseManageCollectionQuery(params: URLSearchParams) {
  return ManageCollectionQuery.parse({
    page: params.get("page") ?? undefined,
    dialog: params.get("dialog"),
    search: params.get("search") ?? undefined,
  });
}

/** The management page's address, with a dialog open inline when given. */
export function managePath(slug: string, dialog?: ManageDialog): string {
  const path = `/bar/collections/${encodeURIComponent(slug)}`;
  return dialog ? `${path}?dialog=${dialog}` : path;
}

/** The resource route the Manage Recipes dialog searches with. */
export function pickableRecipesPath(slug: string, search: string): string {
  const path = `${managePath(slug)}/recipes`;
  return search ? `${path}?${new URLSearchParams({ search })}` : path;
}
