/**
 * Demo home bars, so "What can I make" has something to say when you sign in as a demo member.
 * Names must match db/seed/data/ingredients.ts exactly; brands are there on purpose, to show that
 * a variant counts as its generic. A quantity of 0 is a bottle that has run out.
 */
export type SeedBarItem = { ingredient: string; quantity?: number };

export const SEED_BARS: Record<string, SeedBarItem[]> = {
  ada_mixes: [
    { ingredient: "Prosecco", quantity: 2 },
    { ingredient: "Aperol" },
    { ingredient: "Campari" },
    { ingredient: "Soda Water", quantity: 3 },
    { ingredient: "St-Germain" },
    { ingredient: "Bombay Sapphire" },
    { ingredient: "Fresh Lemon Juice" },
    { ingredient: "Simple Syrup" },
    { ingredient: "Martini Rosso" },
    { ingredient: "Orange Peel", quantity: 4 },
    { ingredient: "Champagne", quantity: 0 },
  ],
  eve_stirs: [
    { ingredient: "Tanqueray London Dry Gin" },
    { ingredient: "Carpano Antica Formula" },
    { ingredient: "Noilly Prat Original Dry" },
    { ingredient: "Rittenhouse Rye" },
    { ingredient: "Buffalo Trace" },
    { ingredient: "Angostura Bitters" },
    { ingredient: "Orange Bitters" },
    { ingredient: "Luxardo Maraschino" },
    { ingredient: "Green Chartreuse" },
    { ingredient: "Bénédictine" },
    { ingredient: "Cognac" },
    { ingredient: "Absinthe" },
    { ingredient: "Peychaud's Bitters" },
    { ingredient: "Demerara Syrup" },
    { ingredient: "Sugar Cube", quantity: 12 },
    { ingredient: "Lemon Peel", quantity: 3 },
    { ingredient: "Orange Peel", quantity: 3 },
    { ingredient: "Campari", quantity: 0 },
  ],
  citrus_cleo: [
    { ingredient: "Bacardi Carta Blanca" },
    { ingredient: "Espolòn Blanco" },
    { ingredient: "Cointreau" },
    { ingredient: "Fresh Lime Juice", quantity: 2 },
    { ingredient: "Fresh Lemon Juice" },
    { ingredient: "Simple Syrup" },
    { ingredient: "Agave Syrup" },
    { ingredient: "Egg White", quantity: 6 },
    { ingredient: "Mint Leaves" },
    { ingredient: "Soda Water" },
    { ingredient: "Lime Wedge", quantity: 4 },
  ],
};
