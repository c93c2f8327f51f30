/**
 * Bulk upload writes (part 1 §2, §3, §7, §8): each recipe a draft and not public; unknown
 * ingredients, categories and cocktail types are created (matched case-insensitively first). If
 * anything fails, nothing is kept.
 *
 * An upload is written in short batches, each its own transaction, instead of one transaction for the
 * whole file: the embedded database has a single connection, and one transaction for 500 recipes held
 * it for ~36 s while every other visitor waited (docs/performance.md, "Bulk upload while others read").
 * Between batches, the upload gives way to other requests (import-pacing.server.ts). All or nothing is
 * kept by undoing: when a batch fails, the batches already committed are deleted (import-undo.server.ts).
 * A staging table would hide the upload until it completes, but needs a migration; here the member may
 * see the first drafts in My Recipes a moment before the rest (docs/import.md, "Large uploads").
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { findOrCreateIngredient, ownIngredient } from "~/features/ingredients/ingredient-mutations.server";
import { tidyName } from "~/features/ingredients/ingredient-names";
import { privateCatalogueEntry, visibleCatalogueEntry } from "~/features/privacy/catalogue-visibility.server";
import type { Actor } from "~/features/recipes/recipe-mutations.server";
import { freeSlug, recipeRowFields, sourceColumns, writeRecipeParts } from "~/features/recipes/recipe-parts.server";
import type { RecipeInputData } from "~/features/recipes/recipe-schema";
import { db, schema, type Transaction } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { Forbidden, Invalid } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { IMPORT_BATCH, makeWayForOthers } from "./import-pacing.server";
import { type ImportItemData, MAX_IMPORT_RECIPES } from "./import-schema";
import { ingredientsCreatedHere, nothingWritten, undoUpload, type Written } from "./import-undo.server";
import { NEW_INGREDIENT, writtenKey } from "./ingredient-choices";
import type { IngredientChoiceMap } from "./ingredient-review.server";
import { tooManyMessage } from "./parse-import";

const s = schema;

type Caches = { ingredients: Map<string, string>; categories: Map<string, number>; types: Map<string, number> };
/** An upload's progress: names resolved so far, and what its committed batches wrote. */
type Batch = { caches: Caches; written: Written };
/** What stays the same through an upload: who, and their choices from the preview. */
type Upload = { actor: Actor; choices: IngredientChoiceMap };

/**
 * An upload counts one use of the "import" rate limit (10 an hour) per started 500 recipes: the hourly
 * volume stays what it was when 500 was the most one upload could hold, and a 5,000-recipe export
 * still comes back in one upload.
 */
const IMPORT_RATE_UNIT = 500;

/** Part 1 §8: a helper failure reads "Failed to process {what}: {name}" and undoes the upload. */
async function orFail<T>(what: string, name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`Bulk upload: could not process ${what} "${name}"`, error);
    throw new Invalid(`Failed to process ${what}: ${name}`);
  }
}

/**
 * A category or cocktail type the member may see (shared, or theirs), by name in any case; otherwise a new
 * one, theirs and private until a listed recipe uses it (issue 11): an import's "… Visit evil.example"
 * never reaches the public filters or anyone else's form.
 */
async function findOrCreateNamed(
  tx: Transaction,
  actor: Actor,
  table: typeof s.categories | typeof s.cocktail_types,
  name: string,
  created: number[],
): Promise<number> {
  const clean = tidyName(name);
  const byName = () =>
    tx
      .select({ id: table.id })
      .from(table)
      .where(and(sql`lower(${table.name}) = lower(${clean})`, visibleCatalogueEntry(table, actor)))
      .orderBy(desc(table.shared))
      .limit(1);
  const [existing] = await byName();
  if (existing) return existing.id;
  const [inserted] = await tx
    .insert(table)
    .values({ name: clean, ...privateCatalogueEntry(actor) })
    .onConflictDoNothing()
    .returning({ id: table.id });
  if (inserted) {
    created.push(inserted.id);
    return inserted.id;
  }
  // The member created it a moment ago (another tab): the unique index decided; read theirs.
  const [raced] = await byName();
  if (!raced) throw new Error(`"${clean}" could not be created`);
  return raced.id;
}

async function resolveNames(
  tx: Transaction,
  actor: Actor,
  names: string[],
  cache: Map<string, number>,
  table: typeof s.categories | typeof s.cocktail_types,
  what: string,
  created: number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    let id = cache.get(writtenKey(name));
    if (id === undefined) {
      id = await orFail(what, name, () => findOrCreateNamed(tx, actor, table, name, created));
      cache.set(writtenKey(name), id);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * The entry a line's name becomes: the member's choice from the preview (an entry they may see, checked
 * again here, or a new one of their own), else what the catalogue matches, else a new one of their own.
 */
function resolveIngredient(
  tx: Transaction,
  { actor, choices }: Upload,
  ingredient: ImportItemData["ingredients"][number],
) {
  const choice = choices.get(writtenKey(ingredient.name));
  if (choice === NEW_INGREDIENT) return ownIngredient(actor, ingredient, tx);
  return findOrCreateIngredient(actor, choice ? { ...ingredient, ingredient_id: choice } : ingredient, tx);
}

/** An item's names as catalogue ids: categories, cocktail types and each ingredient line's entry. */
async function resolveParts(tx: Transaction, upload: Upload, item: ImportItemData, { caches, written }: Batch) {
  const { actor } = upload;
  const category_ids = await resolveNames(
    tx,
    actor,
    item.categories,
    caches.categories,
    s.categories,
    "category",
    written.categories,
  );
  const cocktail_type_ids = await resolveNames(
    tx,
    actor,
    item.cocktail_types,
    caches.types,
    s.cocktail_types,
    "cocktail type",
    written.types,
  );
  const ingredients: RecipeInputData["ingredients"] = [];
  for (const ingredient of item.ingredients) {
    let id = caches.ingredients.get(writtenKey(ingredient.name));
    if (!id) {
      const resolved = await orFail("ingredient", ingredient.name, () => resolveIngredient(tx, upload, ingredient));
      id = resolved.id;
      caches.ingredients.set(writtenKey(ingredient.name), id);
    }
    ingredients.push({ ...ingredient, ingredient_id: id });
  }
  return { category_ids, cocktail_type_ids, ingredients };
}

/** The recipe form's input for an item, once its names are resolved. */
function formInput(item: ImportItemData, parts: Awaited<ReturnType<typeof resolveParts>>): RecipeInputData {
  return {
    name: item.name,
    description: item.description,
    prep_minutes: item.prep_minutes,
    total_minutes: item.total_minutes,
    cook_minutes: item.cook_minutes,
    recipe_yield: item.recipe_yield,
    method: item.method,
    images: item.images.map((image) => ({ url: image.url, caption: image.caption })),
    steps: item.steps,
    tags: item.tags,
    nutrition: item.nutrition,
    difficulty: item.difficulty,
    video_url: item.video_url,
    is_vegetarian: item.is_vegetarian,
    is_vegan: item.is_vegan,
    is_gluten_free: item.is_gluten_free,
    ...parts,
  };
}

/**
 * An item as the recipe form's input, for replacing a recipe's content (the API's PUT): names are resolved
 * as an upload resolves them, new ones created private to the member, in a transaction of their own.
 */
export function resolveImportItem(actor: Actor, item: ImportItemData): Promise<RecipeInputData> {
  const batch: Batch = {
    caches: { ingredients: new Map(), categories: new Map(), types: new Map() },
    written: nothingWritten(),
  };
  return db.transaction(async (tx) =>
    formInput(item, await resolveParts(tx, { actor, choices: new Map() }, item, batch)),
  );
}

async function writeOne(tx: Transaction, upload: Upload, item: ImportItemData, batch: Batch): Promise<string> {
  const { actor } = upload;
  const input = formInput(item, await resolveParts(tx, upload, item, batch));

  const [created] = await tx
    .insert(s.recipes)
    .values({
      user_id: actor.id,
      name: item.name,
      slug: await freeSlug(tx, actor.id, item.name),
      ...recipeRowFields(item),
      ...sourceColumns(item.source),
      image_url: item.images[0]?.url ?? null,
      glass: item.glass ?? null,
      method: item.method ?? null,
      // Part 1 §3–§4: bulk-uploaded recipes are drafts and not public.
      status: "draft",
      is_public: false,
      published_at: null,
      // now() is the same for the whole transaction; the wall clock keeps the upload's order.
      created_at: sql`clock_timestamp()`,
    })
    .returning({ id: s.recipes.id });
  if (!created) throw new Error("Recipe insert returned nothing");

  await writeRecipeParts(tx, actor, created.id, input);
  return created.id;
}

/**
 * Writes the member's upload and returns the new recipe ids, in upload order. `choices` are the member's
 * changes to the preview's ingredient matches (readIngredientChoices has checked them).
 */
export async function importRecipes(
  actor: Actor,
  items: ImportItemData[],
  choices: IngredientChoiceMap = new Map(),
  /** The API creates one recipe at a time and counts it as a recipe save, not an upload. */
  rule: "import" | "recipeSave" = "import",
): Promise<string[]> {
  const upload: Upload = { actor, choices };
  await consumeRateLimit(rule, actor.id, Math.max(1, Math.ceil(items.length / IMPORT_RATE_UNIT)));
  if (items.length === 0) throw new Invalid("Add at least one recipe");
  if (items.length > MAX_IMPORT_RECIPES) throw new Invalid(tooManyMessage(items.length));
  let done: Batch = {
    caches: { ingredients: new Map(), categories: new Map(), types: new Map() },
    written: nothingWritten(),
  };
  try {
    while (done.written.ids.length < items.length) {
      done = await writeNextBatch(upload, items, done);
      if (done.written.ids.length < items.length) await makeWayForOthers();
    }
    return done.written.ids;
  } catch (error) {
    await undoUpload(actor, done.written);
    throw error;
  }
}

/** Writes the next recipes in one transaction; a batch rolled back leaves `before` as it was. */
async function writeNextBatch(upload: Upload, items: ImportItemData[], before: Batch): Promise<Batch> {
  const { actor } = upload;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [author] = await tx.select({ id: s.profiles.id }).from(s.profiles).where(eq(s.profiles.id, actor.id));
        if (!author) throw new Forbidden("Please sign in");
        const batch = copyOf(before);
        const { ids } = batch.written;
        const started = performance.now();
        const end = Math.min(items.length, ids.length + IMPORT_BATCH.maxRecipes);
        do ids.push(await writeOne(tx, upload, items[ids.length]!, batch));
        while (ids.length < end && performance.now() - started < IMPORT_BATCH.maxMs);
        batch.written.ingredients.push(...(await ingredientsCreatedHere(tx, actor)));
        return batch;
      });
    } catch (error) {
      // The member saved a recipe of the same name at the same moment: the slug index decided; retry.
      if (attempt < 3 && isUniqueViolation(error, "recipes_user_slug_unique")) continue;
      throw error;
    }
  }
}

function copyOf({ caches, written }: Batch): Batch {
  return {
    caches: {
      ingredients: new Map(caches.ingredients),
      categories: new Map(caches.categories),
      types: new Map(caches.types),
    },
    written: {
      ids: [...written.ids],
      ingredients: [...written.ingredients],
      categories: [...written.categories],
      types: [...written.types],
    },
  };
}
