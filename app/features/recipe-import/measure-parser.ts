/**
 * One parser for the free-text measures other sites publish: schema.org `recipeIngredient` lines
 * ("1 1/2 oz lime juice"), TheCocktailDB's `strMeasure` ("Juice of 1/2", "2 cl", "dash") and
 * Bar Assistant's `units`. It never fails: what it cannot read stays in the name or the note.
 */

import { COUNTED_WITHOUT_NUMBER, NUMBER_WORDS, UNIT_ALIASES, VULGAR_FRACTIONS } from "./measure-units";

export type ParsedIngredient = {
  name: string;
  quantity?: number;
  unit?: string;
  note?: string;
  optional: boolean;
  garnish: boolean;
};

export type ParsedMeasure = {
  quantity?: number;
  unit?: string;
  /** "Juice of 1/2": the quantity counts fruit, and the ingredient becomes "<fruit> juice". */
  juiceOf: boolean;
  /** Words the parser could not place ("to taste", "Fill with", a parenthetical). */
  note?: string;
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const aliasPattern = Object.keys(UNIT_ALIASES)
  .sort((a, b) => b.length - a.length)
  .map((alias) => escapeRegExp(alias).replace(/ /g, "\\s+"))
  .join("|");
/** A unit at the start of the text, ending at a word boundary (so "g" never eats "gin"). */
const UNIT_AT_START = new RegExp(`^(${aliasPattern})(?![a-z])\\.?`, "i");

// One number: "1 1/2", "1/2", "1.5", ".75", "1,5". The fraction or decimal must not run into letters.
const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\/\d+|\d*[.,]\d+|\d+)`;
const QUANTITY_AT_START = new RegExp(String.raw`^(${NUMBER})(?:\s*(?:-|–|—|to|or)\s*(${NUMBER}))?(?=$|\s|[a-z(])`, "i");
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

/** Normalises unicode fractions, odd spaces and the fraction slash so the patterns stay simple. */
export function normaliseText(text: string): string {
  let out = text.replace(/[\u00a0\u2009\u202f]/g, " ").replace(/\u2044/g, "/");
  out = out.replace(/(\d)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_m, whole: string | undefined, frac: string) =>
    whole ? `${whole} ${VULGAR_FRACTIONS[frac]}` : ` ${VULGAR_FRACTIONS[frac]}`,
  );
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

/** The unit we store for a spelling ("dashes" → "dash", "Tbsp." → "tbsp"); unknown spellings are kept, lower-cased. */
export function normaliseUnit(unit: string | null | undefined): string | undefined {
  const u = (unit ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  if (!u) return undefined;
  return UNIT_ALIASES[u] ?? UNIT_ALIASES[u.replace(/\.$/, "")] ?? u.slice(0, 20);
}

type Leading = { quantity?: number; unit?: string; rest: string; note?: string };

/** Reads "<quantity> <unit>" off the front of the text, leaving the rest. */
function readLeadingMeasure(text: string): Leading {
  let rest = text.replace(/^(?:about|approx\.?|approximately|roughly|around)\s+/i, "");
  let quantity: number | undefined;
  const numeric = QUANTITY_AT_START.exec(rest);
  if (numeric?.[1]) {
    quantity = parseNumber(numeric[1]);
    rest = rest.slice(numeric[0].length).trim();
  } else {
    const word = NUMBER_WORD_AT_START.exec(rest);
    const afterWord = word ? rest.slice(word[0].length).trim() : "";
    // "a"/"an" only count when a unit follows ("a dash of", not "a twist on").
    if (word?.[1] && (!/^an?$/i.test(word[1]) || UNIT_AT_START.test(afterWord))) {
      quantity = NUMBER_WORDS[word[1].toLowerCase().replace(/\s+/g, " ")];
      rest = afterWord;
    }
  }
  let unit: string | undefined;
  const unitMatch = UNIT_AT_START.exec(rest);
  if (unitMatch?.[1]) {
    unit = normaliseUnit(unitMatch[1]);
    rest = rest.slice(unitMatch[0].length).trim();
  }
  if (quantity === undefined) {
    // A unit alone means one only for small measures ("dash of bitters"); "Can of cola" is a name.
    if (!unit || !COUNTED_WITHOUT_NUMBER.has(unit)) return { rest: text };
    quantity = 1;
  }
  // An alternative measure right after the unit: "2 oz (60 ml) gin", "2 oz / 60 ml gin".
  let note: string | undefined;
  const alternative = ALTERNATIVE_MEASURE.exec(rest);
  if (alternative) {
    note = alternative[0].replace(/^[(/]\s*|\s*\)$/g, "");
    rest = rest.slice(alternative[0].length).trim();
  }
  rest = rest.replace(/^of\s+/i, "");
  return { quantity, unit, rest, note };
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

const joinNotes = (...notes: (string | undefined)[]) => notes.filter(Boolean).join("; ") || undefined;

/** Singular fruit for "Juice of 2 limes" → "Lime juice". */
function singular(word: string): string {
  if (/ies$/i.test(word)) return word.replace(/ies$/i, "y");
  if (/(ss|us)$/i.test(word) || word.length <= 3) return word;
  return word.replace(/s$/i, "");
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * A measure on its own, as TheCocktailDB writes it next to an ingredient: "1 1/2 oz", "2 cl",
 * "dash", "Juice of 1/2", "Fill with", "to taste". Unreadable text comes back as the note.
 */
export function parseMeasure(measure: string | null | undefined): ParsedMeasure {
  let text = normaliseText(measure ?? "");
  if (!text) return { juiceOf: false };
  const juice = /^juice\s+of\s+(.+)$/i.exec(text);
  if (juice?.[1]) {
    const leading = readLeadingMeasure(juice[1]);
    return { quantity: leading.quantity, unit: "unit", juiceOf: true, note: text };
  }
  let note: string | undefined;
  const taste = /(^|,?\s*)to\s+taste\.?$/i;
  if (taste.test(text)) {
    note = "to taste";
    text = text.replace(taste, "").trim();
  }
  if (/^(?:fill|top)(?:\s+up)?(?:\s+with)?\.?$/i.test(text)) return { unit: "top", juiceOf: false, note };
  const leading = readLeadingMeasure(text);
  if (leading.quantity === undefined && !leading.unit) {
    return { juiceOf: false, note: joinNotes(text, note) };
  }
  return {
    quantity: leading.quantity,
    unit: leading.unit,
    juiceOf: false,
    note: joinNotes(leading.note, leading.rest, note),
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
    unit: parsed.unit,
    note: parsed.note,
    optional: false,
    garnish: false,
  };
}

/**
 * One ingredient line as recipe sites write it: "2 oz London dry gin", "1 1/2 oz lime juice",
 * "½ oz simple syrup", "1-2 dashes Angostura bitters", "Juice of 1/2 lime", "Salt, to taste",
 * "Top with soda water", "Lime wheel, for garnish", "Orgeat (optional)".
 */
export function parseIngredientLine(line: string): ParsedIngredient {
  let text = normaliseText(line);
  const notes: (string | undefined)[] = [];
  let optional = false;
  let garnish = false;

  if (/\(\s*optional\s*\)|,\s*optional\s*$|^optional:?\s+/i.test(text)) {
    optional = true;
    text = text.replace(/\s*\(\s*optional\s*\)|,\s*optional\s*$|^optional:?\s+/gi, " ").trim();
  }
  const garnishPattern = /(?:,\s*|\s+)(?:for|to)\s+garnish\.?$|^garnish(?:\s*:|\s+with)\s*/i;
  if (garnishPattern.test(text)) {
    garnish = true;
    text = text.replace(garnishPattern, "").trim();
  }
  const taste = /(?:,\s*|\s+)to\s+taste\.?$/i;
  if (taste.test(text)) {
    notes.push("to taste");
    text = text.replace(taste, "").trim();
  }

  const juice = /^(?:the\s+)?juice\s+of\s+(.+)$/i.exec(text);
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
  const comma = topLevelComma(name);
  if (comma > 0) {
    notes.unshift(name.slice(comma + 1).trim());
    name = name.slice(0, comma).trim();
  }
  // "Orgeat (almond syrup)": a trailing aside belongs in the note, not the catalogue name.
  const aside = /^(.+?)\s*\(([^()]+)\)$/.exec(name);
  if (aside?.[1] && aside[2]) {
    notes.unshift(aside[2].trim());
    name = aside[1].trim();
  }
  notes.unshift(leading.note);
  if (!name) {
    // Nothing left after the measure ("2 oz"): keep the whole line as the name.
    return { name: normaliseText(line), optional, garnish };
  }
  return {
    name,
    quantity: leading.quantity,
    unit: leading.unit,
    note: joinNotes(...notes),
    optional,
    garnish,
  };
}
