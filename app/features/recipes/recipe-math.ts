/**
 * The recipe page's arithmetic (part 1 §2 Recipe detail, §9): scaling, unit conversion, display
 * rounding, step titles and ISO 8601 durations. Pure functions, shared by the page and its metadata.
 */
import { ML_PER_UNIT } from "~/lib/constants";

/** The units a reader can show volumes in: as written, or everything convertible in ml or oz. */
export const UNIT_MODES = ["original", "ml", "oz"] as const;
export type UnitMode = (typeof UNIT_MODES)[number];

type ConvertibleUnit = keyof typeof ML_PER_UNIT;

function isConvertible(unit: string | null): unit is ConvertibleUnit {
  return unit !== null && Object.hasOwn(ML_PER_UNIT, unit);
}

/** Part 1 §9: rounded to one decimal unless whole ("1.5", "2", "44.4"). */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (Object.is(rounded, -0) || rounded === 0) return "0";
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** A scale factor from the input: minimum 0; an empty or unreadable field counts as 1 (the default). */
export function parseScale(raw: string): number {
  const value = Number.parseFloat(raw);
  if (!Number.isFinite(value)) return 1;
  return Math.max(0, value);
}

/**
 * Converts a volume quantity to the chosen unit (oz = 29.5735 ml, cl = 10 ml). Only oz, cl and ml
 * convert, and only for liquids: an ounce of a weighed ingredient stays as written.
 */
export function convertQuantity(
  quantity: number,
  unit: string | null,
  mode: UnitMode,
  unitType = "volume",
): { quantity: number; unit: string | null } {
  if (mode === "original" || unitType === "weight" || !isConvertible(unit) || unit === mode) {
    return { quantity, unit };
  }
  return { quantity: (quantity * ML_PER_UNIT[unit]) / ML_PER_UNIT[mode], unit: mode };
}

const PLURAL_UNITS: Record<string, string> = {
  dash: "dashes",
  drop: "drops",
  barspoon: "barspoons",
  splash: "splashes",
  cup: "cups",
  slice: "slices",
  wedge: "wedges",
  wheel: "wheels",
  twist: "twists",
  sprig: "sprigs",
  leaf: "leaves",
  pinch: "pinches",
};

/** "1 oz", "2 dashes", "3" (the counting unit "unit" is left unsaid); null when there is no quantity. */
export function formatAmount(quantity: number | null, unit: string | null): string | null {
  if (quantity === null) return null;
  const number = formatNumber(quantity);
  if (!unit || unit === "unit") return number;
  const plural = number !== "1" && PLURAL_UNITS[unit];
  return `${number} ${plural || unit}`;
}

export type IngredientAmountInput = { quantity: number | null; unit: string | null; unit_type?: string };

/** The amount to show for one ingredient line at a scale and in a unit mode; null shows just the name. */
export function ingredientAmount(ingredient: IngredientAmountInput, scale = 1, mode: UnitMode = "original") {
  if (ingredient.quantity === null) return null;
  const converted = convertQuantity(ingredient.quantity * scale, ingredient.unit, mode, ingredient.unit_type);
  return formatAmount(converted.quantity, converted.unit);
}

/** A structured-data ingredient line: "1 oz Campari", or just the name without a quantity. */
export function ingredientLine(ingredient: IngredientAmountInput & { name: string }): string {
  const amount = ingredientAmount(ingredient);
  return amount ? `${amount} ${ingredient.name}` : ingredient.name;
}

/** Part 1 §2: keywords checked in the spec's order name the step; word forms count ("muddled", "shaken"). */
const STEP_KEYWORDS: [RegExp, string][] = [
  [/\bmuddl/i, "Muddle"],
  [/\bshak/i, "Shake"],
  [/\bstir/i, "Stir"],
  [/\bpour/i, "Pour"],
  [/\bgarnish/i, "Garnish"],
  [/\bstrain/i, "Strain"],
  [/\bchill/i, "Chill"],
];
export const DEFAULT_STEP_TITLE = "Mix & Create";

export function stepTitle(text: string): string {
  return STEP_KEYWORDS.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_STEP_TITLE;
}

/** ISO 8601 duration for structured data: 5 → "PT5M", 90 → "PT1H30M"; null for no or negative time. */
export function isoDuration(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest ? `PT${hours}H${rest}M` : `PT${hours}H`;
}
