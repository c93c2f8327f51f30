/** Shapes of recipe data that pages and components share (no server code here). */
export type RecipeCardData = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  total_minutes: number | null;
  recipe_yield: string | null;
  aggregate_rating_value: number | null;
  aggregate_rating_count: number;
  author: { username: string; profile_picture_url: string | null };
};
