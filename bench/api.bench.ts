/**
 * `npm run bench:api [-- --recipes 100000] [--iterations 50] [--reuse]`
 *
 * Issue 22 "Speed": the public API at 100,000 recipes on PostgreSQL, p95 ≤ 20 ms with the token check
 * included. Each case is a whole request through `handleApiRequest` (what app/routes/api.v1.$.ts calls):
 * the token lookup, the rate meter, validation, the query and the JSON with its ETag, so only the HTTP
 * server's own work is left out (bench:http measures that). Cases: the recipe list's first page
 * (anonymous and with a token), a deep cursor (past 60,000 recipes) on the newest and popular orders, one
 * recipe for 50 different ids, and what-I-can-make for a 40-ingredient bar; a search and the member's own
 * recipes for information. Every answer is checked (status 200, the items expected). EXPLAIN of the SQL
 * goes to bench/results/explain-api-postgres.txt, with any sequential scan of a big table flagged.
 * Results: bench/results/api-postgres.json and a markdown table on stdout. Not part of `npm test`.
 */
import { loadavg } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { handleApiRequest } from "~/features/api/api-handler.server";
import { encodeCursor } from "~/features/api/api-paging.server";
import { API_SCOPE_NAMES } from "~/features/api/api-scopes";
import { createApiToken } from "~/features/api/token-mutations.server";
import {
  BENCH_RESULTS,
  type BenchCase,
  casesTable,
  explainCases,
  openBenchDatabase,
  rows,
  targetVerdict,
  timeCases,
  writeReport,
} from "./bench-cases";
import { commandLineOptions } from "./bench-runner";
import { busyPercent, cpuTimes, machineInfo } from "./bench-stats";
import { generateRecipes } from "./generate-recipes";

const args = commandLineOptions(process.argv.slice(2));
const options = {
  recipes: Number(args.get("recipes") ?? 100_000),
  iterations: Number(args.get("iterations") ?? 50),
  warmup: 5,
  reuse: args.get("reuse") === "true",
};
const TARGET_P95_MS = 20;
const DEEP = 60_000;
const BAR_SIZE = 40;

async function call(path: string, token?: string, ip = "198.51.100.7") {
  const headers = new Headers(token ? { Authorization: `Bearer ${token}` } : {});
  const response = await handleApiRequest(new Request(`http://bench.local/api/v1${path}`, { headers }), ip);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
  return JSON.parse(body) as { items?: { id: string }[]; id?: string };
}

/** A member with the 40 generics most used by listed recipes in their bar (the bar that matches most). */
async function benchMember(): Promise<string> {
  const id = "bench_api_member";
  await rows(sql`delete from "user" where id = ${id}`);
  await rows(sql`insert into "user" (id, name, email) values (${id}, ${id}, ${`${id}@bench.example`})`);
  await rows(sql`insert into profiles (id, username, slug) values (${id}, ${id}, ${id})`);
  await rows(sql`
    insert into bar_inventory (user_id, ingredient_id, quantity, unit)
    select ${id}, i.id, 1, 'bottle' from recipe_requirements rq cross join unnest(rq.match_keys) k
    join ingredients i on i.match_key = k and i.parent_id is null
    where rq.listed group by i.id order by count(*) desc, i.id limit ${BAR_SIZE}`);
  return id;
}

/** The cursor that continues after the listing's row number `offset` in an order (as the API would hand it). */
async function cursorAt(order: "newest" | "popular", offset: number): Promise<string> {
  const columns =
    order === "newest"
      ? sql`created_at::text as k0, id::text as k1`
      : sql`likes_count::text as k0, saves_count::text as k1, created_at::text as k2, id::text as k3`;
  const by =
    order === "newest"
      ? sql`created_at desc, id desc`
      : sql`likes_count desc, saves_count desc, created_at desc, id desc`;
  const [row] = await rows<Record<string, string>>(sql`
    select ${columns} from recipes
    where status = 'published' and is_public and moderation = 'visible'
    order by ${by} offset ${offset} limit 1`);
  if (!row) throw new Error(`no row at ${offset}`);
  return encodeURIComponent(encodeCursor(order, Object.values(row)));
}

async function main() {
  const log = (m: string) => console.log(m);
  log(`\n## postgres: the public API at ${options.recipes.toLocaleString("en")} recipes`);
  const { connection, client, reused, databaseVersion } = await openBenchDatabase(
    "postgres",
    {
      name: "api",
      database: "muddle_bench_api",
      reuse: options.reuse,
      holdsData: async (probe) => {
        const count = await probe.query("select count(*)::int as n from recipes");
        return Number(count.rows[0]?.n ?? 0) >= options.recipes;
      },
    },
    log,
  );
  if (!reused) {
    log("Generating recipes…");
    await generateRecipes({ recipes: options.recipes, log });
  }
  const memberId = await benchMember();
  // One token per case: 600 calls a minute each is more than a case makes, so no case meets the limit.
  const token = async () =>
    (await createApiToken({ id: memberId }, { name: "bench", scopes: API_SCOPE_NAMES, expiry: "7" })).token;
  const ids = (
    await rows<{ id: string }>(sql`
      select id from recipes where status = 'published' and is_public and moderation = 'visible'
      order by md5(id::text) limit ${options.iterations + options.warmup}`)
  ).map((r) => r.id);
  const deepNewest = await cursorAt("newest", DEEP);
  const deepPopular = await cursorAt("popular", DEEP);
  const t = {
    list: await token(),
    deep: await token(),
    popular: await token(),
    one: await token(),
    make: await token(),
    info: await token(),
    own: await token(),
  };
  // Anonymous calls are metered per address: each run from its own.
  const ip = (i: number) => `10.${Math.floor(i / 250) % 250}.${i % 250}.9`;
  const expectPage = async (promise: Promise<{ items?: unknown[] }>, n = 20) => {
    const body = await promise;
    if (body.items?.length !== n) throw new Error(`expected ${n} items, got ${body.items?.length}`);
    return body;
  };

  const list: BenchCase[] = [
    {
      key: "listAnonymous",
      label: "GET /recipes (first page, no token)",
      target: true,
      run: (i) => expectPage(call("/recipes", undefined, ip(i))),
      explainRun: () => call("/recipes", undefined, ip(999_999)),
    },
    {
      key: "listToken",
      label: "GET /recipes (first page, token)",
      target: true,
      run: () => expectPage(call("/recipes", t.list)),
      explainRun: () => call("/recipes", t.list),
    },
    {
      key: "deepNewest",
      label: `GET /recipes?cursor= (after ${DEEP.toLocaleString("en")}, newest)`,
      target: true,
      run: () => expectPage(call(`/recipes?cursor=${deepNewest}`, t.deep)),
      explainRun: () => call(`/recipes?cursor=${deepNewest}`, t.deep),
    },
    {
      key: "deepPopular",
      label: `GET /recipes?sort=popular&cursor= (after ${DEEP.toLocaleString("en")})`,
      target: true,
      run: () => expectPage(call(`/recipes?sort=popular&cursor=${deepPopular}`, t.popular)),
      explainRun: () => call(`/recipes?sort=popular&cursor=${deepPopular}`, t.popular),
    },
    {
      key: "getRecipe",
      label: `GET /recipes/{id} (${ids.length} recipes)`,
      target: true,
      run: async (i) => {
        const id = ids[i % ids.length] as string;
        const body = await call(`/recipes/${id}`, t.one);
        if (body.id !== id) throw new Error("wrong recipe");
      },
      explainRun: () => call(`/recipes/${ids[0]}`, t.one),
    },
    {
      key: "makeable",
      label: `GET /bar/makeable (${BAR_SIZE}-ingredient bar)`,
      target: true,
      run: () => expectPage(call("/bar/makeable", t.make)),
      explainRun: () => call("/bar/makeable", t.make),
    },
    {
      key: "search",
      label: "GET /recipes?q=negroni (search)",
      target: false,
      run: () => call("/recipes?q=negroni", t.info),
      explainRun: () => call("/recipes?q=negroni", t.info),
    },
    {
      key: "own",
      label: "GET /me/recipes (a member with none)",
      target: false,
      run: () => call("/me/recipes", t.own),
      explainRun: () => call("/me/recipes", t.own),
    },
  ];

  log("Timings…");
  const loadAtQueries = loadavg()[0] ?? 0;
  const cpuBefore = cpuTimes();
  const results = await timeCases(list, options, log);
  const machineBusyPercent = busyPercent(cpuBefore, cpuTimes());
  log("Plans…");
  const explain = await explainCases(
    list,
    {
      connection,
      client,
      file: path.join(BENCH_RESULTS, "explain-api-postgres.txt"),
      bigTables: /^(recipes|recipe_ingredients|recipe_requirements|recipe_images|recipe_instructions|profiles)$/,
    },
    log,
  );
  const report = {
    database: "postgres",
    databaseVersion,
    startedAt: new Date().toISOString(),
    machine: machineInfo(),
    loadAverage: { queries: loadAtQueries, end: loadavg()[0] ?? 0 },
    machineBusyPercent,
    options,
    reused,
    recipes: Number((await rows<{ n: number }>(sql`select count(*)::int as n from recipes`))[0]?.n),
    cases: results,
    explain,
    targetP95Ms: TARGET_P95_MS,
  };
  writeReport(path.join(BENCH_RESULTS, "api-postgres.json"), report);
  log(`\n${casesTable(`### postgres (${databaseVersion}): ${report.recipes.toLocaleString("en")} recipes`, report)}`);
  log(`\n${targetVerdict("postgres", results, TARGET_P95_MS)}`);
  await connection.close();
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
