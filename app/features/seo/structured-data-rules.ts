/**
 * What each schema.org type our pages publish must and should carry, after Google Search Central's
 * structured-data guidelines (required and recommended properties per rich result) and schema.org's
 * definitions. A fixture for tests: `checkStructuredData` reports what an entry lacks or gets wrong.
 *
 * Sources (as of 2026): developers.google.com/search/docs/appearance/structured-data/ recipe,
 * breadcrumb, carousel (ItemList summary page), profile-page, organization, sitelinks-searchbox
 * (WebSite + SearchAction), and schema.org/Recipe, /ItemList, /ProfilePage.
 *
 * Paths: "a.b" is a nested property; "list[].x" must hold for every element of the array `list`.
 */

export type ValueFormat = "url" | "iso-duration" | "iso-date" | "text" | "number" | "non-empty";

export type TypeRules = {
  /** Without these the rich result is not shown at all. */
  required: string[];
  /** Google shows more with these; a page carries each one it has data for. */
  recommended: string[];
  /** Recommended properties a page may leave out when it has no value, and why. */
  whenKnown?: Record<string, string>;
  /** Value checks, by path. */
  formats?: Record<string, ValueFormat>;
  /** Fixed values, by path. */
  equals?: Record<string, unknown>;
  /** Least number of elements, by path of an array. */
  minItems?: Record<string, number>;
};

export const STRUCTURED_DATA_RULES = {
  WebSite: {
    required: ["name", "url", "potentialAction.target.urlTemplate", "potentialAction.query-input"],
    recommended: ["alternateName"],
    formats: { url: "url" },
    equals: {
      "potentialAction.@type": "SearchAction",
      "potentialAction.query-input": "required name=search_term_string",
    },
  },
  Organization: {
    required: [],
    recommended: ["name", "url", "logo", "logo.url", "description"],
    formats: { url: "url", "logo.url": "url" },
  },
  BreadcrumbList: {
    required: ["itemListElement", "itemListElement[].position", "itemListElement[].name", "itemListElement[].item"],
    recommended: [],
    formats: { "itemListElement[].item": "url", "itemListElement[].position": "number" },
    equals: { "itemListElement[].@type": "ListItem" },
    minItems: { itemListElement: 2 },
  },
  ItemList: {
    // A summary page's list (the carousel): each element a ListItem with its position and address.
    required: ["itemListElement", "itemListElement[].position", "itemListElement[].url"],
    recommended: ["name", "url", "numberOfItems", "itemListElement[].name"],
    formats: { url: "url", "itemListElement[].url": "url", "itemListElement[].position": "number" },
    equals: { "itemListElement[].@type": "ListItem" },
  },
  ProfilePage: {
    required: ["mainEntity", "mainEntity.name"],
    recommended: [
      "url",
      "mainEntity.alternateName",
      "mainEntity.identifier",
      "mainEntity.image",
      "mainEntity.description",
      "mainEntity.interactionStatistic",
      "mainEntity.agentInteractionStatistic",
    ],
    whenKnown: {
      "mainEntity.image": "only a member with a profile picture",
      "mainEntity.description": "only a member with a bio",
      "mainEntity.interactionStatistic": "only when the viewer may see the counts",
      "mainEntity.agentInteractionStatistic": "only when the viewer may see the counts",
    },
    formats: { url: "url", "mainEntity.image": "url", "mainEntity.name": "non-empty" },
    equals: { "mainEntity.@type": "Person" },
  },
  Recipe: {
    required: ["name", "image"],
    recommended: [
      "aggregateRating",
      "author",
      "author.name",
      "cookTime",
      "datePublished",
      "description",
      "keywords",
      "nutrition.calories",
      "prepTime",
      "recipeCategory",
      "recipeCuisine",
      "recipeIngredient",
      "recipeInstructions",
      "recipeInstructions[].text",
      "recipeYield",
      "totalTime",
      "video",
    ],
    whenKnown: {
      aggregateRating: "only once someone has rated the recipe",
      cookTime: "only a recipe with a cooking step (syrups, infusions)",
      "nutrition.calories": "only when the author gave nutrition",
      keywords: "only a recipe with tags or cocktail types",
      recipeCategory: "only a recipe in a category",
      recipeCuisine: "only when a tag or category names one",
      video: "only a recipe with a video",
      prepTime: "only when the author gave one",
      totalTime: "only when the author gave one",
    },
    formats: {
      image: "non-empty",
      "image[]": "url",
      datePublished: "iso-date",
      prepTime: "iso-duration",
      cookTime: "iso-duration",
      totalTime: "iso-duration",
      "recipeIngredient[]": "text",
      "recipeInstructions[].text": "non-empty",
      "aggregateRating.ratingValue": "number",
      "aggregateRating.ratingCount": "number",
    },
    equals: { "recipeInstructions[].@type": "HowToStep", "author.@type": "Person" },
    minItems: { image: 1, recipeIngredient: 1, recipeInstructions: 1 },
  },
} satisfies Record<string, TypeRules>;

export type StructuredDataType = keyof typeof STRUCTURED_DATA_RULES;

/** Every value at `path` ("a.b", "list[].x", "list[]"); a missing step yields undefined. */
function valuesAt(entry: unknown, path: string): unknown[] {
  let values: unknown[] = [entry];
  for (const part of path.split(".")) {
    const each = part.endsWith("[]");
    const key = each ? part.slice(0, -2) : part;
    values = values.flatMap((value) => {
      const next = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
      if (!each) return [next];
      return Array.isArray(next) ? next : [undefined];
    });
  }
  return values;
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

const FORMAT_CHECKS: Record<ValueFormat, (value: unknown) => boolean> = {
  url: (v) => typeof v === "string" && /^https?:\/\/[^\s]+$/.test(v),
  "iso-duration": (v) => typeof v === "string" && /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(v),
  "iso-date": (v) => typeof v === "string" && !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v),
  text: (v) => typeof v === "string",
  number: (v) => typeof v === "number" && Number.isFinite(v),
  "non-empty": present,
};

export type StructuredDataReport = {
  type: string;
  missingRequired: string[];
  missingRecommended: string[];
  problems: string[];
};

/** What an entry lacks against its type's rules; `whenKnown` fields count as missing only if `expectAll`. */
export function checkStructuredData(entry: Record<string, unknown>, { expectAll = false } = {}): StructuredDataReport {
  const type = String(entry["@type"]);
  const rules = (STRUCTURED_DATA_RULES as Record<string, TypeRules>)[type];
  if (!rules) return { type, missingRequired: [], missingRecommended: [], problems: [`no rules for @type ${type}`] };
  const problems: string[] = [];
  if (entry["@context"] !== "https://schema.org") problems.push(`@context is ${String(entry["@context"])}`);
  const missing = (path: string) => !valuesAt(entry, path).every(present);
  const missingRequired = rules.required.filter(missing);
  const missingRecommended = rules.recommended.filter(
    (path) => missing(path) && (expectAll || !rules.whenKnown?.[path]),
  );
  for (const [path, format] of Object.entries(rules.formats ?? {})) {
    for (const value of valuesAt(entry, path)) {
      if (value !== undefined && !FORMAT_CHECKS[format](value))
        problems.push(`${path} is not ${format}: ${JSON.stringify(value)}`);
    }
  }
  for (const [path, expected] of Object.entries(rules.equals ?? {})) {
    for (const value of valuesAt(entry, path))
      if (value !== expected) problems.push(`${path} is ${JSON.stringify(value)}`);
  }
  for (const [path, least] of Object.entries(rules.minItems ?? {})) {
    const list = valuesAt(entry, path)[0];
    if (!Array.isArray(list) || list.length < least) problems.push(`${path} has fewer than ${least} items`);
  }
  return { type, missingRequired, missingRecommended, problems };
}
