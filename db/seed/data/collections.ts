import type { SeedCollection } from "../seed-types";

/**
 * Collections curated by the demo members. Recipe names match SEED_RECIPES, owners match
 * SEED_MEMBERS. One is private, so the demo shows both kinds.
 */
export const SEED_COLLECTIONS: SeedCollection[] = [
  {
    name: "Tiki Night",
    description:
      "Everything you need for a backyard luau: layered rums, orgeat, fresh pineapple and plenty of crushed ice. Batch the juices before guests arrive and shake to order.",
    owner: "barkeep_ben",
    isPublic: true,
    recipes: ["Mai Tai", "Jungle Bird", "Piña Colada", "Hurricane", "Dark 'n' Stormy"],
  },
  {
    name: "Bitter & Beautiful",
    description:
      "The Negroni and its relations, plus a few amari worth getting to know. Red, bracing and built for the hour before dinner.",
    owner: "eve_stirs",
    isPublic: true,
    recipes: ["Negroni", "Boulevardier", "Americano", "Negroni Sbagliato", "Paper Plane", "Hanky Panky"],
  },
  {
    name: "Brunch Favourites",
    description:
      "Light, bright and forgiving drinks for a long late breakfast. Most are built in the glass, so the host gets to sit down too.",
    owner: "ada_mixes",
    isPublic: true,
    recipes: ["Mimosa", "Bellini", "Bloody Mary", "Aperol Spritz", "Kir Royale", "Michelada"],
  },
  {
    name: "Sours 101",
    description:
      "Spirit, citrus, sugar: learn the pattern once and a whole family opens up. Start at the top and work down; each one teaches a new twist on the same balance.",
    owner: "citrus_cleo",
    isPublic: true,
    recipes: ["Margarita", "Whiskey Sour", "Daiquiri", "Gimlet", "Sidecar", "Pisco Sour", "Bee's Knees"],
  },
  {
    name: "Low & Slow Sippers",
    description:
      "Stirred, spirit-forward drinks to nurse over a long conversation. Use your best whiskey and your biggest ice cube, then take your time.",
    owner: "dan_the_distiller",
    isPublic: true,
    recipes: ["Old Fashioned", "Manhattan", "Sazerac", "Vieux Carré", "Rob Roy"],
  },
  {
    name: "Still to Master",
    description:
      "My private practice list: the drinks that have beaten me so far. Egg whites, tricky balances and one ingredient I keep overpouring.",
    owner: "citrus_cleo",
    isPublic: false,
    recipes: ["Aviation", "Last Word", "Corpse Reviver No. 2", "Clover Club", "Gin Fizz"],
  },
];
