/**
 * The images behind /images/recipes/{recipeId}/{aspect}.jpg (issue 18 "Images for every card"): the
 * recipe's first photo cropped to 16:9, 4:3 or 1:1 with sharp (the crop keeps the most interesting
 * part, sharp's "attention" strategy), or, for a recipe without a photo, a generated card with its
 * name drawn as the demo covers are (renderSocialCard).
 *
 * Answered only for a recipe the viewer may see (the policy layer's canSeeRecipe: a draft or private
 * recipe is its author's, a followers-only one also their followers'); anyone else gets null (a 404),
 * the same as for a recipe that does not exist. Images of listed recipes are kept in a small
 * in-process cache by version; the route adds long HTTP caching to those, and none to the others.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { canSeeRecipe, listedRecipe, type ViewerId } from "~/features/privacy/visibility.server";
import { readUpload, renderCache } from "~/features/seo/render-cache.server";
import { renderSocialCard } from "~/features/seo/social-card.server";
import { APP_NAME } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";
import {
  RECIPE_IMAGE_ASPECTS,
  type RecipeImageAspect,
  type RecipeImageSource,
  recipeImageVersion,
} from "./recipe-social-images";

const { recipes, recipe_images, profiles } = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JPEG_QUALITY = 82;
/** Stored photos are capped at upload; this guards against a decompression bomb all the same. */
const MAX_INPUT_PIXELS = 40_000_000;
const CACHE_SIZE = 96;

export type RecipeImage = {
  body: Buffer;
  /** Published and public: everyone may see it, so caches may keep it. */
  listed: boolean;
  version: string;
};

/** The recipe as the viewer may see it, with its first photo; null when they may not. */
export async function recipeImageSourceFor(
  recipeId: string,
  viewerId: ViewerId,
): Promise<(RecipeImageSource & { listed: boolean }) | null> {
  if (!UUID.test(recipeId)) return null;
  const [row] = await db
    .select({
      id: recipes.id,
      name: recipes.name,
      image_url: recipes.image_url,
      username: profiles.username,
      listed: sql<boolean>`${listedRecipe}`,
    })
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.user_id))
    .where(and(eq(recipes.id, recipeId), canSeeRecipe(viewerId)));
  if (!row) return null;
  const [first] = await db
    .select({ url: recipe_images.image_url })
    .from(recipe_images)
    .where(eq(recipe_images.recipe_id, row.id))
    .orderBy(asc(recipe_images.position))
    .limit(1);
  return {
    id: row.id,
    name: row.name,
    authorUsername: row.username,
    photo: first?.url ?? row.image_url ?? null,
    listed: Boolean(row.listed),
  };
}

/** The image at one aspect: the photo cropped to fill it, or the generated card when there is none. */
export async function drawRecipeImage(source: RecipeImageSource, aspect: RecipeImageAspect): Promise<Buffer> {
  const { width, height } = RECIPE_IMAGE_ASPECTS[aspect];
  const photo = await readUpload(source.photo).catch((error) => {
    console.error(`Recipe image: could not read the photo of recipe ${source.id}`, error);
    return null;
  });
  if (photo) {
    try {
      return await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        .toBuffer();
    } catch (error) {
      console.error(`Recipe image: could not crop the photo of recipe ${source.id}`, error);
    }
  }
  const card = await renderSocialCard({
    title: source.name,
    subtitle: `A cocktail recipe by @${source.authorUsername} on ${APP_NAME}`,
    width,
    height,
  });
  return sharp(card).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}

/** The last CACHE_SIZE images drawn, by recipe, version and aspect. */
const cached = renderCache(CACHE_SIZE);

/** A recipe's image at one aspect for this viewer, or null (a 404) when they may not see the recipe. */
export async function recipeImage(
  recipeId: string,
  aspect: RecipeImageAspect,
  viewerId: ViewerId,
): Promise<RecipeImage | null> {
  const source = await recipeImageSourceFor(recipeId, viewerId);
  if (!source) return null;
  const version = recipeImageVersion(source);
  // Only what everyone may see is kept in memory: a hidden recipe's image is drawn for each request.
  const body = source.listed
    ? await cached(`${source.id}:${version}:${aspect}`, () => drawRecipeImage(source, aspect))
    : await drawRecipeImage(source, aspect);
  return { body, listed: source.listed, version };
}
