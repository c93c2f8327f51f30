/**
 * One reader for the free-text measures other sites publish: schema.org `recipeIngredient` lines
 * ("1 1/2 oz lime juice"), TheCocktailDB's `strMeasure` ("Juice of 1/2", "2 cl", "dash") and
 * Bar Assistant's `units`. Quantities, ranges and units are read by parse-ingredient, taught our
 * bar units; what a bar recipe adds around them ("Juice of", "Top with", "for garnish", number
 * words, an alternative measure in brackets) is read here. It never fails: what it cannot read
 * stays in the name or the note.
 */
import { parseIngredient, unitsOfMeasure } from "parse-ingredient";
import {
  COUNTED_WITHOUT_NUMBER,
  NOT_UNITS,
  NUMBER_WORDS,
  UNIT_ALIASES,
  UNITS_FOR_LIBRARY,
  VULGAR_FRACTIONS,
} from "./measure-units";

export type ParsedIngredient = {
  name: string;
  quantity?: number;
  /** The top of a range ("2-3 oz": quantity 2, quantity_max 3); unset for a single amount. */
  quantity_max?: number;
  unit?: string;
  note?: string;
  optional: boolean;
  garnish: boolean;
};

export type ParsedMeasure = {
  quantity?: number;
  quantity_max?: number;
  unit?: string;
  /** "Juice of 1/2": the quantity counts fruit, and the ingredient becomes "<fruit> juice". */
  juiceOf: boolean;
  /** Words the parser could not place ("to taste", "Fill with", a parenthetical). */
  note?: string;
};

const LIBRARY_OPTIONS = { additionalUOMs: UNITS_FOR_LIBRARY, ignoreUOMs: NOT_UNITS };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const librarySpellings = Object.values({ ...unitsOfMeasure, ...UNITS_FOR_LIBRARY }).flatMap((u) => [
  u.short,
  u.plural,
  ...(u.alternates ?? []),
]);
const ALL_SPELLINGS = [...new Set([...Object.keys(UNIT_ALIASES), ...librarySpellings].map((s) => s.toLowerCase()))];
const aliasPattern = ALL_SPELLINGS.sort((a, b) => b.length - a.length)
  .map((alias) => escapeRegExp(alias).replace(/ /g, "\\s+"))
  .join("|");
/** A whole text that is only a unit ("oz", "dashes"): what is left of "2 oz" once the number is read. */
const ONLY_A_UNIT = new RegExp(`^(?:${aliasPattern})\\.?$`, "i");
/** A unit at the start of the text, ending at a word boundary (so "g" never eats "gin"). */
const UNIT_AT_START = new RegExp(`^(${aliasPattern})(?![a-z])\\.?`, "i");

// One number: "1 1/2", "1/2", "1.5", ".75". It must not run into letters other than a unit ("7-Up").
const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*\.\d+|\d+)`;
const QUANTITY_AT_START = new RegExp(String.raw`^${NUMBER}(?:\s*(?:-|–|—|to|or)\s*${NUMBER})?(?=$|\s|[a-z(])`, "i");
const ALTERNATIVE_MEASURE = new RegExp(
  String.raw`^(?:\(\s*${NUMBER}\s*(?:${aliasPattern})\.?\s*\)|/\s*${NUMBER}\s*(?:${aliasPattern})\.?(?![a-z]))`,
  "i",
);
const NUMBER_WORD_AT_START = new RegExp(
  `^(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/ /g, "\\s+"))
    .join("|")})(?=\\s)`,
  "i",
);
const APPROXIMATELY = /^(?:about|approx\.?|approximately|roughly|around|ca\.)\s+/i;

/**
 * Normalises unicode fractions, odd spaces, the fraction slash, decimal commas ("1,5 cl"), plural
 * markers ("tablespoon(s)") and "1 and 1/4" so numbers and units are read the same way everywhere.
 */
export function normaliseText(text: string): string {
  let out = text.replace(/[\u00a0\u2009\u202f]/g, " ").replace(/\u2044/g, "/");
  out = out.replace(/(\d)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_m, whole: string | undefined, frac: string) =>
    whole ? `${whole} ${VULGAR_FRACTIONS[frac]}` : ` ${VULGAR_FRACTIONS[frac]}`,
  );
  out = out
    .replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2")
    .replace(/\b([a-z]+)\((?:e?s)\)/gi, "$1s")
    .replace(/^(\d+)\s+and\s+(\d+\/\d+)/i, "$1 $2");
  return out.replace(/\s+/g, " ").trim();
}

/** "1 1/2" → 1.5, "3/4" → 0.75, "1,5" → 1.5; rounded to three decimals. */
export function parseNumber(text: string): number | undefined {
  const t = text.trim().replace(",", ".");
  let value: number;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (mixed) value = Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  else if (fraction) value = Number(fraction[1]) / Number(fraction[2]);
  else value = Number(t);
  if (!Number.isFinite(value) || value < 0) return undefined;
  return Math.round(value * 1000) / 1000;
}

/**
 * The unit we store for a spelling ("dashes" → "dash", "Tbsp." → "tbsp", Bar Assistant's "topup" →
 * "top"), or for one of parse-ingredient's unit ids ("tablespoon", "kilogram"). Unknown spellings
 * are kept, lower-cased: the form shows them as they are.
 */
export function normaliseUnit(unit: string | null | undefined): string | undefined {
  const u = (unit ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  // Bar Assistant has a unit "1": a number is no unit.
  if (!/\p{L}/u.test(u)) return undefined;
  return UNIT_ALIASES[u] ?? UNIT_ALIASES[u.replace(/\.$/, "")] ?? u.slice(0, 20);
}

type Leading = { quantity?: number; quantity_max?: number; unit?: string; rest: string; note?: string };

/** A number word at the start as digits ("two dashes" → "2 dashes"); "a"/"an" only before a unit ("a dash of"). */
function numberWordsAsDigits(text: string): string {
  const word = NUMBER_WORD_AT_START.exec(text);
  if (!word?.[1]) return text;
  const value = NUMBER_WORDS[word[1].toLowerCase().replace(/\s+/g, " ")];
  const after = text.slice(word[0].length).trim();
  if (/^an?$/i.test(word[1]) && !parseIngredient(`1 ${after}`, LIBRARY_OPTIONS)[0]?.unitOfMeasureID) return text;
  return `${value} ${after}`;
}

/** Reads "<quantity>[-<quantity>] <unit>" off the front of the text, leaving the rest. */
function readLeadingMeasure(text: string): Leading {
  const start = numberWordsAsDigits(text.replace(APPROXIMATELY, ""));
  const startsWithNumber = /^[\d.]/.test(start);
  // "7-Up", "1.5x": a number that runs into other characters is part of a name.
  if (startsWithNumber && !QUANTITY_AT_START.test(start)) return { rest: text };
  const read = parseIngredient(start, LIBRARY_OPTIONS)[0];
  if (!read || read.isGroupHeader) return { rest: text };
  // The library also takes numbers from the end ("Ripe tomato x2"); we only read a measure in front.
  if (!startsWithNumber && (read.quantity !== null || !read.unitOfMeasureID)) return { rest: text };
  let quantity = read.quantity ?? undefined;
  let unit = read.unitOfMeasureID ? normaliseUnit(read.unitOfMeasureID) : undefined;
  let rest = read.description.trim();
  // "1 1/2-inch knob ginger": the number belongs to a word; the line is a name.
  if (/^-\p{L}/u.test(rest)) return { rest: text };
  if (!unit && ONLY_A_UNIT.test(rest)) {
    unit = normaliseUnit(rest);
    rest = "";
  }
  if (quantity === undefined) {
    // A unit alone means one only for small measures ("dash of bitters"); "Can of cola" is a name.
    if (unit === "top") return { unit, rest };
    if (!unit || !COUNTED_WITHOUT_NUMBER.has(unit)) return { rest: text };
    quantity = 1;
  }
  const max = read.quantity2 ?? undefined;
  // An alternative measure right after the unit: "2 oz (60 ml) gin", "2 oz / 60 ml gin".
  let note: string | undefined;
  const alternative = ALTERNATIVE_MEASURE.exec(rest);
  if (alternative) {
    note = alternative[0].replace(/^[(/]\s*|\s*\)$/g, "");
    rest = rest.slice(alternative[0].length).trim();
    // "2 (15 ounce) cans pumpkin puree": the unit comes after the size.
    const after = unit ? null : UNIT_AT_START.exec(rest);
    if (after?.[1]) {
      unit = normaliseUnit(after[1]);
      rest = rest.slice(after[0].length).trim();
    }
  }
  return {
    quantity,
    quantity_max: max !== undefined && max > quantity ? max : undefined,
    unit,
    // "800 g - Chicken Breast", "3 cups * sweet rice": a dash or footnote mark between measure and name.
    rest: rest.replace(/^[-–—*]+\s*/, "").replace(/^of\s+/i, ""),
    note,
  };
}

/** The first comma outside parentheses, or -1. */
function topLevelComma(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0) return i;
  }
  return -1;
}

/** "(a (b) c)" is one bracket around everything; "(a) (b)" is not. */
function wrappedWhole(text: string): boolean {
  if (!text.startsWith("(") || !text.endsWith(")")) return false;
  let depth = 0;
  for (let i = 0; i < text.length - 1; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return false;
  }
  return true;
}

/**
 * "gin (such as (London) dry)" → the name and the bracket at its end, nested brackets included;
 * doubled brackets and a leading comma inside ("((shredded))", "(, diced)") are unwrapped.
 */
function trailingAside(text: string): { name: string; aside: string } | undefined {
  if (!text.endsWith(")")) return undefined;
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ")") depth++;
    else if (text[i] === "(" && --depth === 0) {
      const name = text.slice(0, i).trim();
      let aside = text.slice(i + 1, -1).trim();
      while (wrappedWhole(aside)) aside = aside.slice(1, -1).trim();
      aside = aside.replace(/^[,;]\s*/, "");
      return name && aside ? { name, aside } : undefined;
    }
  }
  return undefined;
}

const joinNotes = (...notes: (string | undefined)[]) => notes.filter(Boolean).join("; ") || undefined;

/** Singular fruit for "Juice of 2 limes" → "Lime juice". */
function singular(word: string): string {
  if (/ies$/i.test(word)) return word.replace(/ies$/i, "y");
  if (/(ss|us)$/i.test(word) || word.length <= 3) return word;
  return word.replace(/s$/i, "");
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

// A word the library cannot mistake for a unit, so that a measure alone ("2 cl", "dash") reads as one.
const SENTINEL = "_";

/**
 * A measure on its own, as TheCocktailDB writes it next to an ingredient: "1 1/2 oz", "2 cl",
 * "dash", "2-3 oz", "Juice of 1/2", "Fill with", "to taste". Unreadable text comes back as the note.
 */
export function parseMeasure(measure: string | null | undefined): ParsedMeasure {
  let text = normaliseText(measure ?? "");
  if (!text) return { juiceOf: false };
  const juice = /^juice\s+(?:of|from)\s+(.+)$/i.exec(text);
  if (juice?.[1]) {
    const leading = readLeadingMeasure(`${juice[1]} ${SENTINEL}`);
    return { quantity: leading.quantity, unit: "unit", juiceOf: true, note: text };
  }
  let note: string | undefined;
  const taste = /(^|,?\s*)to\s+taste\.?$/i;
  if (taste.test(text)) {
    note = "to taste";
    text = text.replace(taste, "").trim();
  }
  if (/^(?:fill|top)(?:\s+up)?(?:\s+with)?\.?$/i.test(text)) return { unit: "top", juiceOf: false, note };
  const leading = readLeadingMeasure(`${text} ${SENTINEL}`);
  if (leading.quantity === undefined && !leading.unit) {
    return { juiceOf: false, note: joinNotes(text, note) };
  }
  const rest = leading.rest === SENTINEL ? "" : leading.rest.replace(/\s+_$/, "");
  return {
    quantity: leading.quantity,
    quantity_max: leading.quantity_max,
    unit: leading.unit,
    juiceOf: false,
    note: joinNotes(leading.note, rest, note),
  };
}

/** Applies a separate measure to an ingredient name (TheCocktailDB's strIngredient/strMeasure pairs). */
export function ingredientWithMeasure(name: string, measure: string | null | undefined): ParsedIngredient {
  const cleanName = normaliseText(name);
  const parsed = parseMeasure(measure);
  if (parsed.juiceOf) {
    return {
      name: /juice$/i.test(cleanName) ? cleanName : `${capitalise(cleanName)} juice`,
      quantity: parsed.quantity,
      unit: parsed.unit,
      note: `${parsed.note} ${cleanName}`.trim(),
      optional: false,
      garnish: false,
    };
  }
  return {
    name: cleanName,
    quantity: parsed.quantity,
    quantity_max: parsed.quantity_max,
    unit: parsed.unit,
    note: parsed.note,
    optional: false,
    garnish: false,
  };
}

const OPTIONAL = /\s*\(\s*optional\s*\)|,\s*optional\s*$|^optional(?:ly)?:?\s+/i;
const GARNISH =
  /\s*\(\s*(?:for|to)\s+garnish(?:ing)?\s*\)|(?:,\s*|\s+)(?:for|to)\s+garnish(?:ing)?$|^(?:(?:to|for)\s+)?garnish(?:\s*:|\s+with)\s*/i;

/**
 * One ingredient line as recipe sites write it: "2 oz London dry gin", "1 1/2 oz lime juice",
 * "½ oz simple syrup", "1-2 dashes Angostura bitters", "Juice of 1/2 lime", "Salt, to taste",
 * "Top with soda water", "Lime wheel, for garnish", "Garnish with a lime wheel.", "Orgeat (optional)".
 * Headings and lines that are not ingredients are told apart in ingredient-lines.ts.
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  // A bullet ("- 1 cup sugar"), an empty bracket and a sentence's full stop ("Garnish with a lime
  // wheel.") are not the ingredient's.
  let text = normaliseText(line)
    .replace(/^(?:[-–—•·▪]\s+|\*+\s*)/, "")
    .replace(/\s*\(\s*\)/g, "")
    .replace(/(?<=[a-z)]{2})\.$/i, "");
  const notes: (string | undefined)[] = [];
  let optional = false;
  let garnish = false;

  if (OPTIONAL.test(text)) {
    optional = true;
    text = text.replace(new RegExp(OPTIONAL.source, "gi"), " ").trim();
  }
  if (GARNISH.test(text)) {
    garnish = true;
    text = text.replace(GARNISH, "").trim();
  }
  const taste = /(?:,\s*|\s+)to\s+taste\.?$/i;
  if (taste.test(text)) {
    notes.push("to taste");
    text = text.replace(taste, "").trim();
  }

  const juice = /^(?:the\s+)?juice\s+(?:of|from)\s+(.+)$/i.exec(text);
  if (juice?.[1]) {
    const leading = readLeadingMeasure(juice[1]);
    const fruit = leading.rest.replace(/^(?:a|an|the)\s+/i, "").trim();
    if (fruit) {
      const words = fruit.split(" ");
      const last = singular(words.pop() ?? "");
      return {
        name: `${capitalise([...words, last].join(" "))} juice`,
        quantity: leading.quantity ?? 1,
        unit: "unit",
        note: joinNotes(text.toLowerCase(), ...notes),
        optional,
        garnish,
      };
    }
  }

  const top = /^(?:top(?:\s+up)?|fill(?:\s+up)?)\s+with\s+(.+)$/i.exec(text) ?? /^(.+?),?\s+to\s+top\.?$/i.exec(text);
  if (top?.[1]) {
    return { name: top[1].trim(), unit: "top", note: joinNotes(...notes), optional, garnish };
  }

  const leading = readLeadingMeasure(text);
  let name = leading.rest;
  let quantity = leading.quantity;
  // "a lime wheel": the article counts one; "the orange peel" names it.
  const article = quantity === undefined && !leading.unit ? /^(an?|the)\s+(?=\S)/i.exec(name) : null;
  if (article?.[1]) {
    if (/^an?$/i.test(article[1])) quantity = 1;
    name = name.slice(article[0].length);
  }
  const comma = topLevelComma(name);
  if (comma > 0) {
    notes.unshift(name.slice(comma + 1).trim());
    name = name.slice(0, comma).trim();
  }
  // "Orgeat (almond syrup)": a trailing aside belongs in the note, not the catalogue name.
  const aside = trailingAside(name);
  if (aside) {
    notes.unshift(aside.aside);
    name = aside.name;
  }
  notes.unshift(leading.note);
  if (!name) {
    // Nothing left after the measure ("2 oz"): keep the whole line as the name.
    return { name: normaliseText(line), optional, garnish };
  }
  return {
    name,
    quantity,
    quantity_max: leading.quantity_max,
    unit: leading.unit,
    note: joinNotes(...notes),
    optional,
    garnish,
  };
}
