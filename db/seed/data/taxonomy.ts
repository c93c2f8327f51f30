/**
 * Drink categories and cocktail types used to classify the demo recipes.
 * Recipes in recipes.ts reference these strings exactly.
 */
export const SEED_CATEGORIES: string[] = [
  "Classic",
  "Modern Classic",
  "Tiki",
  "Sour",
  "Highball",
  "Stirred & Spirit-Forward",
  "Low ABV",
  "Aperitivo",
  "Brunch",
  "Dessert",
  "Hot Drinks",
  "Party",
];

export const SEED_COCKTAIL_TYPES: string[] = [
  "Rum",
  "Gin",
  "Whiskey",
  "Tequila & Mezcal",
  "Vodka",
  "Brandy",
  "Amaro & Liqueur",
  "Sparkling",
  "Beer",
  "Non-Alcoholic",
];
