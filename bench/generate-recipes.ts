/**
 * Bulk generator for the recipe benchmarks: fills the current `db` with the demo catalogue and
 * members, ~200 generated members and N public recipes (ingredients, categories, a cocktail type,
 * tags, steps, rating aggregates and counters), fast and deterministically.
 *
 * Every per-recipe choice is made in SQL from `hashint8extended(g, seed·1000 + salt)` over
 * `generate_series`, so a batch of 10,000 recipes is one INSERT … SELECT per table and the same
 * seed always yields the same data. Recipe ids are `md5(seed, g)::uuid`, which lets the child
 * tables be generated without reading the recipes back.
 *
 * The search and bar triggers (migrations 0005, 0009) are disabled during the load; search_vector,
 * recipe_requirements and recipes.abv are then filled set-based with the very functions the triggers
 * call (recipes_refresh_search, recipes_refresh_requirements), in chunks.
 * The triggers are re-enabled before returning; recipes is compacted (VACUUM FULL) and every table VACUUM ANALYZEd.
 */
import { type SQL, sql } from "drizzle-orm";
import { currentConnection, db, schema } from "~/lib/db.server";
import { seedDemoContent } from "../db/seed/seed.server";
import { prng } from "../db/seed/seed-util";
import { stepper } from "./bench-stats";

export type GenerateOptions = {
  recipes: number;
  members?: number;
  seed?: number;
  batchSize?: number;
  log?: (message: string) => void;
};

export type GenerateSummary = {
  recipes: number;
  listed: number;
  members: number;
  recipeIngredients: number;
  recipeTags: number;
  recipeCategories: number;
  steps: number;
  timings: Record<string, number>;
  totalMs: number;
};

// ---------------------------------------------------------------------------------------------
// Word lists. Names mix real cocktail bases with modifiers, flavours and places, so that trigram
// and full-text search see realistic, repetitive-but-varied text ("Smoky Negroni", "Havana Sour").

export const BASES = [
  "Negroni",
  "Margarita",
  "Daiquiri",
  "Old Fashioned",
  "Martini",
  "Manhattan",
  "Whiskey Sour",
  "Spritz",
  "Mule",
  "Collins",
  "Gin Fizz",
  "Julep",
  "Smash",
  "Flip",
  "Highball",
  "Punch",
  "Cobbler",
  "Sling",
  "Swizzle",
  "Rickey",
  "Toddy",
  "Colada",
  "Mojito",
  "Paloma",
  "Gimlet",
  "Sazerac",
  "Boulevardier",
  "Sidecar",
  "Cosmopolitan",
  "Mai Tai",
  "Zombie",
  "Last Word",
  "Aviation",
  "Bramble",
  "Southside",
  "Americano",
  "Hurricane",
  "Painkiller",
  "Bellini",
  "Mimosa",
  "Cooler",
  "Caipirinha",
  "Gibson",
  "Vesper",
  "Corpse Reviver",
  "Penicillin",
  "Paper Plane",
  "Espresso Martini",
  "French 75",
  "Dark and Stormy",
  "Pisco Sour",
  "Clover Club",
  "Bee's Knees",
  "Hanky Panky",
  "Jungle Bird",
];
export const MODIFIERS = [
  "Smoky",
  "Spiced",
  "Bitter",
  "Golden",
  "Velvet",
  "Midnight",
  "Frozen",
  "Tropical",
  "Dirty",
  "Dry",
  "Perfect",
  "Royal",
  "Rusty",
  "Burnt",
  "Salted",
  "Smoked",
  "Wild",
  "Little",
  "Lazy",
  "Silver",
  "Crimson",
  "Electric",
  "Winter",
  "Summer",
  "Autumn",
  "Spring",
  "Sunday",
  "Late-Night",
  "Naked",
  "Hazy",
  "Bright",
  "Dark",
  "Pale",
  "Sparkling",
  "Sleepy",
  "Lucky",
  "Twisted",
  "Hot",
  "Iced",
  "Brown Butter",
];
export const FLAVOURS = [
  "Blood Orange",
  "Rosemary",
  "Ginger",
  "Honey",
  "Cucumber",
  "Basil",
  "Mango",
  "Passion Fruit",
  "Pineapple",
  "Coconut",
  "Cherry",
  "Raspberry",
  "Blackberry",
  "Strawberry",
  "Peach",
  "Pear",
  "Apple",
  "Cinnamon",
  "Vanilla",
  "Cardamom",
  "Lavender",
  "Elderflower",
  "Hibiscus",
  "Grapefruit",
  "Lemongrass",
  "Chili",
  "Espresso",
  "Chocolate",
  "Maple",
  "Fig",
  "Plum",
  "Sage",
  "Thyme",
  "Mint",
  "Watermelon",
  "Yuzu",
  "Tamarind",
  "Pomegranate",
  "Cranberry",
  "Rhubarb",
  "Sesame",
  "Matcha",
  "Saffron",
];
const PLACES = [
  "Havana",
  "Kingston",
  "Oaxaca",
  "Brooklyn",
  "Tokyo",
  "London",
  "Paris",
  "Venice",
  "Milano",
  "Lisbon",
  "Kyoto",
  "Berlin",
  "Harlem",
  "Barcelona",
  "Rio",
  "Bombay",
  "Saigon",
  "Seoul",
  "Dublin",
  "Jalisco",
  "Trinidad",
  "Barbados",
  "Sicilian",
  "Nordic",
  "Alpine",
  "Riviera",
  "Baltic",
  "Cuban",
  "Jamaican",
  "Tiki",
];
const SUFFIXES = [
  "Royale",
  "Reviver",
  "No. 2",
  "No. 3",
  "No. 7",
  "Deluxe",
  "Special",
  "Redux",
  "Twist",
  "Fizz",
  "Flip",
  "Swizzle",
  "Cooler",
  "Sour",
  "Punch",
  "2.0",
  "Remix",
  "Reserve",
  "Highball",
  "Smash",
];
const EVOCATIVE = [
  "Velvet Hour",
  "Last Dance",
  "Night Shift",
  "Paper Lantern",
  "Golden Hour",
  "Slow Burn",
  "Harbour Light",
  "Quiet Storm",
  "Blue Note",
  "Morning Glory",
  "Copper Pot",
  "Garden Party",
  "Porch Swing",
  "Short Story",
  "Long Goodbye",
  "Open Road",
  "Back Porch",
  "Second Wind",
  "Fog Cutter",
  "Midnight Train",
  "Salt Air",
  "Silver Lining",
  "Red Herring",
  "Dead Reckoning",
  "Full Bloom",
  "Low Tide",
  "High Noon",
  "Slow Dance",
  "Wild Card",
  "Sea Breeze",
];
const DESC_OPEN = [
  "A bright take on the",
  "Our house version of the",
  "An easy riff on the",
  "A spirit-forward spin on the",
  "A lighter, longer cousin of the",
  "A weeknight-friendly",
  "A fruit-driven twist on the",
  "A smoky, grown-up",
  "The bartender's favourite",
  "A crowd-pleasing",
  "A bittersweet nod to the",
  "A frosty, blender-made",
  "A savoury, herbal",
  "A low-proof",
  "A rich, dessert-style",
];
const DESC_MIDDLE = [
  "with fresh citrus and a whisper of spice.",
  "built for warm evenings on the porch.",
  "balanced by a bitter liqueur and a long stir.",
  "that leans on good ice and a hard shake.",
  "lifted with bubbles and an orange twist.",
  "with a honey-ginger syrup you can make ahead.",
  "where aged rum meets lime and demerara.",
  "with smoked salt on half the rim.",
  "that tastes like a holiday in a glass.",
  "finished with a few drops of saline.",
  "using whatever herbs the garden offers.",
  "with a split base of gin and mezcal.",
  "that keeps the sweetness in check.",
  "where the garnish does half the work.",
  "with a float of red wine on top.",
];
const DESC_CLOSE = [
  "Shake hard and serve ice cold.",
  "Great for batching before guests arrive.",
  "Serve it with salty snacks.",
  "Best in a chilled glass.",
  "Easy to scale up for a party.",
  "Use the freshest juice you can find.",
  "Swap the sugar for agave if you like.",
  "It rewards a quality spirit.",
  "Perfect for a slow Sunday afternoon.",
  "Our most requested drink this year.",
  "Adjust the bitters to taste.",
  "Strain twice for a silky texture.",
];
const YIELDS = [
  "1 serving",
  "1 serving",
  "1 serving",
  "1 serving",
  "1 serving",
  "1 serving",
  "1 drink",
  "1 drink",
  "1 cocktail",
  "2 drinks",
  "2 drinks",
  "2 servings",
  "Makes 2",
  "4 servings",
  "Makes 4",
  "Serves 4",
  "Serves 6",
  "Serves 8",
  "Makes 12 cocktails",
  "One pitcher",
  "1 glass",
];
const METHODS = ["shaken", "shaken", "shaken", "stirred", "stirred", "built", "built", "blended", "thrown"];
const GLASSES = [
  "Coupe",
  "Rocks glass",
  "Double rocks glass",
  "Highball glass",
  "Collins glass",
  "Martini glass",
  "Nick & Nora glass",
  "Champagne flute",
  "Wine glass",
  "Copper mug",
  "Hurricane glass",
  "Julep cup",
  "Mug",
  "Pint glass",
];
const PREP_MINUTES = [1, 2, 2, 3, 3, 3, 4, 5, 5, 5, 6, 8, 10, 10, 12, 15, 20, 30, 45];
const EXTRA_MINUTES = [0, 1, 2, 2, 3, 5, 5, 5, 10, 10, 15, 30, 60, 120, 1440];
const STEP_TEXT = [
  "Chill the glass with ice water while you build the drink.",
  "Add the spirits and modifiers to a mixing tin.",
  "Add the citrus and syrup, then fill the tin with ice.",
  "Shake hard for about twelve seconds until the tin frosts.",
  "Stir with ice for twenty seconds until well chilled.",
  "Double strain into the chilled glass.",
  "Strain over a large fresh cube of ice.",
  "Top with soda and give it one gentle stir.",
  "Express the citrus peel over the surface and garnish.",
  "Blend with crushed ice until smooth.",
  "Garnish with fresh herbs and serve immediately.",
];
export const FIRST_NAMES = [
  "Nina",
  "Omar",
  "Priya",
  "Lukas",
  "Sofia",
  "Mateo",
  "Hana",
  "Kwame",
  "Ines",
  "Theo",
  "Mira",
  "Jonas",
  "Aiko",
  "Diego",
  "Freya",
  "Ravi",
  "Zoe",
  "Emil",
  "Lea",
  "Tomas",
  "Yara",
  "Felix",
  "Noor",
  "Hugo",
];
export const LAST_NAMES = [
  "Berg",
  "Silva",
  "Nakamura",
  "Okoye",
  "Rossi",
  "Novak",
  "Haddad",
  "Larsen",
  "Moreau",
  "Costa",
  "Kowalski",
  "Fischer",
  "Tanaka",
  "Mendes",
  "Quinn",
  "Petrov",
  "Adeyemi",
  "Lindgren",
];
export const HANDLES = ["shakes", "stirs", "mixes", "pours", "sips", "muddles", "bar", "drinks", "spirits", "tiki"];
const LOCATIONS = [
  "Berlin, Germany",
  "Austin, USA",
  "Osaka, Japan",
  "Lagos, Nigeria",
  "Porto, Portugal",
  "Melbourne, Australia",
  "Montreal, Canada",
  "Mexico City, Mexico",
];
const EXPERTISE = ["beginner", "intermediate", "advanced", "expert", "professional"];

// ---------------------------------------------------------------------------------------------
// SQL helpers, shared with bench/generate-collections.ts. Everything below is spliced as literals: the
// lists are constants of the generators.

export const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
export const textArray = (values: string[]) => `ARRAY[${values.map(quote).join(",")}]::text[]`;
export const intArray = (values: number[]) => `ARRAY[${values.join(",")}]::int[]`;

/** A deterministic 52-bit hash of the row number g and a salt, as SQL. */
export const hash = (seed: number, salt: number, row = "g") =>
  `(hashint8extended(${row}::bigint, ${seed * 1000 + salt}) & 4503599627370495)`;
/** Uniform in [0, 1). */
export const uniform = (seed: number, salt: number, row = "g") =>
  `(${hash(seed, salt, row)}::float8 / 4503599627370496.0)`;
/** Uniform integer in [0, n). */
export const below = (seed: number, salt: number, n: number | string, row = "g") =>
  `(${hash(seed, salt, row)} % (${n}))::int`;
export const pickFrom = (list: string[], seed: number, salt: number) =>
  `(${textArray(list)})[1 + ${below(seed, salt, list.length)}]`;
export const recipeId = (seed: number, row = "g") => `md5('muddle-bench-${seed}-' || ${row})::uuid`;

export async function run(statement: SQL | string) {
  return db.execute(typeof statement === "string" ? sql.raw(statement) : statement);
}

export async function scalar(statement: string): Promise<number> {
  const result = await run(statement);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return Number(row ? Object.values(row)[0] : 0);
}

// ---------------------------------------------------------------------------------------------

async function generateMembers(count: number, seed: number, now: number): Promise<number> {
  if (count <= 0) return 0;
  const random = prng(`muddle-bench-members-${seed}`);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const users: (typeof schema.user.$inferInsert)[] = [];
  const profiles: (typeof schema.profiles.$inferInsert)[] = [];
  for (let n = 1; n <= count; n++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const username = `${first.toLowerCase()}_${pick(HANDLES)}${n}`;
    const id = `bench-member-${String(n).padStart(4, "0")}`;
    const joined = new Date(now - Math.floor(random() * 3 * 365) * 86_400_000);
    users.push({
      id,
      name: `${first} ${last}`,
      email: `${username}@bench.muddle.example`,
      emailVerified: true,
      createdAt: joined,
      updatedAt: joined,
    });
    profiles.push({
      id,
      username,
      slug: username.toLowerCase(),
      first_name: first,
      last_name: last,
      email: `${username}@bench.muddle.example`,
      bio: `Home bartender from ${pick(LOCATIONS).split(",")[0]}. Mostly ${pick(HANDLES)} and citrus.`,
      location: pick(LOCATIONS),
      expertise_level: pick(EXPERTISE),
      created_at: joined,
      updated_at: joined,
    });
  }
  await db.insert(schema.user).values(users).onConflictDoNothing();
  await db.insert(schema.profiles).values(profiles).onConflictDoNothing();
  return count;
}

/** One batch of recipes [from, to] and all their child rows: one INSERT … SELECT per table. */
async function generateBatch(from: number, to: number, seed: number, ctx: BatchContext) {
  const s = seed;
  const range = `generate_series(${from}, ${to}) g`;
  const authors = textArray(ctx.authorIds);
  const yearMs = 3 * 365;

  // Name patterns (of 20): 8 "{Modifier} {Base}", 3 "{Flavour} {Base}", 2 "{Base} {Suffix}",
  // 2 "{Place} {Base}", 2 "{Modifier} {Flavour} {Base}", 2 "The {Evocative}", 1 "{Flavour} {Evocative}".
  await run(`
    with s as (
      select g,
        ${below(s, 1, BASES.length)} + 1 as b,
        ${below(s, 2, 20)} as pattern,
        ${pickFrom(MODIFIERS, s, 3)} as modifier,
        ${pickFrom(FLAVOURS, s, 4)} as flavour,
        ${pickFrom(PLACES, s, 5)} as place,
        ${pickFrom(SUFFIXES, s, 6)} as suffix,
        ${pickFrom(EVOCATIVE, s, 7)} as evocative,
        ${below(s, 8, 100)} as visibility,
        -- More recent recipes are more frequent: the site grows.
        now() - make_interval(secs => power(${uniform(s, 9)}, 1.4) * ${yearMs} * 86400) as created,
        (${intArray(PREP_MINUTES)})[1 + ${below(s, 10, PREP_MINUTES.length)}] as prep,
        (${intArray(EXTRA_MINUTES)})[1 + ${below(s, 11, EXTRA_MINUTES.length)}] as extra,
        power(${uniform(s, 12)}, 5) as popularity,
        ${uniform(s, 13)} as rated,
        (${uniform(s, 14)} + ${uniform(s, 15)} + ${uniform(s, 16)}) / 3 as quality
      from ${range}
    ), named as (
      select s.*, (${textArray(BASES)})[b] as base,
        case
          when pattern < 8 then modifier || ' ' || (${textArray(BASES)})[b]
          when pattern < 11 then flavour || ' ' || (${textArray(BASES)})[b]
          when pattern < 13 then (${textArray(BASES)})[b] || ' ' ||
            case when strpos((${textArray(BASES)})[b], suffix) > 0 then 'Royale' else suffix end
          when pattern < 15 then place || ' ' || (${textArray(BASES)})[b]
          when pattern < 17 then modifier || ' ' || flavour || ' ' || (${textArray(BASES)})[b]
          when pattern < 19 then 'The ' || evocative
          else flavour || ' ' || evocative
        end as name
      from s
    )
    insert into recipes (id, user_id, slug, name, description, prep_time, total_time, recipe_yield, method, glass,
      is_public, is_vegetarian, status, published_at, created_at, updated_at, likes_count, saves_count,
      shares_count, comments_count, view_count, aggregate_rating_value, aggregate_rating_count)
    select ${recipeId(s)}, (${authors})[1 + floor(power(${uniform(s, 20)}, 1.8) * ${ctx.authorIds.length})::int],
      trim(both '-' from regexp_replace(lower(replace(name, '''', '')), '[^a-z0-9]+', '-', 'g')) || '-' || g,
      name,
      ${pickFrom(DESC_OPEN, s, 21)} || ' ' || lower(base) || ' ' || ${pickFrom(DESC_MIDDLE, s, 22)} || ' ' || ${pickFrom(DESC_CLOSE, s, 23)},
      make_interval(mins => prep), make_interval(mins => prep + extra),
      ${pickFrom(YIELDS, s, 24)}, ${pickFrom(METHODS, s, 25)}, ${pickFrom(GLASSES, s, 26)},
      visibility not between 95 and 96,
      ${below(s, 27, 10)} = 0,
      case when visibility < 97 then 'published' else 'draft' end,
      case when visibility < 97 then created end,
      created, created + make_interval(days => ${below(s, 28, 30)}),
      floor(popularity * 600)::int,
      floor(popularity * 240 + ${uniform(s, 29)} * 5)::int,
      floor(popularity * 40)::int,
      floor(popularity * 60 + ${uniform(s, 30)} * 3)::int,
      floor(popularity * 9000 + ${uniform(s, 31)} * 250)::int,
      case when rated < 0.25 then null
        else round(least(5, greatest(1, 2.8 + quality * 2.4))::numeric, 1)::real end,
      case when rated < 0.25 then 0 else 1 + floor(power(${uniform(s, 32)}, 3) * 120 + popularity * 300)::int end
    from named`);

  // 3–6 ingredients: a spirit, a modifier, a mixer, then accents (distinct within each group).
  await run(`
    with pool as (
      select id, name, unit_type, category, grp,
        row_number() over (partition by grp order by name) - 1 as pos,
        count(*) over (partition by grp) as n
      from (select *, case
          when category in ('gin','rum','bourbon','whiskey','scotch','tequila','vodka','brandy','cognac') then 1
          when category in ('liqueur','wine') then 2
          when category in ('juice','syrup','mixer','soda','water','beer') then 3
          else 4 end as grp
        from ingredients) i
    ), sizes as (select grp, max(n)::int as n from pool group by grp),
    slots as (
      select g, k,
        case k when 1 then 1 when 2 then 2 when 3 then 3 when 4 then 4 when 5 then 3 else 4 end as grp,
        ${hash(s, 42)} as h3, ${hash(s, 43)} as h4
      from ${range} cross join generate_series(1, 6) k
      where k <= 3 + ${below(s, 44, 4)}
    ), chosen as (
      select sl.g, sl.k, sl.grp,
        case
          when sl.k = 1 then ${hash(s, 45)} % z.n
          when sl.k = 2 then ${hash(s, 46)} % z.n
          when sl.k = 3 then sl.h3 % z.n
          when sl.k = 4 then sl.h4 % z.n
          when sl.k = 5 then (sl.h3 % z.n + 1 + ${hash(s, 47)} % (z.n - 1)) % z.n
          else (sl.h4 % z.n + 1 + ${hash(s, 48)} % (z.n - 1)) % z.n
        end as pos
      from slots sl join sizes z on z.grp = sl.grp
    )
    insert into recipe_ingredients (recipe_id, ingredient_id, name, quantity, unit, position, garnish, substitutes)
    select ${recipeId(s, "c.g")}, p.id, p.name,
      case
        when p.category = 'bitters' then 2
        when p.unit_type = 'unit' then 1 + ${below(s, 49, 2, "(c.g * 8 + c.k)")}
        when p.unit_type = 'weight' then (ARRAY[5,10,15])[1 + ${below(s, 50, 3, "(c.g * 8 + c.k)")}]
        else (ARRAY[0.25,0.5,0.75,1,1,1.5,1.5,2,2])[1 + ${below(s, 51, 9, "(c.g * 8 + c.k)")}]
      end,
      case when p.category = 'bitters' then 'dash' when p.unit_type = 'unit' then 'unit'
        when p.unit_type = 'weight' then 'g' else 'oz' end,
      c.k, p.category = 'garnish',
      -- One spirit in five names the next spirit in the pool as a substitute ("or Rye Whiskey").
      case when c.k = 1 and ${below(s, 52, 5, "c.g")} = 0
        then array[(select q.name from pool q where q.grp = p.grp and q.pos = (p.pos + 1) % p.n)]
        else '{}'::text[] end
    from chosen c join pool p on p.grp = c.grp and p.pos = c.pos`);

  // 1–3 categories (skewed towards the first ones), one cocktail type, 2–4 tags; 3–5 steps.
  await run(`
    insert into recipe_categories (recipe_id, category_id)
    select ${recipeId(s)}, (${intArray(ctx.categoryIds)})[1 + (floor(power(${uniform(s, 60)}, 1.5) * ${ctx.categoryIds.length})::int
        + (k - 1) * (1 + ${below(s, 61, Math.max(1, Math.floor((ctx.categoryIds.length - 1) / 2)))})) % ${ctx.categoryIds.length}]
    from ${range} cross join generate_series(1, 3) k
    where k <= 1 + ${below(s, 62, 3)}
    on conflict do nothing`);
  await run(`
    insert into recipe_cocktail_types (recipe_id, cocktail_type_id)
    select ${recipeId(s)}, (${intArray(ctx.typeIds)})[1 + floor(power(${uniform(s, 63)}, 1.3) * ${ctx.typeIds.length})::int]
    from ${range}
    on conflict do nothing`);
  await run(`
    insert into recipe_tags (recipe_id, tag_id)
    select ${recipeId(s)}, (${intArray(ctx.tagIds)})[1 + (floor(power(${uniform(s, 64)}, 1.6) * ${ctx.tagIds.length})::int
        + (k - 1) * (1 + ${below(s, 65, Math.max(1, Math.floor((ctx.tagIds.length - 1) / 4)))})) % ${ctx.tagIds.length}]
    from ${range} cross join generate_series(1, 4) k
    where k <= 2 + ${below(s, 66, 3)}
    on conflict do nothing`);
  await run(`
    insert into recipe_instructions (recipe_id, step_number, step_description)
    select ${recipeId(s)}, k, (${textArray(STEP_TEXT)})[1 + (${below(s, 67, STEP_TEXT.length)} + (k - 1) * 2) % ${STEP_TEXT.length}]
    from ${range} cross join generate_series(1, 5) k
    where k <= 3 + ${below(s, 68, 3)}`);
}

type BatchContext = { authorIds: string[]; categoryIds: number[]; typeIds: number[]; tagIds: number[] };

const PARTS = ["recipes", "recipe_ingredients", "recipe_tags"] as const;

export async function generateRecipes(options: GenerateOptions): Promise<GenerateSummary> {
  const log = options.log ?? ((m: string) => console.log(m));
  const seed = options.seed ?? 42;
  const batchSize = options.batchSize ?? 10_000;
  const timings: Record<string, number> = {};
  const started = performance.now();
  const step = stepper(timings, log);

  await step("demo seed (catalogue, 5 members, demo recipes)", () => seedDemoContent());
  const members = await step("generated members", () => generateMembers(options.members ?? 200, seed, Date.now()));

  const ids = async <T>(query: string) =>
    ((await run(query)) as unknown as { rows: { id: T }[] }).rows.map((r) => r.id);
  const ctx: BatchContext = {
    // Generated members first (the prolific end of the skew), demo members last; by slug, not by
    // id, because demo members get random ids at sign-up.
    authorIds: await ids<string>(`select id from profiles order by (id like 'bench-member-%') desc, slug`),
    categoryIds: await ids<number>("select id from categories order by id"),
    typeIds: await ids<number>("select id from cocktail_types order by id"),
    tagIds: await ids<number>("select id from tags order by id"),
  };

  // Statement-level search triggers would refresh each batch's recipes again and again.
  for (const table of PARTS) await run(`alter table ${table} disable trigger user`);
  try {
    await step(`${options.recipes} recipes with ingredients, categories, types, tags, steps`, async () => {
      for (let from = 1; from <= options.recipes; from += batchSize) {
        const to = Math.min(options.recipes, from + batchSize - 1);
        const t = performance.now();
        await generateBatch(from, to, seed, ctx);
        log(`    recipes ${from}–${to} (${Math.round(performance.now() - t)} ms)`);
      }
    });
    // The same function the triggers call, over the generated recipes, chunk by chunk.
    await step("search_vector (recipes_refresh_search, set-based)", async () => {
      const chunk = Math.max(batchSize, 20_000);
      for (let from = 1; from <= options.recipes; from += chunk) {
        const to = Math.min(options.recipes, from + chunk - 1);
        await run(
          `select recipes_refresh_search(array(select ${recipeId(seed)} from generate_series(${from}, ${to}) g))`,
        );
      }
    });
    // What each recipe needs from a bar, and its ABV (migration 0009), as the triggers would have.
    await step("recipe_requirements and abv (recipes_refresh_requirements, set-based)", async () => {
      const chunk = Math.max(batchSize, 20_000);
      for (let from = 1; from <= options.recipes; from += chunk) {
        const to = Math.min(options.recipes, from + chunk - 1);
        await run(
          `select recipes_refresh_requirements(array(select ${recipeId(seed)} from generate_series(${from}, ${to}) g))`,
        );
      }
    });
  } finally {
    for (const table of PARTS) await run(`alter table ${table} enable trigger user`);
  }
  // The search_vector fill left a dead version of every recipe row (half of each page free). A table
  // grown through the app reuses that space as autovacuum frees it, so compact it once (VACUUM FULL);
  // then VACUUM sets the visibility map (index-only scans) and ANALYZE gives the planner statistics.
  await step("vacuum full recipes, vacuum analyze", async () => {
    await run("vacuum full recipes");
    for (const table of [
      "recipes",
      "recipe_ingredients",
      "recipe_categories",
      "recipe_cocktail_types",
      "recipe_tags",
      "recipe_instructions",
      "profiles",
      '"user"',
      "ingredients",
      "recipe_requirements",
      "recipe_likeness",
      "recipe_likeness_usage",
    ]) {
      await run(`vacuum (analyze) ${table}`);
    }
  });

  const summary: GenerateSummary = {
    recipes: await scalar("select count(*) from recipes"),
    listed: await scalar("select count(*) from recipes where status = 'published' and is_public"),
    members: (await scalar("select count(*) from profiles")) || members,
    recipeIngredients: await scalar("select count(*) from recipe_ingredients"),
    recipeTags: await scalar("select count(*) from recipe_tags"),
    recipeCategories: await scalar("select count(*) from recipe_categories"),
    steps: await scalar("select count(*) from recipe_instructions"),
    timings,
    totalMs: Math.round(performance.now() - started),
  };
  const missing = await scalar("select count(*) from recipes where search_vector is null");
  if (missing > 0) throw new Error(`${missing} recipes have no search_vector after generation`);
  const unmatched = await scalar(
    "select count(*) from recipes r where not exists (select 1 from recipe_requirements rq where rq.recipe_id = r.id)",
  );
  if (unmatched > 0) throw new Error(`${unmatched} recipes have no recipe_requirements after generation`);
  log(
    `Generated in ${(summary.totalMs / 1000).toFixed(1)} s (${currentConnection().kind}): ${summary.recipes} recipes ` +
      `(${summary.listed} listed), ${summary.recipeIngredients} ingredients rows, ${summary.recipeTags} tags rows, ` +
      `${summary.members} members`,
  );
  return summary;
}
