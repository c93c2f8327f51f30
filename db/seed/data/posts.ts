/**
 * Demo community posts (issue 16): what the demo members talk about, with a few images drawn like the
 * recipe placeholders, comments and replies. `hoursAgo` keeps the feed's order the same on every run.
 */
export type SeedPost = {
  author: string;
  hoursAgo: number;
  content: string;
  /** Drawn like a recipe photo: the glass and the colours of the named recipe or theme. */
  images?: { name: string; glass: string }[];
  followersOnly?: boolean;
  comments?: { author: string; content: string; replies?: { author: string; content: string }[] }[];
  likedBy?: string[];
};

export const SEED_POSTS: SeedPost[] = [
  {
    author: "eve_stirs",
    hoursAgo: 2,
    content:
      "Batched a litre of Negronis for Saturday and let it rest in the fridge overnight. Stirred over ice to order, it tasted rounder than any I have built one at a time. Anyone else pre-dilute their batches?",
    images: [{ name: "Saturday Negroni Batch", glass: "Rocks" }],
    comments: [
      {
        author: "barkeep_ben",
        content: "Always. 20% water by volume for stirred drinks, then straight from the freezer. Saves a busy night.",
        replies: [{ author: "eve_stirs", content: "20% is exactly where I landed too. Freezer next time!" }],
      },
      { author: "citrus_cleo", content: "That colour! Which vermouth did you use?" },
    ],
    likedBy: ["ada_mixes", "barkeep_ben", "citrus_cleo", "dan_the_distiller"],
  },
  {
    author: "citrus_cleo",
    hoursAgo: 5,
    content:
      "Oleo saccharum day: peels of six lemons, a cup of sugar, four hours. The syrup smells like a lemon grove. It is going into a punch for tonight.",
    images: [
      { name: "Lemon Oleo Saccharum", glass: "Collins" },
      { name: "Tonight's Punch Bowl", glass: "Punch Cup" },
    ],
    likedBy: ["eve_stirs", "ada_mixes"],
    comments: [
      { author: "ada_mixes", content: "Save me a glass! Do you strain the peels out or leave them in the punch?" },
    ],
  },
  {
    author: "dan_the_distiller",
    hoursAgo: 9,
    content:
      "Tasting notes from the cellar: the apple brandy I put down last spring has turned into something with real vanilla and baked-apple depth. Thinking of a Jack Rose with it this weekend.",
    likedBy: ["barkeep_ben"],
  },
  {
    author: "barkeep_ben",
    hoursAgo: 14,
    content:
      "Quick tip for anyone new behind their home bar: shake with big, dry ice cubes straight from the freezer. Wet, small ice over-dilutes before you get the drink cold. More tips on my profile.",
    likedBy: ["eve_stirs", "citrus_cleo", "dan_the_distiller", "ada_mixes"],
    comments: [
      { author: "ada_mixes", content: "This fixed my watery daiquiris overnight. Thank you!" },
      {
        author: "dan_the_distiller",
        content: "And chill the tin for a few seconds before you add the liquid.",
        replies: [{ author: "barkeep_ben", content: "Good call, a cold tin makes a colder drink." }],
      },
    ],
  },
  {
    author: "ada_mixes",
    hoursAgo: 26,
    content:
      "My first attempt at a clarified milk punch. It took an afternoon and two coffee filters, and it is crystal clear. Recipe notes coming soon — see https://en.wikipedia.org/wiki/Milk_punch for the history.",
    images: [{ name: "Clarified Milk Punch", glass: "Coupe" }],
    likedBy: ["eve_stirs", "citrus_cleo"],
  },
  {
    author: "eve_stirs",
    hoursAgo: 40,
    content:
      "Only for the people who follow me: I'm trialling a new house menu next month. Three stirred, three sours. Suggestions welcome!",
    followersOnly: true,
    likedBy: ["barkeep_ben"],
  },
  {
    author: "citrus_cleo",
    hoursAgo: 52,
    content: "Grapefruit season is here. Paloma for everyone 🍹",
    images: [{ name: "Paloma Season", glass: "Highball" }],
    likedBy: ["dan_the_distiller"],
  },
  {
    author: "barkeep_ben",
    hoursAgo: 70,
    content:
      "Hosting a tiki night? Build the menu from a collection and print it — the drink menu prints with a QR code that brings guests straight back to the recipes.",
    likedBy: ["ada_mixes"],
  },
];
