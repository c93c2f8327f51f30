/**
 * Addresses of a recipe's images for search engines and link previews (issue 18 "Images for every
 * card"): the recipe's first photo cropped to 16:9, 4:3 and 1:1 (Google's recipe rich results ask for
 * all three), or a generated card with its name when it has no photo. Served by
 * /images/recipes/{recipeId}/{aspect}.jpg (recipe-social-images.server.ts). Client-safe: meta runs in
 * the browser too.
 *
 * Each address carries a short version of what is drawn (the name, the author and the photo), so a
 * renamed recipe or a new photo gets a new address and caches may keep every version for long.
 */
import type { SocialImage } from "~/features/seo/seo-meta";
import { cardVersion } from "~/features/seo/social-card-paths";

/** 1200 px wide: over Google's 50,000-pixel minimum and Open Graph's 1200-pixel recommendation. */
export const RECIPE_IMAGE_ASPECTS = {
  "16x9": { width: 1200, height: 675 },
  "4x3": { width: 1200, height: 900 },
  "1x1": { width: 1200, height: 1200 },
} as const;

export type RecipeImageAspect = keyof typeof RECIPE_IMAGE_ASPECTS;

const EXTENSION = ".jpg";

/** What the images are drawn from; `photo` is the first photo's site path, null for none. */
export type RecipeImageSource = { id: string; name: string; authorUsername: string; photo: string | null };

/** A short tag of what is drawn: the name, the author (the card's subtitle) and the photo. */
export function recipeImageVersion(source: RecipeImageSource): string {
  return cardVersion(source.name, source.authorUsername, source.photo);
}

export function recipeImagePath(source: RecipeImageSource, aspect: RecipeImageAspect): string {
  return `/images/recipes/${encodeURIComponent(source.id)}/${aspect}${EXTENSION}?v=${recipeImageVersion(source)}`;
}

/** The aspect named by a file ("16x9.jpg" → "16x9"); null for anything else. */
export function recipeImageAspect(file: string): RecipeImageAspect | null {
  if (!file.endsWith(EXTENSION)) return null;
  const aspect = file.slice(0, -EXTENSION.length);
  return Object.hasOwn(RECIPE_IMAGE_ASPECTS, aspect) ? (aspect as RecipeImageAspect) : null;
}

/** The text alternative: the photo's caption, else what the image shows. */
export function recipeImageAlt(name: string, caption: string | null | undefined, photo: boolean): string {
  return caption?.trim() || (photo ? `${name}, the cocktail` : `${name}: a cocktail recipe card`);
}

/** The three sizes, widest first (Open Graph takes the first). */
export function recipeSocialImages(origin: string, source: RecipeImageSource, alt: string): SocialImage[] {
  return (Object.keys(RECIPE_IMAGE_ASPECTS) as RecipeImageAspect[]).map((aspect) => ({
    url: `${origin}${recipeImagePath(source, aspect)}`,
    ...RECIPE_IMAGE_ASPECTS[aspect],
    alt,
  }));
}
