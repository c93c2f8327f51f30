/**
 * The words the measure parser knows on top of parse-ingredient's own: our unit names and their
 * spellings, the bar units the library lacks, counted units, unicode fractions, number words.
 */
import type { UnitOfMeasureDefinitions } from "parse-ingredient";

/** The unit we store → the spellings sites use. Units outside the form's list are kept as free text. */
const UNIT_SPELLINGS: Record<string, string[]> = {
  oz: ["oz", "oz.", "ozs", "ounce", "ounces", "fl oz", "fl. oz", "fl. oz.", "fl oz.", "fluid ounce", "fluid ounces"],
  // Bar Assistant writes "topup" (and "Topup"); "top" is the form's word for "top up with".
  top: ["top", "tops", "topup", "top up", "top-up"],
  ml: ["ml", "milliliter", "milliliters", "millilitre", "millilitres"],
  cl: ["cl", "centiliter", "centiliters", "centilitre", "centilitres"],
  l: ["l", "liter", "liters", "litre", "litres"],
  dl: ["dl", "deciliter", "deciliters", "decilitre", "decilitres"],
  dash: ["dash", "dashes"],
  drop: ["drop", "drops"],
  tsp: ["tsp", "tsps", "tsp.", "tsps.", "teaspoon", "teaspoons"],
  tbsp: ["tbsp", "tbsps", "tbsp.", "tbsps.", "tblsp", "tbs", "tbs.", "tablespoon", "tablespoons"],
  barspoon: ["barspoon", "barspoons", "bar spoon", "bar spoons", "bsp"],
  cup: ["cup", "cups"],
  g: ["g", "gr", "gram", "grams"],
  kg: ["kg", "kilogram", "kilograms"],
  lb: ["lb", "lbs", "pound", "pounds"],
  pint: ["pint", "pints", "pt"],
  splash: ["splash", "splashes"],
  pinch: ["pinch", "pinches"],
  slice: ["slice", "slices"],
  wedge: ["wedge", "wedges"],
  wheel: ["wheel", "wheels"],
  twist: ["twist", "twists"],
  sprig: ["sprig", "sprigs"],
  leaf: ["leaf", "leaves"],
  part: ["part", "parts"],
  shot: ["shot", "shots"],
  jigger: ["jigger", "jiggers"],
  cube: ["cube", "cubes"],
  piece: ["piece", "pieces"],
  can: ["can", "cans"],
  bottle: ["bottle", "bottles"],
  scoop: ["scoop", "scoops"],
  peel: ["peel", "peels"],
  // "1 whole Egg", "2 whole Strawberry" (Bar Assistant): a count, which the form calls "unit".
  unit: ["unit", "units", "whole"],
};

/** Spelling → stored unit ("dashes" → "dash", "Tbsp." → "tbsp"). */
export const UNIT_ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(UNIT_SPELLINGS).flatMap(([unit, spellings]) => spellings.map((spelling) => [spelling, unit])),
);

/**
 * Our units in parse-ingredient's format (additionalUOMs): the bar units it lacks (cl, part, shot,
 * barspoon, top, twist, wheel, peel, whole, ...) and our spellings of those it has ("tblsp"). A
 * unit it reads then comes back under our name.
 */
export const UNITS_FOR_LIBRARY: UnitOfMeasureDefinitions = Object.fromEntries(
  Object.entries(UNIT_SPELLINGS).map(([unit, spellings]) => {
    const [short, plural, ...alternates] = spellings;
    return [unit, { short: short ?? unit, plural: plural ?? unit, alternates }];
  }),
);

/** Sizes are part of the name ("2 large eggs"), not a measure. */
export const NOT_UNITS = ["large", "medium", "small", "lg", "lg.", "md", "md.", "med", "med.", "sm", "sm."];

/** Units that mean "one" when written without a number ("dash of bitters", "pinch of salt"). */
export const COUNTED_WITHOUT_NUMBER = new Set([
  "dash",
  "drop",
  "splash",
  "pinch",
  "barspoon",
  "slice",
  "wedge",
  "wheel",
  "twist",
  "sprig",
  "leaf",
  "shot",
  "jigger",
]);

export const VULGAR_FRACTIONS: Record<string, string> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅕": "1/5",
  "⅖": "2/5",
  "⅗": "3/5",
  "⅘": "4/5",
  "⅙": "1/6",
  "⅚": "5/6",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};

export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
  "half a": 0.5,
  "half an": 0.5,
  quarter: 0.25,
};
