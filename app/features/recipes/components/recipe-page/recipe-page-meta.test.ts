import { describe, expect, it } from "vitest";
import type { SeedRecipeIngredient } from "../../../../../db/seed/seed-types";
import { DEMO_RECIPES, recipeDetail } from "../../recipe-detail-fixtures";
import { scrapeRecipePage } from "../../recipe-scrapers-port";
import { recipeImageVersion } from "../../recipe-social-images";
import type { RecipeDetail } from "../../recipe-types";
import { recipeCuisine, recipeImageSource, recipeJsonLd, recipePageMeta } from "./recipe-page-meta";

const origin = "https://muddle.example";
const url = `${origin}/recipes/eve_stirs/negroni`;

function negroni(overrides: Partial<RecipeDetail> = {}): RecipeDetail {
  return recipeDetail({
    name: "Negroni",
    slug: "negroni",
    description: "Three equal measures.",
    image_url: "/uploads/recipe-images/negroni.webp",
    prep_minutes: 3,
    total_minutes: 5,
    method: "stirred",
    difficulty: "advanced",
    abv: 23.3,
    glass: "Rocks glass",
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
  });
}

const version = recipeImageVersion({
  id: "r1",
  name: "Negroni",
  authorUsername: "eve_stirs",
  photo: "/uploads/recipe-images/negroni.webp",
});

describe("recipeJsonLd", () => {
  it("describes the recipe for search engines with its images in three sizes and ISO durations", () => {
    expect(recipeJsonLd({ recipe: negroni(), url, origin })).toMatchObject({
      "@type": "Recipe",
      name: "Negroni",
      image: [
        `${origin}/images/recipes/r1/16x9.jpg?v=${version}`,
        `${origin}/images/recipes/r1/4x3.jpg?v=${version}`,
        `${origin}/images/recipes/r1/1x1.jpg?v=${version}`,
      ],
      author: { "@type": "Person", name: "Eve", url: `${origin}/eve_stirs` },
      datePublished: "2025-01-02T00:00:00.000Z",
      prepTime: "PT3M",
      totalTime: "PT5M",
      recipeYield: "1 serving",
      recipeIngredient: ["1 oz Campari"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Stir with ice.", url: `${url}#step-1` }],
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
    for (const key of ["nutrition", "prepTime", "recipeCategory", "keywords", "recipeCuisine"]) {
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
    // Vimeo publishes no still at a fixed address: the recipe's 16:9 image stands in.
    expect(vimeo.video).toMatchObject({
      thumbnailUrl: [`${origin}/images/recipes/r1/16x9.jpg?v=${version}`],
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

  it("keeps each ingredient line as the author wrote it: its substitutes, no group heading", () => {
    const ingredient = negroni().ingredients[0] as RecipeDetail["ingredients"][number];
    const recipe = negroni({
      ingredients: [{ ...ingredient, group: "For the stir", substitutes: ["Aperol", "Select"], optional: true }],
    });
    expect(recipeJsonLd({ recipe, url, origin }).recipeIngredient).toEqual([
      "1 oz Campari or Aperol or Select (optional)",
    ]);
  });

  it("gives a recipe without a photo its generated card in the same three sizes", () => {
    const bare = negroni({ images: [], image_url: null });
    const source = recipeImageSource(bare);
    expect(source.photo).toBeNull();
    const v = recipeImageVersion(source);
    expect(v).not.toBe(version);
    expect(recipeJsonLd({ recipe: bare, url, origin }).image).toEqual(
      ["16x9", "4x3", "1x1"].map((aspect) => `${origin}/images/recipes/r1/${aspect}.jpg?v=${v}`),
    );
  });

  it("names the cuisine only where a tag or category says where the drink is from", () => {
    expect(recipeCuisine({ tags: ["bitter", "aperitivo"], categories: [] })).toBe("Italian");
    expect(recipeCuisine({ tags: ["french"], categories: [{ id: 1, name: "Tiki" }] })).toBe("French, Tiki");
    expect(recipeCuisine({ tags: ["new orleans", "peru"], categories: [] })).toBe("New Orleans, Peruvian");
    expect(recipeCuisine({ tags: ["bitter"], categories: [{ id: 1, name: "Classic" }] })).toBeUndefined();
    // A tag that names a property of every object is only a tag.
    expect(recipeCuisine({ tags: ["constructor", "__proto__", "toString"], categories: [] })).toBeUndefined();
    expect(recipeJsonLd({ recipe: negroni({ tags: ["aperitivo"] }), url, origin }).recipeCuisine).toBe("Italian");
  });

  it("leaves out a stored video address that is not a YouTube or Vimeo video", () => {
    const odd = negroni({ video_url: "https://example.com/v.mp4", video_embed_url: "https://example.com/v" });
    expect(recipeJsonLd({ recipe: odd, url, origin })).not.toHaveProperty("video");
  });
});

describe("recipePageMeta", () => {
  it("carries the title, canonical, an Open Graph image with its size and text, and the structured data", () => {
    const meta = recipePageMeta({ recipe: negroni(), url, origin, hidden: false });
    expect(meta).toContainEqual({ title: "Negroni | Muddle" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: url });
    expect(meta).toContainEqual({ name: "robots", content: "index, follow" });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ property: "og:image", content: `${origin}/images/recipes/r1/16x9.jpg?v=${version}` });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "675" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "On a large cube" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ property: "article:author", content: `${origin}/eve_stirs` });
    const jsonLd = meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : []));
    expect(jsonLd.map((entry) => entry["@type"])).toEqual(["Recipe", "BreadcrumbList"]);
    expect(jsonLd[1]).toMatchObject({
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Recipes", item: `${origin}/recipes` },
        { "@type": "ListItem", position: 3, name: "Negroni", item: url },
      ],
    });
  });

  it("keeps a draft, private or followers-only recipe out of search engines, with no card of it", () => {
    const hidden = recipePageMeta({ recipe: negroni({ is_public: false }), url, origin, hidden: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(hidden).toContainEqual({ tagName: "link", rel: "canonical", href: url });
    const text = JSON.stringify(hidden);
    for (const leak of ["og:", "twitter:", "ld+json", "/images/recipes/", "negroni.webp", "article:author"]) {
      expect(text).not.toContain(leak);
    }
  });

  it("builds a shared recipe's tags once per address, and anew for another address, visibility or recipe", () => {
    const recipe = Object.freeze(negroni());
    const first = recipePageMeta({ recipe, url, origin, hidden: false });
    expect(recipePageMeta({ recipe, url, origin, hidden: false })).toBe(first);

    const elsewhere = recipePageMeta({ recipe, url: `${origin}/recipes/eve_stirs/negroni-2`, origin, hidden: false });
    expect(elsewhere).not.toBe(first);
    expect(elsewhere).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${origin}/recipes/eve_stirs/negroni-2`,
    });
    expect(recipePageMeta({ recipe, url, origin, hidden: true })).toContainEqual({
      name: "robots",
      content: "noindex, nofollow",
    });

    const renamed = recipePageMeta({ recipe: { ...recipe, name: "Negroni Sbagliato" }, url, origin, hidden: false });
    expect(renamed).toContainEqual({ title: "Negroni Sbagliato | Muddle" });
    expect(recipePageMeta({ recipe, url, origin, hidden: false })).toContainEqual({ title: "Negroni | Muddle" });
  });
});

/** The line an author's ingredient reads as, written out here apart from ingredientLine. */
const UNIT_WORDS: Record<string, [string, string]> = {
  oz: ["oz", "oz"],
  g: ["g", "g"],
  dash: ["dash", "dashes"],
  splash: ["splash", "splashes"],
};
function authoredLine(line: SeedRecipeIngredient): string {
  const unit = line.unit === "unit" || line.unit === "top" ? null : UNIT_WORDS[line.unit];
  if (line.unit !== "unit" && line.unit !== "top" && !unit) throw new Error(`No words for the unit ${line.unit}`);
  const amount =
    line.quantity === null ? "" : `${line.quantity}${unit ? ` ${unit[line.quantity === 1 ? 0 : 1]}` : ""} `;
  const top = line.quantity === null && line.unit === "top" ? "Top with " : "";
  const substitutes = (line.substitutes ?? []).map((name) => ` or ${name}`).join("");
  return `${amount}${top}${line.ingredient}${substitutes}${line.optional ? " (optional)" : ""}${line.garnish ? ", for garnish" : ""}`;
}

/** The page's JSON-LD blocks as React Router's <Meta> writes them (< > & escaped inside the JSON). */
function pageHtml(meta: ReturnType<typeof recipePageMeta>): string {
  const blocks = meta.flatMap((m) =>
    "script:ld+json" in m
      ? [
          `<script type="application/ld+json">${JSON.stringify(m["script:ld+json"]).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}</script>`,
        ]
      : [],
  );
  return `<!DOCTYPE html><html><head>${blocks.join("")}</head><body></body></html>`;
}

describe("every demo recipe read by the recipe scrapers Mealie and Tandoor use", () => {
  const pages = DEMO_RECIPES.map(({ seed, detail }) => ({
    seed,
    scraped: scrapeRecipePage(
      pageHtml(recipePageMeta({ recipe: detail, url: `${origin}/recipes/x/${detail.slug}`, origin, hidden: false })),
    ),
  }));

  it("gives one instruction per step, the step's own text", () => {
    expect(pages.length).toBeGreaterThanOrEqual(45);
    for (const { seed, scraped } of pages) expect(scraped.instructions, seed.name).toEqual(seed.steps);
  });

  it("gives every ingredient line as the author wrote it, with the authored amount and its markers", () => {
    for (const { seed, scraped } of pages) {
      expect(scraped.ingredients, seed.name).toEqual(seed.ingredients.map(authoredLine));
    }
    const lines = pages.flatMap((page) => page.scraped.ingredients);
    // 0.25 oz is stored as a float4 and still comes out as written, never rounded to 0.3.
    expect(lines).toContain("0.25 oz Demerara Syrup or Simple Syrup");
    expect(lines).toContain("1 Orange Peel, for garnish");
    expect(lines).toContain("2 oz Bourbon or Rye Whiskey");
    expect(lines).toContain("Top with Crushed Ice");
    expect(lines.some((line) => line.endsWith(" (optional)"))).toBe(true);
    expect(lines.some((line) => / 0\.3 oz /.test(line))).toBe(false);
  });
});
