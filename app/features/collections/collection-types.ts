/** Shapes of collection data that pages and components share (no server code here). */
import type { Visibility } from "~/lib/constants";

export type CollectionCardData = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  /** The recipes in it that the viewer may see (issue 15). */
  recipe_count: number;
  owner_username: string | null;
  visibility: Visibility;
};

/** A member the collection is shared with, as its owner sees them (never their e-mail address). */
export type CollectionSharee = {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
};

/** One collection as its page shows it to one viewer. */
export type CollectionPageData = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  visibility: Visibility;
  /** Null when the owner's account is gone ("Anonymous"). */
  owner_username: string | null;
  is_owner: boolean;
  likes_count: number;
  liked: boolean;
  view_count: number;
  shares_count: number;
  recipe_count: number;
  menu_bar_only: boolean;
  created_at: Date;
  updated_at: Date;
};

/** The owner's management page: the page's data plus whom it is shared with. */
export type ManagedCollectionData = CollectionPageData & { shared_with: CollectionSharee[] };

/** A recipe as the collection pickers list it, with whether it is chosen. */
export type PickableRecipe = { id: string; name: string; image_url: string | null; selected: boolean };

/** A collection as the "Add to Collection" dialog lists it. */
export type PickableCollection = { id: string; name: string; visibility: Visibility; selected: boolean };

/** One line of a drink menu (part 2 §2 Drink menu). */
export type DrinkMenuItem = {
  id: string;
  name: string;
  /** /recipes/{username}/{slug} */
  href: string;
  image_url: string | null;
  /** Comma-joined ingredient names, the first letter capitalised. */
  ingredients: string;
};

export type DrinkMenuData = {
  collection: Pick<CollectionPageData, "id" | "name" | "slug" | "description" | "is_owner" | "menu_bar_only">;
  items: DrinkMenuItem[];
};

/** Where a slug leads: the collection, or the address it moved to when renamed. */
export type SlugLookup<T> = { kind: "found"; data: T } | { kind: "moved"; slug: string } | { kind: "missing" };
