/**
 * Part 1 §2 Recipe detail: title, description, canonical, Open Graph and Twitter card tags, and
 * schema.org Recipe structured data (ratings 1 to 5), all rendered on the server.
 */
import { APP_NAME, DEFAULT_YIELD, RATING_MAX, RATING_MIN } from "~/lib/constants";
import { ingredientLine, isoDuration, stepTitle } from "../../recipe-math";
import type { RecipeDetail } from "../../recipe-types";
import { stepTimeIso } from "../../step-time";
import { parseVideoLink, videoThumbnailUrl } from "../../video-link";

export type RecipePageMetaInput = {
  recipe: RecipeDetail;
  /** The page's absolute address. */
  url: string;
  /** The site's origin, to make image and author addresses absolute. */
  origin: string;
  /** Not listed for everyone (a draft, private or followers-only): kept out of search engines. */
  hidden: boolean;
};

const DESCRIPTION_MAX = 160;

export function authorName(author: RecipeDetail["author"]): string {
  const full = [author.first_name, author.last_name].filter(Boolean).join(" ").trim();
  return full || author.username;
}

function fullDescription(recipe: RecipeDetail): string {
  return (
    recipe.description?.trim() || `${recipe.name}: a cocktail recipe by ${authorName(recipe.author)} on ${APP_NAME}.`
  );
}

/** The meta description: search results show about 160 characters. */
export function recipeDescription(recipe: RecipeDetail): string {
  const text = fullDescription(recipe);
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return url;
  }
}

function nutritionData(nutrition: RecipeDetail["nutrition"]) {
  if (!nutrition) return undefined;
  const fields = {
    calories: nutrition.calories,
    fatContent: nutrition.fat_content,
    proteinContent: nutrition.protein_content,
    sodiumContent: nutrition.sodium_content,
    sugarContent: nutrition.sugar_content,
  };
  const present = Object.entries(fields).filter(([, value]) => value?.trim());
  if (!present.length) return undefined;
  return { "@type": "NutritionInformation", ...Object.fromEntries(present) };
}

function aggregateRating(recipe: RecipeDetail) {
  const value = recipe.aggregate_rating_value;
  if (recipe.aggregate_rating_count <= 0 || value === null || !Number.isFinite(value)) return undefined;
  const clamped = Math.min(RATING_MAX, Math.max(RATING_MIN, value));
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(clamped * 10) / 10,
    ratingCount: recipe.aggregate_rating_count,
    bestRating: RATING_MAX,
    worstRating: RATING_MIN,
  };
}

/**
 * schema.org VideoObject for the recipe's video: Google asks for name, description, thumbnailUrl and
 * uploadDate. The still is YouTube's (Vimeo publishes none at a fixed address), else the recipe's photo.
 */
function videoObject(recipe: RecipeDetail, images: string[]) {
  const link = parseVideoLink(recipe.video_url);
  if (!link || !recipe.video_url) return undefined;
  const thumbnail = videoThumbnailUrl(link) ?? images[0];
  return {
    "@type": "VideoObject",
    name: `${recipe.name}: video recipe`,
    description: fullDescription(recipe),
    thumbnailUrl: thumbnail ? [thumbnail] : undefined,
    contentUrl: recipe.video_url,
    embedUrl: recipe.video_embed_url ?? link.embedUrl,
    uploadDate: recipe.published_at ?? recipe.created_at,
  };
}

/** schema.org RestrictedDiet values for the author's dietary flags. */
function suitableForDiet(recipe: RecipeDetail) {
  const diets = [
    recipe.is_vegetarian ? "https://schema.org/VegetarianDiet" : null,
    recipe.is_vegan ? "https://schema.org/VeganDiet" : null,
    recipe.is_gluten_free ? "https://schema.org/GlutenFreeDiet" : null,
  ].filter((diet): diet is string => diet !== null);
  return diets.length ? diets : undefined;
}

/** The schema.org Recipe entry; fields without a value are left out rather than sent empty. */
export function recipeJsonLd({ recipe, url, origin }: Omit<RecipePageMetaInput, "hidden">) {
  const images = recipe.images.map((image) => absoluteUrl(image.url, origin));
  const keywords = [...recipe.tags, ...recipe.cocktail_types.map((t) => t.name.toLowerCase())];
  const entry = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.name,
    url,
    image: images.length ? images : undefined,
    author: { "@type": "Person", name: authorName(recipe.author), url: `${origin}/${recipe.author.username}` },
    datePublished: recipe.published_at ?? recipe.created_at,
    dateModified: recipe.updated_at,
    description: fullDescription(recipe),
    prepTime: isoDuration(recipe.prep_minutes) ?? undefined,
    cookTime: recipe.cook_minutes ? (isoDuration(recipe.cook_minutes) ?? undefined) : undefined,
    totalTime: isoDuration(recipe.total_minutes) ?? undefined,
    recipeYield: recipe.recipe_yield?.trim() || DEFAULT_YIELD,
    recipeCategory: recipe.categories.length ? recipe.categories.map((c) => c.name).join(", ") : undefined,
    keywords: keywords.length ? [...new Set(keywords)].join(", ") : undefined,
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: recipe.steps.map((step) => ({
      "@type": "HowToStep",
      name: stepTitle(step.step_description),
      text: step.step_description,
      url: `${url}#step-${step.step_number}`,
      image: step.step_image_url ? absoluteUrl(step.step_image_url, origin) : undefined,
      timeRequired: stepTimeIso(step.estimated_time) ?? undefined,
    })),
    nutrition: nutritionData(recipe.nutrition),
    suitableForDiet: suitableForDiet(recipe),
    video: videoObject(recipe, images),
    aggregateRating: aggregateRating(recipe),
  };
  // JSON drops undefined fields, so the page carries only what the recipe has.
  return JSON.parse(JSON.stringify(entry)) as Record<string, unknown>;
}

export function recipePageMeta(input: RecipePageMetaInput) {
  const { recipe, url, origin, hidden } = input;
  const title = `${recipe.name} | ${APP_NAME}`;
  const description = recipeDescription(recipe);
  const image = recipe.images[0] ? absoluteUrl(recipe.images[0].url, origin) : null;
  return [
    { title },
    { name: "description", content: description },
    ...(hidden ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: APP_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: recipe.images[0]?.caption || recipe.name },
        ]
      : []),
    { property: "article:published_time", content: recipe.published_at ?? recipe.created_at },
    { property: "article:author", content: `${origin}/${recipe.author.username}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
    // Structured data is for search engines: only a recipe everyone may see carries it.
    ...(hidden ? [] : [{ "script:ld+json": recipeJsonLd(input) }]),
  ];
}

export const recipeNotFoundMeta = [{ title: `Recipe not found | ${APP_NAME}` }, { name: "robots", content: "noindex" }];
