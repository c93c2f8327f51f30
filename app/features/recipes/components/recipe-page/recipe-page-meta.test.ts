import { describe, expect, it } from "vitest";
import type { RecipeDetail } from "../../recipe-types";
import { recipeJsonLd, recipePageMeta } from "./recipe-page-meta";

const origin = "https://muddle.example";
const url = `${origin}/recipes/eve_stirs/negroni`;

function negroni(overrides: Partial<RecipeDetail> = {}): RecipeDetail {
  return {
    id: "r1",
    name: "Negroni",
    slug: "negroni",
    description: "Three equal measures.",
    image_url: "/uploads/recipe-images/negroni.webp",
    created_at: "2025-01-01T00:00:00.000Z",
    published_at: "2025-01-02T00:00:00.000Z",
    updated_at: "2025-01-03T00:00:00.000Z",
    prep_minutes: 3,
    cook_minutes: null,
    total_minutes: 5,
    recipe_yield: null,
    method: "stirred",
    difficulty: "advanced",
    video_url: null,
    video_embed_url: null,
    is_vegetarian: false,
    is_vegan: false,
    is_gluten_free: false,
    abv: 23.3,
    glass: "Rocks glass",
    status: "published",
    is_public: true,
    followers_only: false,
    likes_count: 0,
    saves_count: 0,
    shares_count: 0,
    comments_count: 0,
    view_count: 0,
    aggregate_rating_value: 4.25,
    aggregate_rating_count: 12,
    author: { id: "a1", username: "eve_stirs", first_name: "Eve", last_name: null, profile_picture_url: null },
    images: [{ url: "/uploads/recipe-images/negroni.webp", caption: "On a large cube" }],
    ingredients: [
      {
        id: "ri1",
        ingredient_id: "i1",
        name: "Campari",
        quantity: 1,
        quantity_max: null,
        unit: "oz",
        optional: false,
        garnish: false,
        substitutes: [],
        group: "Main Ingredients",
        note: null,
        unit_type: "volume",
      },
    ],
    steps: [{ step_number: 1, step_description: "Stir with ice.", estimated_time: null, step_image_url: null }],
    categories: [{ id: 1, name: "Classic" }],
    cocktail_types: [{ id: 2, name: "Gin" }],
    tags: ["bitter"],
    nutrition: {
      calories: "190 kcal",
      fat_content: null,
      protein_content: null,
      sodium_content: null,
      sugar_content: "12 g",
    },
    ...overrides,
  };
}

describe("recipeJsonLd", () => {
  it("describes the recipe for search engines with absolute images and ISO durations", () => {
    expect(recipeJsonLd({ recipe: negroni(), url, origin })).toMatchObject({
      "@type": "Recipe",
      name: "Negroni",
      image: [`${origin}/uploads/recipe-images/negroni.webp`],
      author: { "@type": "Person", name: "Eve", url: `${origin}/eve_stirs` },
      datePublished: "2025-01-02T00:00:00.000Z",
      prepTime: "PT3M",
      totalTime: "PT5M",
      recipeYield: "1 serving",
      recipeIngredient: ["1 oz Campari"],
      recipeInstructions: [{ "@type": "HowToStep", name: "Stir", text: "Stir with ice." }],
      recipeCategory: "Classic",
      keywords: "bitter, gin",
      nutrition: { "@type": "NutritionInformation", calories: "190 kcal", sugarContent: "12 g" },
      aggregateRating: { ratingValue: 4.3, ratingCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves out the rating until someone has rated, and keeps a rating within 1 to 5", () => {
    expect(recipeJsonLd({ recipe: negroni({ aggregate_rating_count: 0 }), url, origin })).not.toHaveProperty(
      "aggregateRating",
    );
    const low = recipeJsonLd({ recipe: negroni({ aggregate_rating_value: 0 }), url, origin });
    expect(low.aggregateRating).toMatchObject({ ratingValue: 1 });
  });

  it("leaves out what the recipe does not have", () => {
    const bare = recipeJsonLd({
      recipe: negroni({
        images: [],
        nutrition: null,
        prep_minutes: null,
        categories: [],
        tags: [],
        cocktail_types: [],
      }),
      url,
      origin,
    });
    for (const key of ["image", "nutrition", "prepTime", "recipeCategory", "keywords"]) {
      expect(bare).not.toHaveProperty(key);
    }
    for (const key of ["video", "suitableForDiet", "cookTime"])
      expect(recipeJsonLd({ recipe: negroni(), url, origin })).not.toHaveProperty(key);
  });

  it("carries the video as a VideoObject, the dietary flags as suitableForDiet and the cook time", () => {
    const youtube = recipeJsonLd({
      recipe: negroni({
        video_url: "https://youtu.be/M7lc1UVf-VE",
        video_embed_url: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
        is_vegetarian: true,
        is_vegan: true,
        is_gluten_free: true,
        cook_minutes: 90,
      }),
      url,
      origin,
    });
    expect(youtube).toMatchObject({
      cookTime: "PT1H30M",
      suitableForDiet: [
        "https://schema.org/VegetarianDiet",
        "https://schema.org/VeganDiet",
        "https://schema.org/GlutenFreeDiet",
      ],
      video: {
        "@type": "VideoObject",
        name: "Negroni: video recipe",
        description: "Three equal measures.",
        thumbnailUrl: ["https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg"],
        contentUrl: "https://youtu.be/M7lc1UVf-VE",
        embedUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
        uploadDate: "2025-01-02T00:00:00.000Z",
      },
    });
    const vimeo = recipeJsonLd({
      recipe: negroni({
        video_url: "https://vimeo.com/76979871",
        video_embed_url: "https://player.vimeo.com/video/76979871?dnt=1",
        is_gluten_free: true,
        published_at: null,
      }),
      url,
      origin,
    });
    expect(vimeo.suitableForDiet).toEqual(["https://schema.org/GlutenFreeDiet"]);
    // Vimeo publishes no still at a fixed address: the recipe's photo stands in.
    expect(vimeo.video).toMatchObject({
      thumbnailUrl: [`${origin}/uploads/recipe-images/negroni.webp`],
      embedUrl: "https://player.vimeo.com/video/76979871?dnt=1",
      uploadDate: "2025-01-01T00:00:00.000Z",
    });
  });

  it("gives a step its photo (absolute) and its estimated time as an ISO duration, and leaves out what it lacks", () => {
    const steps = [
      { step_number: 1, step_description: "Stir with ice.", estimated_time: "30 seconds", step_image_url: null },
      {
        step_number: 2,
        step_description: "Strain over a large cube.",
        estimated_time: "1 minute 30 seconds",
        step_image_url: "/uploads/recipe-images/u/strain.webp",
      },
      {
        step_number: 3,
        step_description: "Garnish.",
        estimated_time: null,
        step_image_url: "https://img.example/g.jpg",
      },
    ];
    const [stir, strain, garnish] = recipeJsonLd({ recipe: negroni({ steps }), url, origin })
      .recipeInstructions as Record<string, unknown>[];
    expect(stir).toMatchObject({ timeRequired: "PT30S" });
    expect(stir).not.toHaveProperty("image");
    expect(strain).toMatchObject({ timeRequired: "PT1M30S", image: `${origin}/uploads/recipe-images/u/strain.webp` });
    expect(garnish).toMatchObject({ image: "https://img.example/g.jpg" });
    expect(garnish).not.toHaveProperty("timeRequired");
  });

  it("keeps each ingredient line as the author wrote it: no group heading, no substitutes", () => {
    const ingredient = negroni().ingredients[0] as RecipeDetail["ingredients"][number];
    const recipe = negroni({ ingredients: [{ ...ingredient, group: "For the stir", substitutes: ["Aperol"] }] });
    expect(recipeJsonLd({ recipe, url, origin }).recipeIngredient).toEqual(["1 oz Campari"]);
  });

  it("leaves out a stored video address that is not a YouTube or Vimeo video", () => {
    const odd = negroni({ video_url: "https://example.com/v.mp4", video_embed_url: "https://example.com/v" });
    expect(recipeJsonLd({ recipe: odd, url, origin })).not.toHaveProperty("video");
  });
});

describe("recipePageMeta", () => {
  it("carries the title, canonical and social cards, and hides drafts from search engines", () => {
    const meta = recipePageMeta({ recipe: negroni(), url, origin, hidden: false });
    expect(meta).toContainEqual({ title: "Negroni | Muddle" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: url });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ property: "og:image", content: `${origin}/uploads/recipe-images/negroni.webp` });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);

    const draft = recipePageMeta({ recipe: negroni(), url, origin, hidden: true });
    expect(draft).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
