/**
 * Colour schemes for the generated recipe photos: a backdrop gradient, liquid and garnish per
 * family of drinks, chosen from the recipe's name, types, categories and ingredients.
 */

export type Garnish = "wheel" | "cherry" | "leaf" | "bean";
export type Palette = {
  key: string;
  /** Backdrop gradient, dark to light. */
  background: [string, string, string];
  glow: string;
  /** Top and bottom of the liquid. */
  liquid: [string, string];
  garnish: { kind: Garnish; color: string };
};

const p = (
  key: string,
  background: Palette["background"],
  glow: string,
  liquid: Palette["liquid"],
  kind: Garnish,
  color: string,
): Palette => ({
  key,
  background,
  glow,
  liquid,
  garnish: { kind, color },
});

export const PALETTES = {
  amber: p("amber", ["#241005", "#6e3310", "#c98532"], "#ffd08a", ["#e39a3b", "#8a3f0f"], "wheel", "#f08a24"),
  ruby: p("ruby", ["#22050c", "#66101e", "#c4363f"], "#ff9a86", ["#e3343f", "#7a0917"], "wheel", "#ff8c3a"),
  citrus: p("citrus", ["#0c2414", "#2c6428", "#b2cc55"], "#f4ffb0", ["#e1ef9c", "#9cbc3a"], "wheel", "#8cc63f"),
  mint: p("mint", ["#06201a", "#1f5e45", "#8fcf9a"], "#e8ffd8", ["#eaf7df", "#b9dfae"], "leaf", "#3f9a4a"),
  tropical: p("tropical", ["#04363b", "#0f7a78", "#f29b4c"], "#ffe0a6", ["#ffc062", "#e4632c"], "wheel", "#f6d743"),
  sparkling: p("sparkling", ["#231d10", "#86703f", "#f1e4b8"], "#fff8de", ["#f8ebb0", "#dcbc5c"], "cherry", "#d8465e"),
  berry: p("berry", ["#24081f", "#74204f", "#e3849f"], "#ffc6d6", ["#f0708f", "#9b1646"], "cherry", "#b3123f"),
  violet: p("violet", ["#170f2e", "#463777", "#b9a7e2"], "#eee4ff", ["#d4c4f4", "#9582cf"], "cherry", "#8e1630"),
  sunset: p("sunset", ["#260c08", "#a73c1c", "#f5b24c"], "#ffe1a0", ["#f8a43e", "#c8321f"], "wheel", "#ff9d2e"),
  mocha: p("mocha", ["#140b07", "#43281a", "#a9805f"], "#ffe2c2", ["#4a2a1a", "#1c0e08"], "bean", "#5b3420"),
  botanical: p("botanical", ["#0a1a27", "#244d66", "#a2ccd9"], "#eafaff", ["#f0f9fb", "#c3e2ea"], "wheel", "#f2d447"),
  terracotta: p("terracotta", ["#26100a", "#85391e", "#da8c5c"], "#ffd9b8", ["#f0a060", "#b4532a"], "wheel", "#f3b33d"),
} satisfies Record<string, Palette>;

export type PaletteSource = {
  name: string;
  cocktailTypes?: string[];
  categories?: string[];
  ingredients?: Array<{ ingredient: string; garnish?: boolean } | string>;
};

// First match wins, so the more distinctive signals (coffee, Campari, violet) come first.
const RULES: Array<[RegExp, Palette]> = [
  [/espresso|coffee|cream liqueur|cacao|white russian|alexander/, PALETTES.mocha],
  [/campari|negroni|americano|boulevardier|sbagliato/, PALETTES.ruby],
  [/violette|aviation/, PALETTES.violet],
  [/cranberr|raspberr|blackberr|cassis|cosmopolitan|clover club|bramble|strawberr/, PALETTES.berry],
  [/aperol|grenadine|tomato|sunrise|hurricane|passion fruit|orange juice/, PALETTES.sunset],
  [/\bsparkling\b|champagne|prosecco|cava\b/, PALETTES.sparkling],
  [/\bmint\b|basil|mojito|cucumber/, PALETTES.mint],
  [/tequila|mezcal|cachaça|cachaca|chartreuse|gimlet|lime cordial/, PALETTES.citrus],
  [/\btiki\b|\brum\b|pineapple|orgeat|coconut|falernum/, PALETTES.tropical],
  [/whiske?y|bourbon|\brye\b|scotch|brandy|cognac|armagnac|calvados|\bhoney\b/, PALETTES.amber],
  [/\bgin\b|vodka|vermouth|pisco|non-alcoholic/, PALETTES.botanical],
];

export function paletteFor(recipe: PaletteSource): Palette {
  // Garnishes do not colour the drink: a Mai Tai's mint sprig must not make it green.
  const ingredients = (recipe.ingredients ?? []).flatMap((i) =>
    typeof i === "string" ? [i] : i.garnish ? [] : [i.ingredient],
  );
  const text = [recipe.name, ...(recipe.cocktailTypes ?? []), ...(recipe.categories ?? []), ...ingredients]
    .join(" | ")
    .toLowerCase();
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? PALETTES.terracotta;
}
