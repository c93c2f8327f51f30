import type { SeedMember } from "../seed-types";

/** Shared password for every demo account, so testers can sign in as any member. */
export const DEMO_PASSWORD = "muddle-demo-password";

export const SEED_MEMBERS: SeedMember[] = [
  {
    username: "ada_mixes",
    email: "ada@demo.muddle.example",
    firstName: "Ada",
    lastName: "Lindqvist",
    bio: "Weekend host who loves turning a small home bar into brunch spritzes and sparkling drinks for friends.",
    location: "Stockholm, Sweden",
    expertiseLevel: "intermediate",
  },
  {
    username: "barkeep_ben",
    email: "ben@demo.muddle.example",
    firstName: "Ben",
    lastName: "Okafor",
    bio: "Ten years behind busy cocktail bars. I write specs that work at volume and still taste great at home.",
    location: "Chicago, USA",
    expertiseLevel: "professional",
  },
  {
    username: "citrus_cleo",
    email: "cleo@demo.muddle.example",
    firstName: "Cleo",
    lastName: "Marchetti",
    bio: "New to mixing and hooked on anything with fresh citrus. Currently squeezing my way through the classic sours.",
    location: "Lisbon, Portugal",
    expertiseLevel: "beginner",
  },
  {
    username: "dan_the_distiller",
    email: "dan@demo.muddle.example",
    firstName: "Dan",
    lastName: "Whitaker",
    bio: "Whiskey nerd and amateur historian of the stirred drink. Ask me about rye versus bourbon at your own risk.",
    location: "Louisville, USA",
    expertiseLevel: "expert",
    role: "admin",
  },
  {
    username: "eve_stirs",
    email: "eve@demo.muddle.example",
    firstName: "Eve",
    lastName: "Tanaka",
    bio: "Aperitivo devotee who believes a good Negroni fixes most things. I keep my recipes short and precise.",
    location: "Melbourne, Australia",
    expertiseLevel: "advanced",
  },
];
