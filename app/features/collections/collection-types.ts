export type CollectionCardData = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  recipe_count: number;
  owner_username: string | null;
};
