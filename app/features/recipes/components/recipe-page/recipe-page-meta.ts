/**
 * Part 1 §2 Recipe detail and issue 18: title, description, canonical, Open Graph and Twitter card
 * tags through the shared `seoMeta` builder, and schema.org Recipe and BreadcrumbList structured data,
 * all rendered on the server. A recipe not listed for everyone (a draft, private or followers-only) is
 * `noindex` and carries no card, image or structured data of what it hides.
 *
 * The Recipe entry is written to be read back the same by the apps people import recipe pages into
 * (Mealie and Tandoor through the open-source recipe-scrapers, our own importer): one instruction per
 * step (a HowToStep with its text and no derived title, which those scrapers would add as a line of
 * its own), and ingredient lines as the author wrote them (`ingredientLine`).
 */

import { absoluteUrl, metaDescription, pageTitle, seoMeta } from "~/features/seo/seo-meta";
import { basedOn, breadcrumbJsonLd, compactJsonLd } from "~/features/seo/structured-data";
import { APP_NAME, DEFAULT_YIELD, RATING_MAX, RATING_MIN } from "~/lib/constants";
import { ingredientLine, isoDuration } from "../../recipe-math";
import { type RecipeImageSource, recipeImageAlt, recipeSocialImages } from "../../recipe-social-images";
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
  /** The listed recipe this one varies (issue 23), as isBasedOn; never one only some viewers may open. */
  original?: { url: string; name: string; author: string } | null;
};

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
  return metaDescription(fullDescription(recipe));
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

/** Tags naming where a drink comes from, as schema.org recipeCuisine; the demo data has no other source. */
const CUISINE_TAGS = new Map([
  ["italian", "Italian"],
  ["aperitivo", "Italian"],
  ["french", "French"],
  ["mexican", "Mexican"],
  ["cuban", "Cuban"],
  ["peru", "Peruvian"],
  ["peruvian", "Peruvian"],
  ["brazilian", "Brazilian"],
  ["new orleans", "New Orleans"],
  ["tiki", "Tiki"],
  ["japanese", "Japanese"],
  ["british", "British"],
  ["spanish", "Spanish"],
]);

/** recipeCuisine where the recipe's tags or categories name one; undefined otherwise. */
export function recipeCuisine(recipe: Pick<RecipeDetail, "tags" | "categories">): string | undefined {
  const words = [...recipe.tags, ...recipe.categories.map((c) => c.name)].map((w) => w.trim().toLowerCase());
  const cuisines = [...new Set(words.flatMap((word) => CUISINE_TAGS.get(word) ?? []))];
  return cuisines.length ? cuisines.join(", ") : undefined;
}

/** What the recipe's images are drawn from: its first photo, or its name on a generated card. */
export function recipeImageSource(recipe: RecipeDetail): RecipeImageSource {
  return {
    id: recipe.id,
    name: recipe.name,
    authorUsername: recipe.author.username,
    photo: recipe.images[0]?.url ?? recipe.image_url ?? null,
  };
}

function socialImages(recipe: RecipeDetail, origin: string) {
  const source = recipeImageSource(recipe);
  return recipeSocialImages(
    origin,
    source,
    recipeImageAlt(recipe.name, recipe.images[0]?.caption, source.photo !== null),
  );
}

/**
 * The schema.org Recipe entry; fields without a value are left out rather than sent empty. Only a
 * recipe everyone may see gets one, so its images are the public /images/recipes/… sizes.
 */
export function recipeJsonLd({ recipe, url, origin, original }: Omit<RecipePageMetaInput, "hidden">) {
  const sources = [
    recipe.source_url
      ? basedOn({ url: recipe.source_url, name: recipe.source_name, author: recipe.source_author })
      : null,
    original
      ? { ...basedOn({ url: original.url, author: original.author }), "@type": "Recipe", name: original.name }
      : null,
  ].filter((entry) => entry !== null);
  const images = socialImages(recipe, origin).map((image) => image.url);
  const keywords = [...recipe.tags, ...recipe.cocktail_types.map((t) => t.name.toLowerCase())];
  const entry = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.name,
    url,
    image: images,
    author: { "@type": "Person", name: authorName(recipe.author), url: `${origin}/${recipe.author.username}` },
    datePublished: recipe.published_at ?? recipe.created_at,
    dateModified: recipe.updated_at,
    description: fullDescription(recipe),
    prepTime: isoDuration(recipe.prep_minutes) ?? undefined,
    cookTime: recipe.cook_minutes ? (isoDuration(recipe.cook_minutes) ?? undefined) : undefined,
    totalTime: isoDuration(recipe.total_minutes) ?? undefined,
    recipeYield: recipe.recipe_yield?.trim() || DEFAULT_YIELD,
    recipeCategory: recipe.categories.length ? recipe.categories.map((c) => c.name).join(", ") : undefined,
    recipeCuisine: recipeCuisine(recipe),
    keywords: keywords.length ? [...new Set(keywords)].join(", ") : undefined,
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    // The step's own text and nothing else: a `name` (our derived "Shake", "Mix & Create") that the
    // text does not start with becomes an extra instruction line in the recipe scrapers.
    recipeInstructions: recipe.steps.map((step) => ({
      "@type": "HowToStep",
      text: step.step_description,
      url: `${url}#step-${step.step_number}`,
      image: step.step_image_url ? absoluteUrl(step.step_image_url, origin) : undefined,
      timeRequired: stepTimeIso(step.estimated_time) ?? undefined,
    })),
    nutrition: nutritionData(recipe.nutrition),
    suitableForDiet: suitableForDiet(recipe),
    video: videoObject(recipe, images),
    aggregateRating: aggregateRating(recipe),
    isBasedOn: sources.length > 1 ? sources : sources[0],
  };
  return compactJsonLd(entry);
}

function pagePath(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || "/" : new URL(url).pathname;
}

/** Home › Recipes › the recipe, as the page's breadcrumb shows it. */
export function recipeBreadcrumbJsonLd({ recipe, url, origin }: Omit<RecipePageMetaInput, "hidden">) {
  return breadcrumbJsonLd(origin, [
    { name: "Home", path: "/" },
    { name: "Recipes", path: "/recipes" },
    { name: recipe.name, path: pagePath(url, origin) },
  ]);
}

/**
 * The tags of one recipe at one address, kept per recipe object: visitors' renders share one loaded (frozen)
 * recipe for a few seconds (app/lib/page-cache/shared-data.server.ts), so a burst of page-cache misses (a
 * link shared with a tracking parameter of its own per visitor) builds its structured data once (issue 19).
 * A changed recipe is a new object, and a member's copy with their counts is one too.
 */
const builtMeta = new WeakMap<RecipeDetail, { key: string; meta: ReturnType<typeof buildRecipePageMeta> }>();

export function recipePageMeta(input: RecipePageMetaInput) {
  const key = `${input.hidden}\0${input.origin}\0${input.url}\0${input.original?.url ?? ""}`;
  const built = builtMeta.get(input.recipe);
  if (built?.key === key) return built.meta;
  const meta = buildRecipePageMeta(input);
  builtMeta.set(input.recipe, { key, meta });
  return meta;
}

function buildRecipePageMeta(input: RecipePageMetaInput) {
  const { recipe, url, origin, hidden } = input;
  const path = pagePath(url, origin);
  const common = { origin, path, title: pageTitle(recipe.name), description: recipeDescription(recipe) };
  // Not listed for everyone: noindex, and no card, image or structured data of what it hides.
  if (hidden) return seoMeta({ ...common, indexable: false });
  return seoMeta({
    ...common,
    ogType: "article",
    image: socialImages(recipe, origin)[0] ?? null,
    extra: [
      { property: "article:published_time", content: recipe.published_at ?? recipe.created_at },
      { property: "article:author", content: `${origin}/${recipe.author.username}` },
    ],
    jsonLd: [recipeJsonLd(input), recipeBreadcrumbJsonLd(input)],
  });
}
