/**
 * Import from a web address (issue 22). Reading a link fetches the page through the one outbound
 * fetcher (robots.txt first, SSRF checks at connect time), reads its recipes (read-recipe-page) and
 * writes them as our import format, so the page's recipes go through the same Check preview and the
 * same Upload as pasted JSON. The page's address, site and author become each recipe's source. A page
 * with no recipe data but an Open Graph card gives a draft for the recipe form instead, its photo
 * downloaded and stored like an upload.
 */
import { and, eq, inArray } from "drizzle-orm";
import { storeRecipeImage } from "~/features/recipes/recipe-upload.server";
import { db, schema } from "~/lib/db.server";
import { AppError } from "~/lib/errors";
import { OUTBOUND_LIMITS, RECIPE_LIST_LIMITS } from "~/lib/limits";
import {
  fetchOutbound,
  fetchPage,
  OutboundError,
  type OutboundOptions,
  type OutboundProblem,
} from "~/lib/outbound.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { fromSchemaOrg } from "./from-schema-org";
import { importRecipes } from "./import-recipes.server";
import type { ImportItemData, ImportItemInput } from "./import-schema";
import type { IngredientChoiceMap } from "./ingredient-review.server";
import type { LinkDraftFields } from "./link-draft-path";
import { type PageFacts, readRecipePage } from "./read-recipe-page.server";
import { attachThumbnails, discardPhotos, type StoredPhoto } from "./zip-photos.server";

/** A page with more Recipe blocks than this is a list, not a recipe: the first ones are read. */
export const MAX_LINK_RECIPES = 5;

/** Tests name their local server here; in production OUTBOUND_ALLOW_ADDRESSES decides (empty). */
export type LinkFetchOptions = Pick<OutboundOptions, "allowAddresses" | "lookup" | "timeoutMs">;

/** A recipe of this member's that came from the same page: "open it instead". */
export type ImportedBefore = { name: string; href: string };

export type LinkRead =
  | { kind: "recipes"; text: string; count: number; page: PageFacts; before: ImportedBefore[] }
  | { kind: "draft"; draft: LinkDraftFields; page: PageFacts; before: ImportedBefore[] };

/** Each fetch problem in words a member can act on. */
const PROBLEM_MESSAGES: Record<OutboundProblem, string> = {
  not_web_address: "That is not a web address. Paste the page's address, starting with https://.",
  blocked_address: "That address is not on the public internet, so we cannot import from it.",
  unreachable: "We could not reach that site. Check the address, or try again later.",
  timeout: "That site took too long to answer. Try again later.",
  too_many_redirects: "That page redirects too many times for us to follow.",
  http_error: "That site did not give us the page",
  wrong_type: "That address is not a web page, so there is no recipe to read.",
  too_large: `That page is too large to import (over ${OUTBOUND_LIMITS.pageBytes / 1024 / 1024} MB).`,
  robots_disallowed: "This site asks robots not to read this page, so we cannot import it.",
};
export const NO_RECIPE_MESSAGE =
  "We could not find a recipe on that page. Try the recipe's own page, or copy the recipe in by hand.";

/** A link that gave no recipe: 422 with the member's message (and why, for the API and logs). */
export class LinkImportError extends AppError {
  constructor(
    message: string,
    readonly problem: OutboundProblem | "no_recipe",
  ) {
    super(message, 422);
  }
}

function linkError(error: unknown): never {
  if (!(error instanceof OutboundError)) throw error;
  const base = PROBLEM_MESSAGES[error.problem];
  const message =
    error.problem === "http_error" && error.status
      ? `${base} (it answered ${error.status}). Check the address, or try again later.`
      : error.problem === "http_error"
        ? `${base}. Check the address, or try again later.`
        : base;
  throw new LinkImportError(message, error.problem);
}

/** The member's recipes whose source is one of these addresses, newest first. */
async function importedBefore(actor: { id: string }, addresses: string[]): Promise<ImportedBefore[]> {
  const r = schema.recipes;
  const rows = await db
    .select({ id: r.id, name: r.name })
    .from(r)
    .where(and(eq(r.user_id, actor.id), inArray(r.source_url, [...new Set(addresses)])))
    .orderBy(r.created_at)
    .limit(5);
  return rows.map((row) => ({ name: row.name, href: `/bar/recipes/${row.id}` }));
}

/** The page's recipes as our import format, each crediting the page. */
function itemsFrom(recipes: Record<string, unknown>[], page: PageFacts): ImportItemInput[] {
  return recipes.slice(0, MAX_LINK_RECIPES).map((node) => {
    const { item } = fromSchemaOrg(node);
    const name = page.siteName ?? item.source?.name;
    const author = item.source?.author ?? page.author ?? undefined;
    return { ...item, source: { url: page.url, ...(name ? { name } : {}), ...(author ? { author } : {}) } };
  });
}

/** Downloads one photo through the outbound fetcher and stores it like an upload; null when it cannot. */
async function downloadPhoto(actor: { id: string }, url: string, options: LinkFetchOptions) {
  try {
    const answer = await fetchOutbound(url, { ...options, accept: ["image/"], maxBytes: OUTBOUND_LIMITS.imageBytes });
    return await storeRecipeImage(actor, answer.body);
  } catch {
    return null;
  }
}

/**
 * Reads the recipe at `address` for `actor`. Throws LinkImportError with a message for the member when
 * the page cannot be fetched or holds nothing we can read.
 */
export async function readLink(
  actor: { id: string },
  address: string,
  options: LinkFetchOptions = {},
): Promise<LinkRead> {
  await consumeRateLimit(
    "linkImport",
    actor.id,
    1,
    (wait) => `You have imported many links this hour. Try again in ${wait}.`,
  );
  const answer = await fetchPage(address, options).catch(linkError);
  const read = readRecipePage(answer.body.toString("utf8"), answer.url);
  const before = await importedBefore(actor, [address.trim(), answer.url, read.page.url]);
  if (read.kind === "json-ld" || read.kind === "microdata") {
    const items = itemsFrom(read.recipes, read.page);
    return { kind: "recipes", text: JSON.stringify(items, null, 2), count: items.length, page: read.page, before };
  }
  if (read.kind === "open-graph") {
    const image = read.draft.image ? await downloadPhoto(actor, read.draft.image, options) : null;
    const { siteName, author } = read.page;
    return {
      kind: "draft",
      draft: {
        name: read.draft.name,
        description: read.draft.description,
        image,
        source: { url: read.page.url, ...(siteName ? { name: siteName } : {}), ...(author ? { author } : {}) },
      },
      page: read.page,
      before,
    };
  }
  throw new LinkImportError(NO_RECIPE_MESSAGE, "no_recipe");
}

/**
 * Writes recipes read from a link, after the member's Check: like any upload, except that the page's
 * photos are downloaded and stored as ours rather than linked to another site. A photo that cannot be
 * fetched stays a link. Nothing is stored if the import fails.
 */
export async function importFromLink(
  actor: { id: string },
  items: ImportItemData[],
  choices: IngredientChoiceMap = new Map(),
  options: LinkFetchOptions = {},
): Promise<string[]> {
  const stored: StoredPhoto[] = [];
  try {
    const withPhotos = await Promise.all(
      items.slice(0, MAX_LINK_RECIPES).map(async (item) => {
        const images = await Promise.all(
          item.images.slice(0, RECIPE_LIST_LIMITS.photos).map(async (image) => {
            const saved = await downloadPhoto(actor, image.url, options);
            if (!saved) return image;
            stored.push(saved);
            return { ...image, url: saved.url };
          }),
        );
        return { ...item, images };
      }),
    );
    const ids = await importRecipes(actor, [...withPhotos, ...items.slice(MAX_LINK_RECIPES)], choices);
    await attachThumbnails(stored);
    return ids;
  } catch (error) {
    await discardPhotos(stored);
    throw error;
  }
}
