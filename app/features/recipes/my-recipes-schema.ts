/**
 * My Recipes (part 2 §2, §9): the query string of /bar/recipes, the management actions of
 * /bar/recipes/{id}, and the shapes both pages receive. Shared by the routes and the server.
 */
import { z } from "zod";
import {
  MY_RECIPE_FILTERS,
  MY_RECIPE_SORTS,
  RECIPE_STATUSES,
  type RecipeStatus,
  VISIBILITY_OPTIONS,
} from "~/lib/constants";
import { cleanString } from "~/lib/text";

export const MY_RECIPES_SEARCH_MAX = 100;

/** A hand-edited or stale address never errors: each invalid value falls back to its default. */
export const MyRecipesQuery = z.object({
  search: cleanString({ singleLine: true }).max(MY_RECIPES_SEARCH_MAX).catch(""),
  filter: z.enum(MY_RECIPE_FILTERS).catch("all"),
  sort: z.enum(MY_RECIPE_SORTS).catch("name-asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MyRecipesQueryData = z.output<typeof MyRecipesQuery>;
export type MyRecipeFilter = MyRecipesQueryData["filter"];
export type MyRecipeSort = MyRecipesQueryData["sort"];

export const MY_RECIPES_DEFAULTS: MyRecipesQueryData = { search: "", filter: "all", sort: "name-asc", page: 1 };

export function parseMyRecipesQuery(params: URLSearchParams): MyRecipesQueryData {
  return MyRecipesQuery.parse({
    search: params.get("search") ?? undefined,
    filter: params.get("filter") ?? undefined,
    sort: params.get("sort") ?? undefined,
    page: params.get("page") ?? undefined,
  });
}

/** The query string for a state, leaving out defaults so addresses stay short and canonical. */
export function myRecipesSearchParams(query: Partial<MyRecipesQueryData>): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set("search", search);
  if (query.filter && query.filter !== MY_RECIPES_DEFAULTS.filter) params.set("filter", query.filter);
  if (query.sort && query.sort !== MY_RECIPES_DEFAULTS.sort) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

export const MY_RECIPE_FILTER_LABELS: Record<MyRecipeFilter, string> = {
  all: "All recipes",
  drafts: "Drafts",
  published: "Published",
  private: "Private",
};

export const MY_RECIPE_SORT_LABELS: Record<MyRecipeSort, string> = {
  "name-asc": "Name (A–Z)",
  "name-desc": "Name (Z–A)",
  "created-asc": "Oldest first",
  "created-desc": "Newest first",
};

/** The management tiles post one of these (part 2 §4). The target state travels with the intent, so a double submit is harmless. */
export const ManageRecipeAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-visibility"), visibility: z.enum(VISIBILITY_OPTIONS) }),
  z.object({ intent: z.literal("toggle-status"), status: z.enum(RECIPE_STATUSES) }),
  z.object({ intent: z.literal("delete") }),
]);
export type ManageRecipeActionData = z.output<typeof ManageRecipeAction>;

/** One card on My Recipes. */
export type MyRecipeListItem = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  thumbnail_url: string | null;
  status: RecipeStatus;
  is_public: boolean;
  followers_only: boolean;
  created_at: Date;
  updated_at: Date;
  likes_count: number;
  saves_count: number;
  comments_count: number;
  view_count: number;
  author_username: string;
};

export type MyRecipesPage = { items: MyRecipeListItem[]; total: number; page: number; pageCount: number };

/** The recipe as its management page shows it. */
export type ManagedRecipe = MyRecipeListItem & {
  published_at: Date | null;
  /** Issue 22: the page it was imported from, shown as on the recipe page. */
  source_url: string | null;
  source_name: string | null;
  source_author: string | null;
};
