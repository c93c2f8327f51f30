/**
 * Bulk generator for the collections benchmark (issue 15 "Speed"): next to the recipes of
 * bench/generate-recipes.ts, N collections (default 10,000) of about 20 recipes each, owned with a
 * heavy skew (a few members own many), most public, some private or for followers only; the private
 * ones shared with a member or two, and members following each other, so a signed-in viewer's
 * conditions (shared with them, followers) have rows to look at.
 *
 * As for the recipes, every choice is made in SQL from `hashint8extended(g, seed·1000 + salt)` over
 * `generate_series`: one INSERT … SELECT per table and batch, the same seed giving the same data.
 * Collection ids are `md5('muddle-bench-collection-{seed}-' || g)::uuid`. A collection's recipes are
 * drawn from all generated recipes, so about 5 % of them are private or drafts that only their author
 * may see: the pages must leave those out and not count them.
 */
import { currentConnection } from "~/lib/db.server";
import { stepper } from "./bench-stats";
import { below, pickFrom, recipeId, run, scalar, textArray, uniform } from "./generate-recipes";

export type GenerateCollectionsOptions = {
  collections: number;
  /** How many recipes generate-recipes made (recipe ids are derived from 1…recipes). */
  recipes: number;
  seed?: number;
  batchSize?: number;
  log?: (message: string) => void;
};

export type CollectionsSummary = {
  collections: number;
  listed: number;
  owners: number;
  /** Collections owned by the busiest owner, and by the ten busiest together. */
  topOwner: number;
  topTenOwners: number;
  collectionRecipes: number;
  /** collection_recipes rows whose recipe everyone may see. */
  listedCollectionRecipes: number;
  shared: number;
  followers: number;
  timings: Record<string, number>;
  totalMs: number;
};

// Names: "{Prefix} {Theme}", "{Theme} {Suffix}", "{Prefix} {Theme} {Suffix}", "{Place} {Theme}".
const PREFIXES = [
  "My",
  "Best",
  "Favourite",
  "Essential",
  "Easy",
  "Weekend",
  "House",
  "Backyard",
  "Late-Night",
  "Family",
  "Quick",
  "Crowd-Pleasing",
  "Classic",
  "Modern",
  "Seasonal",
  "Lazy Sunday",
];
const THEMES = [
  "Summer Party",
  "Tiki Night",
  "Brunch",
  "Holiday",
  "Date Night",
  "Game Day",
  "Low-ABV",
  "Negroni Variations",
  "Whisky",
  "Gin",
  "Rum",
  "Agave",
  "Aperitivo Hour",
  "After Dinner",
  "Sours",
  "Highballs",
  "Winter Warmers",
  "Frozen Drinks",
  "Bitter Drinks",
  "Sparkling",
  "Garden Herbs",
  "Citrus",
  "Coffee Cocktails",
  "Nightcaps",
  "Pool Party",
  "Wedding",
  "Bar Staples",
  "Weeknight",
  "Martinis",
  "Spritzes",
];
const SUFFIXES = ["Menu", "List", "Picks", "Collection", "Rotation", "Specs", "Favourites", "Shortlist"];
const PLACES = ["Brooklyn", "Havana", "London", "Tokyo", "Mexico City", "Lisbon", "Berlin", "New Orleans"];
const DESCRIPTIONS = [
  "The drinks I make most when friends come over.",
  "A short menu that works with a small home bar.",
  "Tested and tweaked over a few long evenings.",
  "Bright, fresh and easy to batch.",
  "Everything here needs no more than four bottles.",
  "For slow evenings and good company.",
  "Stirred, strong and a little bitter.",
  "Our house list for the season.",
];

/** A collection's id from its row number. */
export const collectionId = (seed: number, row = "g") => `md5('muddle-bench-collection-${seed}-' || ${row})::uuid`;

async function generateBatch(from: number, to: number, seed: number, options: { recipes: number; owners: string }) {
  const s = seed;
  const range = `generate_series(${from}, ${to}) g`;
  const { owners } = options;
  const ownerCount = `cardinality(${owners})`;
  const twoYears = 2 * 365 * 86400;

  await run(`
    with s as (
      select g, ${below(s, 101, 4)} as pattern,
        ${pickFrom(PREFIXES, s, 102)} as prefix, ${pickFrom(THEMES, s, 103)} as theme,
        ${pickFrom(SUFFIXES, s, 104)} as suffix, ${pickFrom(PLACES, s, 105)} as place,
        ${below(s, 106, 100)} as audience,
        power(${uniform(s, 107)}, 6) as popularity,
        now() - make_interval(secs => power(${uniform(s, 108)}, 1.3) * ${twoYears}) as created
      from ${range}
    ), named as (
      select s.*, case pattern
          when 0 then prefix || ' ' || theme
          when 1 then theme || ' ' || suffix
          when 2 then prefix || ' ' || theme || ' ' || suffix
          else place || ' ' || theme
        end as name
      from s
    )
    insert into collections (id, user_id, name, slug, description, is_public, followers_only,
      view_count, shares_count, likes_count, created_at, updated_at)
    select ${collectionId(s)},
      -- Skewed owners: the busiest member owns about a sixth of all collections.
      (${owners})[1 + floor(power(${uniform(s, 109)}, 3) * ${ownerCount})::int],
      name,
      trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) || '-' || g,
      case when ${below(s, 110, 5)} = 0 then null else ${pickFrom(DESCRIPTIONS, s, 111)} end,
      audience < 84, audience >= 94,
      floor(popularity * 5000 + ${uniform(s, 112)} * 40)::int,
      floor(popularity * 60)::int,
      floor(popularity * 400)::int,
      created, created + make_interval(days => ${below(s, 113, 20)})
    from named`);

  // 10–30 recipes each (about 20), any generated recipe: some are others' private ones or drafts.
  const slot = "(g * 32 + k)";
  await run(`
    insert into collection_recipes (collection_id, recipe_id, created_at)
    select ${collectionId(s)}, ${recipeId(s, `(1 + ${below(s, 120, options.recipes, slot)})`)},
      c.created_at + make_interval(mins => k)
    from ${range}
    cross join generate_series(1, 30) k
    join collections c on c.id = ${collectionId(s)}
    where k <= 10 + ${below(s, 121, 21)}
    on conflict do nothing`);

  // The private and followers-only ones: shared with up to two members (never their owner).
  await run(`
    insert into shared_collections (collection_id, user_id)
    select c.id, (${owners})[1 + ${below(s, 130, ownerCount, slot)}]
    from ${range}
    cross join generate_series(1, 2) k
    join collections c on c.id = ${collectionId(s)}
    where not c.is_public and k <= ${below(s, 131, 3)}
      and c.user_id <> (${owners})[1 + ${below(s, 130, ownerCount, slot)}]
    on conflict do nothing`);
}

export async function generateCollections(options: GenerateCollectionsOptions): Promise<CollectionsSummary> {
  const log = options.log ?? ((m: string) => console.log(m));
  const seed = options.seed ?? 42;
  const batchSize = options.batchSize ?? 2_000;
  const timings: Record<string, number> = {};
  const started = performance.now();
  const step = stepper(timings, log);

  const rows = (await run("select id from profiles order by (id like 'bench-member-%') desc, slug")) as unknown as {
    rows: { id: string }[];
  };
  // Generated members first (the busy end of the skew), demo members last, as for recipe authors.
  const owners = textArray(rows.rows.map((r) => r.id));

  await step("followers (each member follows 5–20 others, popular ones more often)", () =>
    run(`
      with m as (select ${owners} as ids)
      insert into followers (follower_id, following_id)
      select m.ids[g], m.ids[1 + floor(power(${uniform(seed, 140, "(g * 32 + k)")}, 2) * cardinality(m.ids))::int]
      from m cross join generate_series(1, cardinality(m.ids)) g cross join generate_series(1, 20) k
      where k <= 5 + ${below(seed, 141, 16)}
        and m.ids[g] <> m.ids[1 + floor(power(${uniform(seed, 140, "(g * 32 + k)")}, 2) * cardinality(m.ids))::int]
      on conflict do nothing`),
  );

  await step(`${options.collections} collections with their recipes and shares`, async () => {
    for (let from = 1; from <= options.collections; from += batchSize) {
      const to = Math.min(options.collections, from + batchSize - 1);
      await generateBatch(from, to, seed, { recipes: options.recipes, owners });
    }
  });

  await step("vacuum analyze", async () => {
    for (const table of ["collections", "collection_recipes", "shared_collections", "followers"]) {
      await run(`vacuum (analyze) ${table}`);
    }
  });

  const summary: CollectionsSummary = {
    collections: await scalar("select count(*) from collections"),
    listed: await scalar("select count(*) from collections where is_public"),
    owners: await scalar("select count(distinct user_id) from collections"),
    topOwner: await scalar("select max(n) from (select count(*) n from collections group by user_id) t"),
    topTenOwners: await scalar(
      "select sum(n) from (select count(*) n from collections group by user_id order by n desc limit 10) t",
    ),
    collectionRecipes: await scalar("select count(*) from collection_recipes"),
    listedCollectionRecipes: await scalar(
      "select count(*) from collection_recipes cr join recipes r on r.id = cr.recipe_id where r.status = 'published' and r.is_public",
    ),
    shared: await scalar("select count(*) from shared_collections"),
    followers: await scalar("select count(*) from followers"),
    timings,
    totalMs: Math.round(performance.now() - started),
  };
  log(
    `Generated in ${(summary.totalMs / 1000).toFixed(1)} s (${currentConnection().kind}): ${summary.collections} collections ` +
      `(${summary.listed} public) of ${summary.owners} owners (busiest ${summary.topOwner}, ten busiest ${summary.topTenOwners}), ` +
      `${summary.collectionRecipes} collection recipes (${summary.listedCollectionRecipes} listed), ` +
      `${summary.shared} shares, ${summary.followers} follows`,
  );
  return summary;
}
