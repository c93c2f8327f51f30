/**
 * Realistic uploads for the import tests: each shaped like what the source really publishes
 * (a WordPress recipe page's JSON-LD @graph, a Bar Assistant Draft 04 export, TheCocktailDB's API).
 */

/** As a recipe page embeds it: WebSite, WebPage and Person nodes around one Recipe with `@type` as a list. */
export const SCHEMA_ORG_GRAPH = {
  "@context": "https://schema.org",
  "@graph": [
    {
      "@type": "WebSite",
      "@id": "https://www.stirred-example.com/#website",
      url: "https://www.stirred-example.com/",
      name: "Stirred &amp; Shaken",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://www.stirred-example.com/?s={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    },
    {
      "@type": "WebPage",
      "@id": "https://www.stirred-example.com/negroni/#webpage",
      url: "https://www.stirred-example.com/negroni/",
      name: "Classic Negroni Recipe - Stirred &amp; Shaken",
      isPartOf: { "@id": "https://www.stirred-example.com/#website" },
    },
    { "@type": "Person", "@id": "https://www.stirred-example.com/#/schema/person/1", name: "Ada Barkeep" },
    {
      "@type": ["Recipe"],
      "@id": "https://www.stirred-example.com/negroni/#recipe",
      name: "Classic Negroni",
      author: { "@id": "https://www.stirred-example.com/#/schema/person/1" },
      description:
        "The Negroni is a bitter, boozy Italian aperitivo &#8211; equal parts gin, Campari and sweet vermouth.",
      datePublished: "2023-04-12T09:00:00+00:00",
      image: [
        "https://www.stirred-example.com/wp-content/uploads/negroni.jpg",
        "https://www.stirred-example.com/wp-content/uploads/negroni-500x500.jpg",
        "https://www.stirred-example.com/wp-content/uploads/negroni-500x375.jpg",
        "https://www.stirred-example.com/wp-content/uploads/negroni-480x270.jpg",
        "https://www.stirred-example.com/wp-content/uploads/negroni-1x1.jpg",
      ],
      recipeYield: ["1", "1 cocktail"],
      prepTime: "PT5M",
      totalTime: "PT1H10M",
      recipeIngredient: [
        "1 oz London dry gin",
        "1 oz Campari",
        "1 oz sweet vermouth (such as Cocchi di Torino)",
        "1 orange peel, for garnish",
      ],
      recipeInstructions: [
        {
          "@type": "HowToStep",
          text: "Add the gin, Campari and sweet vermouth to a mixing glass filled with ice.",
          name: "Add the gin, Campari and sweet vermouth to a mixing glass filled with ice.",
          url: "https://www.stirred-example.com/negroni/#wprm-recipe-41-step-0-0",
        },
        { "@type": "HowToStep", text: "Stir until well chilled, about 30 seconds." },
        {
          "@type": "HowToStep",
          text: "Strain into a rocks glass over a large ice cube and garnish with the orange peel.",
        },
      ],
      recipeCategory: ["Cocktail"],
      recipeCuisine: ["Italian"],
      keywords: "negroni, gin cocktail, aperitivo",
      nutrition: {
        "@type": "NutritionInformation",
        calories: "198 kcal",
        sugarContent: "8 g",
        servingSize: "1 serving",
      },
      isPartOf: { "@id": "https://www.stirred-example.com/negroni/#webpage" },
      mainEntityOfPage: "https://www.stirred-example.com/negroni/#webpage",
    },
  ],
};

/** Bar Assistant cocktail JSON, Draft 04 (https://barassistant.app/cocktail-04.schema.json). */
export const BAR_ASSISTANT_COCKTAIL = {
  name: "Tommy's Margarita",
  instructions: "1. Add all ingredients to a shaker with ice.\n2. Shake well.\n3. Strain over fresh ice.",
  created_at: "2024-07-21T15:30:00Z",
  source: "https://example.com/tommys",
  description: "Agave syrup instead of triple sec.",
  garnish: "Lime wheel",
  abv: 21.4,
  tags: ["Sour", "Agave"],
  glass: "Rocks",
  method: "Shake",
  images: [{ uri: "https://images.example.com/tommys.jpg", placeholder_hash: null, copyright: "© 2024 Bar Assistant" }],
  ingredients: [
    {
      name: "Tequila",
      strength: 40,
      amount: 60,
      units: "ml",
      optional: false,
      amount_max: null,
      note: "Preferably blanco",
      substitutes: [{ name: "Mezcal", amount: 60, units: "ml", amount_max: null }],
    },
    { name: "Lime juice", amount: 30, units: "ml", optional: false },
    { name: "Agave syrup", amount: 15, units: "ml", optional: false, amount_max: 20 },
    { name: "Saline solution", amount: 2, units: "dashes", optional: true },
  ],
};

/** TheCocktailDB's API answer (lookup.php / search.php), trimmed of the translation fields. */
export const COCKTAILDB_ENVELOPE = {
  drinks: [
    {
      idDrink: "11007",
      strDrink: "Margarita",
      strDrinkAlternate: null,
      strTags: "IBA,ContemporaryClassic",
      strVideo: null,
      strCategory: "Ordinary Drink",
      strIBA: "Contemporary Classics",
      strAlcoholic: "Alcoholic",
      strGlass: "Cocktail glass",
      strInstructions:
        "Rub the rim of the glass with the lime slice to make the salt stick to it. Shake the other ingredients with ice, then carefully pour into the glass.",
      strInstructionsDE: "Reiben Sie den Rand des Glases mit der Limettenscheibe.",
      strDrinkThumb: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg",
      strIngredient1: "Tequila",
      strIngredient2: "Triple sec",
      strIngredient3: "Lime juice",
      strIngredient4: "Salt",
      strIngredient5: null,
      strMeasure1: "1 1/2 oz ",
      strMeasure2: "1/2 oz ",
      strMeasure3: "1 oz ",
      strMeasure4: null,
      strMeasure5: null,
      strImageAttribution: null,
      dateModified: "2015-08-18 14:42:59",
    },
    {
      idDrink: "11004",
      strDrink: "Whiskey Sour",
      strTags: "IBA,Classic,Alcoholic",
      strCategory: "Ordinary Drink",
      strIBA: "Unforgettables",
      strAlcoholic: "Alcoholic",
      strGlass: "Old-fashioned glass",
      strInstructions: "Shake with ice. Strain into chilled glass, garnish and serve.",
      strDrinkThumb: "https://www.thecocktaildb.com/images/media/drink/hbkfsh1589574990.jpg",
      strIngredient1: "Blended whiskey",
      strIngredient2: "Lemon",
      strIngredient3: "Powdered sugar",
      strIngredient4: "Cherry",
      strIngredient5: "Lemon",
      strIngredient6: "",
      strMeasure1: "2 oz ",
      strMeasure2: "Juice of 1/2 ",
      strMeasure3: "1/2 tsp ",
      strMeasure4: "1 ",
      strMeasure5: "1/2 slice ",
      strMeasure6: "",
    },
    {
      idDrink: "12560",
      strDrink: "Afterglow",
      strCategory: "Cocktail",
      strAlcoholic: "Non alcoholic",
      strGlass: "Highball Glass",
      strInstructions: "Mix. Serve over ice.",
      strDrinkThumb: "https://www.thecocktaildb.com/images/media/drink/vuquyv1468876052.jpg",
      strIngredient1: "Grenadine",
      strIngredient2: "Orange juice",
      strIngredient3: "Pineapple juice",
      strMeasure1: "1 part ",
      strMeasure2: "4 parts ",
      strMeasure3: "4 parts ",
    },
  ],
};

/** Three recipes in our own format, as the Format section documents it. */
export const MUDDLE_THREE = [
  {
    name: "Bee's Knees",
    description: "Gin, lemon and honey.",
    ingredients: [
      { name: "Gin", quantity: 2, unit: "oz" },
      { name: "Lemon juice", quantity: 0.75, unit: "oz" },
      { name: "Honey syrup", quantity: 0.75, unit: "oz" },
    ],
    steps: ["Shake with ice.", "Strain into a chilled coupe."],
    categories: ["Classic", "Sour"],
    cocktail_types: ["Gin"],
    tags: "shaken, honey",
  },
  {
    name: "Paloma",
    recipe_yield: "1 highball",
    ingredients: [
      { name: "Tequila", quantity: 2, unit: "oz" },
      { name: "Lime juice", quantity: 0.5, unit: "oz" },
      { name: "Grapefruit soda", unit: "top" },
      { name: "Salt", note: "a pinch", optional: true },
    ],
    steps: ["Build over ice in a salt-rimmed highball.", "Top with grapefruit soda."],
    categories: ["Highball"],
    cocktail_types: ["Tequila & Mezcal"],
    tags: ["refreshing"],
    glass: "Highball",
    method: "Build",
  },
  {
    name: "Espresso Martini",
    prep_minutes: 4,
    total_minutes: 6,
    images: [{ url: "https://images.example.com/espresso-martini.jpg", caption: "Three beans on top" }],
    ingredients: [
      { name: "Vodka", quantity: 1.5, unit: "oz", substitutes: ["Aged rum"] },
      { name: "Coffee liqueur", quantity: 0.5, unit: "oz" },
      { name: "Espresso", quantity: 1, unit: "oz" },
      { name: "Coffee beans", quantity: 3, unit: "unit", garnish: true },
    ],
    steps: ["Shake hard with ice.", "Double strain into a coupe."],
    categories: ["Modern Classic", "Dessert"],
    cocktail_types: ["Vodka"],
    nutrition: { calories: "230 kcal" },
  },
];
