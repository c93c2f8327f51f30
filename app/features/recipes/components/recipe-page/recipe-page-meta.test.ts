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
    total_minutes: 5,
    recipe_yield: null,
    method: "stirred",
    abv: 23.3,
    glass: "Rocks glass",
    status: "published",
    is_public: true,
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
        unit: "oz",
        optional: false,
        garnish: false,
        substitutes: [],
        unit_type: "volume",
      },
    ],
    steps: [{ step_number: 1, step_description: "Stir with ice." }],
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
