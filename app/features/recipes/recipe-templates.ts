/** Part 1 §2: the three templates offered by "Create New Recipe", as complete, correct recipes. */
import type { RecipeFormValues } from "./recipe-schema";

export type RecipeTemplate = { key: string; label: string; blurb: string; values: RecipeFormValues };

export const RECIPE_TEMPLATES: RecipeTemplate[] = [
  {
    key: "classic-mojito",
    label: "Classic Mojito",
    blurb: "White rum, lime, mint and soda",
    values: {
      name: "Classic Mojito",
      description:
        "A tall, bright Cuban highball: fresh mint and lime muddled with sugar, lifted with white rum and soda.",
      prep_minutes: 5,
      total_minutes: 7,
      recipe_yield: "1 serving",
      ingredients: [
        { name: "White Rum", quantity: 2, unit: "oz" },
        { name: "Fresh Lime Juice", quantity: 1, unit: "oz" },
        { name: "Simple Syrup", quantity: 0.75, unit: "oz" },
        { name: "Mint Leaves", quantity: 8, unit: "leaf" },
        { name: "Soda Water", quantity: 2, unit: "oz" },
        { name: "Mint Sprig", quantity: 1, unit: "sprig", garnish: true },
      ],
      steps: [
        "Gently muddle the mint leaves with the simple syrup in a highball glass to release their oils.",
        "Add the lime juice and white rum, then fill the glass with crushed ice.",
        "Stir until the glass is frosty, then top with soda water.",
        "Garnish with a mint sprig and serve with a straw.",
      ],
      tags: "rum, mint, highball, refreshing",
    },
  },
  {
    key: "old-fashioned",
    label: "Old Fashioned",
    blurb: "Bourbon, sugar, bitters and orange",
    values: {
      name: "Old Fashioned",
      description: "The original cocktail: whiskey softened with a little sugar and seasoned with aromatic bitters.",
      prep_minutes: 3,
      total_minutes: 5,
      recipe_yield: "1 serving",
      ingredients: [
        { name: "Bourbon", quantity: 2, unit: "oz" },
        { name: "Demerara Syrup", quantity: 0.25, unit: "oz" },
        { name: "Angostura Bitters", quantity: 2, unit: "dash" },
        { name: "Orange Peel", quantity: 1, unit: "twist", garnish: true },
      ],
      steps: [
        "Add the bourbon, demerara syrup and bitters to a mixing glass with ice.",
        "Stir for about 30 seconds until well chilled.",
        "Strain into a rocks glass over one large ice cube.",
        "Express the orange peel over the drink and garnish with it.",
      ],
      tags: "whiskey, stirred, classic",
    },
  },
  {
    key: "margarita",
    label: "Margarita",
    blurb: "Tequila, orange liqueur and lime",
    values: {
      name: "Margarita",
      description: "Tequila, orange liqueur and fresh lime, shaken hard and served with a salted rim.",
      prep_minutes: 5,
      total_minutes: 7,
      recipe_yield: "1 serving",
      ingredients: [
        { name: "Blanco Tequila", quantity: 2, unit: "oz" },
        { name: "Triple Sec", quantity: 1, unit: "oz" },
        { name: "Fresh Lime Juice", quantity: 1, unit: "oz" },
        { name: "Sea Salt", unit: "pinch", optional: true },
        { name: "Lime Wedge", quantity: 1, unit: "wedge", garnish: true },
      ],
      steps: [
        "Chill a coupe or rocks glass; if you like, rub a lime wedge on the rim and dip it in salt.",
        "Shake the tequila, triple sec and lime juice hard with ice for 10–12 seconds.",
        "Strain into the prepared glass.",
        "Garnish with a lime wedge.",
      ],
      tags: "tequila, sour, shaken, classic",
    },
  },
];
