/**
 * Reading a recipe from a web page (issue 22, import from a link): its Recipe JSON-LD first (every
 * <script type="application/ld+json"> block, `@graph` included, `@id` references to the author and
 * publisher resolved), then schema.org microdata (turned into the same JSON shape), and as a last resort
 * Open Graph, which gives only a title, a description and an image. The Recipe nodes go through the
 * bulk upload's schema.org mapper, so a link and a pasted block are read alike.
 */
import type { AnyNode, Element } from "domhandler";
import { findAll, findOne, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { readJsonText } from "./json-text";
import { isObject, type JsonObject } from "./mapping-helpers";

/** What the page says about itself, for the recipe's source line. */
export type PageFacts = { url: string; siteName: string | null; title: string | null; author: string | null };

export type PageRecipe =
  | { kind: "json-ld" | "microdata"; recipes: JsonObject[]; page: PageFacts }
  | { kind: "open-graph"; draft: { name: string; description: string | null; image: string | null }; page: PageFacts }
  | { kind: "none"; page: PageFacts };

const isElement = (node: AnyNode): node is Element => node.type === "tag" || node.type === "script";
const attr = (node: Element, name: string) => getAttributeValue(node, name)?.trim() || null;

function types(node: JsonObject): string[] {
  const type = node["@type"];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === "string");
}
const isRecipe = (node: JsonObject) => types(node).some((t) => t === "Recipe" || t.endsWith("/Recipe"));

/** Every object of a JSON-LD block: lists, `@graph`s and lists of graphs. */
function nodesOf(json: unknown): JsonObject[] {
  if (Array.isArray(json)) return json.flatMap(nodesOf);
  if (!isObject(json)) return [];
  const graph = json["@graph"];
  return Array.isArray(graph) ? [json, ...graph.flatMap(nodesOf)] : [json];
}

/** A value that is only `{ "@id": … }` replaced by the node of that id, one level deep. */
function resolved(value: unknown, byId: Map<string, JsonObject>): unknown {
  if (Array.isArray(value)) return value.map((v) => resolved(v, byId));
  if (isObject(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1) {
    return byId.get(value["@id"]) ?? value;
  }
  return value;
}

const nameOf = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first.trim() || null;
  if (isObject(first) && typeof first.name === "string") return first.name.trim() || null;
  return null;
};

function readJsonLd(document: AnyNode[]): { recipes: JsonObject[]; siteName: string | null } {
  const scripts = findAll(
    (node) => node.name === "script" && (attr(node, "type") ?? "").toLowerCase() === "application/ld+json",
    document,
  );
  const nodes = scripts.flatMap((script) => {
    const read = readJsonText(textContent(script).trim());
    return read.ok ? nodesOf(read.json) : [];
  });
  const byId = new Map(nodes.flatMap((n) => (typeof n["@id"] === "string" ? [[n["@id"], n] as const] : [])));
  const recipes = nodes.filter(isRecipe).map((recipe) => {
    const out: JsonObject = { ...recipe };
    for (const key of ["author", "publisher", "image"]) if (key in out) out[key] = resolved(out[key], byId);
    return out;
  });
  const site = nodes.find((n) => types(n).includes("WebSite") || types(n).includes("Organization"));
  return { recipes, siteName: site ? nameOf(site) : null };
}

/** A microdata item (itemscope) as JSON-LD: its itemprops, nested items as objects, repeated ones as lists. */
function microdataItem(scope: Element): JsonObject {
  const item: JsonObject = {};
  const type = attr(scope, "itemtype");
  if (type) item["@type"] = type.split(/\s+/).map((t) => t.replace(/^https?:\/\/schema\.org\//, ""));
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const props = attr(node, "itemprop")?.split(/\s+/) ?? [];
      const nested = getAttributeValue(node, "itemscope") !== undefined;
      for (const prop of props) {
        const values = nested ? [microdataItem(node)] : propertyValues(node, prop);
        for (const value of values) {
          const before = item[prop];
          item[prop] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
        }
      }
      if (!nested) visit(node.children);
    }
  };
  visit(scope.children);
  return item;
}

/** Lists some sites mark up once around an <ol> or <ul>: each item is one step or ingredient line. */
const LIST_PROPS = new Set(["recipeInstructions", "recipeIngredient", "ingredients"]);

function propertyValues(node: Element, prop: string): string[] {
  if (LIST_PROPS.has(prop)) {
    const items = findAll((child) => child.name === "li", node.children);
    if (items.length > 1) return items.map((li) => textContent(li).replace(/\s+/g, " ").trim()).filter(Boolean);
  }
  return [propertyValue(node)];
}

function propertyValue(node: Element): string {
  const content = attr(node, "content");
  if (content !== null) return content;
  if (["img", "audio", "video", "source", "iframe", "embed"].includes(node.name)) return attr(node, "src") ?? "";
  if (["a", "link", "area"].includes(node.name)) return attr(node, "href") ?? "";
  if (node.name === "time") return attr(node, "datetime") ?? textContent(node).trim();
  if (node.name === "meta") return attr(node, "content") ?? "";
  return textContent(node).replace(/\s+/g, " ").trim();
}

function readMicrodata(document: AnyNode[]): JsonObject[] {
  return findAll(
    (node) =>
      getAttributeValue(node, "itemscope") !== undefined && /schema\.org\/Recipe\b/.test(attr(node, "itemtype") ?? ""),
    document,
  ).map(microdataItem);
}

function meta(document: AnyNode[], ...keys: string[]): string | null {
  for (const key of keys) {
    const found = findOne(
      (node) => node.name === "meta" && (attr(node, "property") ?? attr(node, "name")) === key,
      document,
    );
    const content = found ? attr(found, "content") : null;
    if (content) return content;
  }
  return null;
}

function absolute(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const resolvedUrl = new URL(url, base);
    return resolvedUrl.protocol === "http:" || resolvedUrl.protocol === "https:" ? resolvedUrl.toString() : null;
  } catch {
    return null;
  }
}

/** Reads the page at `pageUrl` (where it was fetched from, after redirects). */
export function readRecipePage(html: string, pageUrl: string): PageRecipe {
  const document = parseDocument(html).children;
  const canonical = findOne(
    (node) => node.name === "link" && (attr(node, "rel") ?? "").split(/\s+/).includes("canonical"),
    document,
  );
  const titleElement = findOne((node) => node.name === "title", document);
  const jsonLd = readJsonLd(document);
  const page: PageFacts = {
    url: absolute(canonical ? attr(canonical, "href") : null, pageUrl) ?? pageUrl,
    siteName: meta(document, "og:site_name") ?? jsonLd.siteName ?? null,
    title: meta(document, "og:title") ?? (titleElement ? textContent(titleElement).trim() || null : null),
    author: null,
  };
  const found = jsonLd.recipes.length
    ? { kind: "json-ld" as const, recipes: jsonLd.recipes }
    : { kind: "microdata" as const, recipes: readMicrodata(document) };
  if (found.recipes.length) {
    const author = nameOf(found.recipes[0]?.author) ?? meta(document, "author", "article:author");
    return { ...found, page: { ...page, author } };
  }
  // Only a page that describes itself as something to share (an Open Graph title) makes a draft: any
  // page has a <title>, and a home page or a 404 page is not the start of a recipe.
  const name = meta(document, "og:title");
  if (name) {
    return {
      kind: "open-graph",
      draft: {
        name,
        description: meta(document, "og:description", "description"),
        image: absolute(meta(document, "og:image", "og:image:url", "twitter:image"), pageUrl),
      },
      page: { ...page, author: meta(document, "author", "article:author") },
    };
  }
  return { kind: "none", page };
}
