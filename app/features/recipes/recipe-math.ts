/**
 * The recipe page's arithmetic (part 1 §2 Recipe detail, §9): scaling, unit conversion, display
 * rounding, step titles and ISO 8601 durations. Pure functions, shared by the page and its metadata.
 */
import { ML_PER_UNIT } from "~/lib/constants";

/** The units a reader can show volumes in: as written, or everything convertible in ml, cl or oz. */
export const UNIT_MODES = ["original", "ml", "cl", "oz"] as const;
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

/** Metric measures read as decimals ("7.5 ml"); ounces, spoons and counted things in fractions ("¾ oz", "½ lime"). */
const DECIMAL_UNITS = new Set(["ml", "cl", "g"]);

/** The fractions a bartender reads off a jigger, and how close a value must be to count as one. */
const FRACTIONS: [number, string][] = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
];
const FRACTION_TOLERANCE = 0.01;

/** "¾", "1½", "2⅓"; null when the value is not a whole number plus one of FRACTIONS. */
export function fractionText(value: number): string | null {
  const whole = Math.floor(value + FRACTION_TOLERANCE);
  const rest = value - whole;
  const match = FRACTIONS.find(([fraction]) => Math.abs(rest - fraction) < FRACTION_TOLERANCE);
  if (!match) return null;
  return whole > 0 ? `${whole}${match[1]}` : match[1];
}

/** A stored quantity with its own digits (0.75 stays 0.75, 12.25 stays 12.25), free of float noise. */
export function authoredNumber(value: number): string {
  return String(Number(value.toPrecision(6)));
}

export type AmountStyle = {
  /** True when the quantity is the author's, not scaled or converted: its digits are kept as written. */
  authored?: boolean;
  /** Ounces, spoons and counts as fractions where the value is one (¾ oz); off for structured data. */
  fractions?: boolean;
};

/** One number as the page shows it: authored digits or §9 rounding, and a jigger fraction where it is one. */
function numberText(value: number, unit: string | null, { authored = false, fractions = true }: AmountStyle) {
  const decimal = authored ? authoredNumber(value) : formatNumber(value);
  const fraction = fractions && !DECIMAL_UNITS.has(unit ?? "") && decimal !== "0" ? fractionText(value) : null;
  return { text: fraction ?? decimal, fraction: fraction !== null };
}

/**
 * "¾ oz", "2 dashes", "3" (the counting unit "unit" is left unsaid), "2–3 oz" for a range; null when
 * there is no quantity. Scaled and converted amounts follow part 1 §9 (one decimal unless whole); the
 * author's own amount is shown as written.
 */
export function formatAmount(
  quantity: number | null,
  unit: string | null,
  style: AmountStyle = {},
  quantityMax: number | null = null,
): string | null {
  if (quantity === null) return null;
  const low = numberText(quantity, unit, style);
  const high = quantityMax !== null && quantityMax !== quantity ? numberText(quantityMax, unit, style) : null;
  const number = high ? `${low.text}–${high.text}` : low.text;
  if (!unit || unit === "unit") return number;
  // The unit agrees with the larger amount: "½–1 oz", "1–2 dashes".
  const largest = quantityMax ?? quantity;
  const singular = high ? largest <= 1 : low.text === "1" || (low.fraction && quantity < 1);
  return `${number} ${(!singular && PLURAL_UNITS[unit]) || unit}`;
}

export type IngredientAmountInput = {
  quantity: number | null;
  quantity_max?: number | null;
  unit: string | null;
  unit_type?: string;
};

/** The amount to show for one ingredient line at a scale and in a unit mode; null shows just the name. */
export function ingredientAmount(ingredient: IngredientAmountInput, scale = 1, mode: UnitMode = "original") {
  if (ingredient.quantity === null) return null;
  const converted = convertQuantity(ingredient.quantity * scale, ingredient.unit, mode, ingredient.unit_type);
  const max = ingredient.quantity_max ?? null;
  const convertedMax = max === null ? null : convertQuantity(max * scale, ingredient.unit, mode, ingredient.unit_type);
  const authored = scale === 1 && converted.unit === ingredient.unit;
  return formatAmount(converted.quantity, converted.unit, { authored }, convertedMax?.quantity ?? null);
}

type LineInput = IngredientAmountInput & {
  name: string;
  note?: string | null;
  optional?: boolean;
  garnish?: boolean;
  /** The author's alternatives, as a list or one comma-separated string (the import format allows both). */
  substitutes?: readonly string[] | string | null;
};

function substituteNames(value: LineInput["substitutes"]): string[] {
  const names = typeof value === "string" ? value.split(",") : (value ?? []);
  return names.map((name) => name.trim()).filter(Boolean);
}

/**
 * A structured-data ingredient line as the author wrote it, read the way the recipe page reads: the
 * authored amount (0.25 oz stays 0.25 oz, never the page's rounding or fractions), the name, the
 * substitutes, the note and the flags, written the way recipe sites write them so that our own
 * importer (and others, such as the recipe scrapers Mealie and Tandoor use) read every part back:
 * "0.75 oz Campari", "2 oz Gin or Genever", "2-3 dashes Angostura Bitters",
 * "1 oz Rum (preferably Smith & Cross)", "0.5 oz Simple Syrup (optional)", "1 Orange Peel, for garnish",
 * "Top with Soda Water", or just the name.
 */
export function ingredientLine(ingredient: LineInput): string {
  const amount = formatAmount(
    ingredient.quantity,
    ingredient.unit,
    { authored: true, fractions: false },
    ingredient.quantity_max ?? null,
  );
  // Structured data is read by machines: a plain hyphen in ranges, as recipe sites write them.
  // A top has no amount to write; without its words the line would read back as a plain ingredient.
  const bare = ingredient.unit === "top" ? `Top with ${ingredient.name}` : ingredient.name;
  const line = amount ? `${amount.replace("–", "-")} ${ingredient.name}` : bare;
  // "Gin or Genever", as the page shows the alternatives after the name.
  const substitutes = substituteNames(ingredient.substitutes)
    .map((name) => ` or ${name}`)
    .join("");
  const note = ingredient.note ? ` (${ingredient.note})` : "";
  const optional = ingredient.optional ? " (optional)" : "";
  const garnish = ingredient.garnish ? ", for garnish" : "";
  return `${line}${substitutes}${note}${optional}${garnish}`;
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
