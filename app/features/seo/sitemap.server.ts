/**
 * /sitemap.xml and its children (issue 18): public recipes, public collections and public profiles with
 * their last change, and the static pages. What is public is the policy layer's word (listedRecipe,
 * listedCollection, listedProfile): no private, draft, followers-only or otherwise hidden row appears.
 *
 * Children hold at most `perFile` URLs (the protocol's 50,000) and stream: rows are read in keyset
 * batches (`batchSize` per query) and written as they arrive, so memory does not grow with the site.
 * File k starts at row (k-1)·perFile of a stable order (oldest first, so new rows land in the last
 * file): recipes and collections walk their public "newest" partial indexes backwards, profiles their slug.
 * The index only counts (index-only scans of the same partial indexes) and names the children.
 */
import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { collectionPath } from "~/features/collections/public-collections-params";
import { listedProfile } from "~/features/privacy/profile-privacy.server";
import { listedCollection, listedRecipe } from "~/features/privacy/visibility.server";
import { db, schema } from "~/lib/db.server";
import { recipePath } from "./seo-meta";
import {
  parseSitemapName,
  SITEMAP_BATCH_SIZE,
  SITEMAP_FIRST_BATCH_SIZE,
  SITEMAP_HEADERS,
  SITEMAP_URL_LIMIT,
  type SitemapKind,
  STATIC_SITEMAP_PATHS,
  sitemapIndexXml,
  sitemapPath,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
} from "./sitemap-xml";

const { recipes, collections, profiles } = schema;

export type SitemapOptions = { perFile?: number; batchSize?: number };

/** A row of a child sitemap: its address, last change, and the keyset position after it. */
type Key = [string, string];
type Row = { path: string; lastmod: Date; key: Key };
type Source = {
  count(): Promise<number>;
  /** The keyset position of row `offset` (0-based), or null past the end: index columns only. */
  keyAt(offset: number): Promise<Key | null>;
  batch(after: Key | null, limit: number): Promise<Row[]>;
};

/** Timestamps travel as PostgreSQL's own text, microseconds included, so a keyset never skips a row. */
function after(created: AnyPgColumn, id: AnyPgColumn, key: Key | null): SQL | undefined {
  return key ? sql`(${created}, ${id}) > (${key[0]}::timestamptz, ${key[1]}::uuid)` : undefined;
}

const countWhere = async (table: typeof recipes | typeof collections | typeof profiles, where: SQL) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/**
 * Where file k starts in a (created_at, id) order: read from the public partial index alone (only its
 * columns are selected), where `OFFSET` over the full rows made PostgreSQL sort every public row.
 */
async function timeKeyAt(table: typeof recipes | typeof collections, where: SQL, offset: number): Promise<Key | null> {
  const [row] = await db
    .select({ created: sql<string>`${table.created_at}::text`, id: table.id })
    .from(table)
    .where(where)
    .orderBy(asc(table.created_at), asc(table.id))
    .limit(1)
    .offset(offset);
  return row ? [row.created, row.id] : null;
}

/** Part 2 §2: "401" is never a member's page, whatever the database holds. */
const profileListed = and(listedProfile, ne(profiles.username, "401")) as SQL;

const SOURCES: Record<SitemapKind, Source> = {
  recipes: {
    count: () => countWhere(recipes, listedRecipe),
    keyAt: (offset) => timeKeyAt(recipes, listedRecipe, offset),
    async batch(key, limit) {
      const rows = await db
        .select({
          username: profiles.username,
          slug: recipes.slug,
          updated_at: recipes.updated_at,
          created: sql<string>`${recipes.created_at}::text`,
          id: recipes.id,
        })
        .from(recipes)
        .innerJoin(profiles, eq(profiles.id, recipes.user_id))
        .where(and(listedRecipe, after(recipes.created_at, recipes.id, key)))
        .orderBy(asc(recipes.created_at), asc(recipes.id))
        .limit(limit);
      return rows.map((r) => ({ path: recipePath(r.username, r.slug), lastmod: r.updated_at, key: [r.created, r.id] }));
    },
  },
  collections: {
    count: () => countWhere(collections, listedCollection),
    keyAt: (offset) => timeKeyAt(collections, listedCollection, offset),
    async batch(key, limit) {
      const rows = await db
        .select({
          slug: collections.slug,
          updated_at: collections.updated_at,
          created: sql<string>`${collections.created_at}::text`,
          id: collections.id,
        })
        .from(collections)
        .where(and(listedCollection, after(collections.created_at, collections.id, key)))
        .orderBy(asc(collections.created_at), asc(collections.id))
        .limit(limit);
      return rows.map((r) => ({ path: collectionPath(r.slug), lastmod: r.updated_at, key: [r.created, r.id] }));
    },
  },
  profiles: {
    count: () => countWhere(profiles, profileListed),
    async keyAt(offset) {
      const [row] = await db
        .select({ slug: profiles.slug })
        .from(profiles)
        .where(profileListed)
        .orderBy(asc(profiles.slug))
        .limit(1)
        .offset(offset);
      return row ? [row.slug, ""] : null;
    },
    async batch(key, limit) {
      const rows = await db
        .select({ username: profiles.username, slug: profiles.slug, updated_at: profiles.updated_at })
        .from(profiles)
        .where(and(profileListed, key ? sql`${profiles.slug} > ${key[0]}` : undefined))
        .orderBy(asc(profiles.slug))
        .limit(limit);
      return rows.map((r) => ({
        path: `/${encodeURIComponent(r.username)}`,
        lastmod: r.updated_at,
        key: [r.slug, ""],
      }));
    },
  },
};

function limits(options: SitemapOptions) {
  return { perFile: options.perFile ?? SITEMAP_URL_LIMIT, batchSize: options.batchSize ?? SITEMAP_BATCH_SIZE };
}

/** The children /sitemap.xml names: the static pages, then as many files of each kind as its rows need. */
export async function sitemapChildren(options: SitemapOptions = {}): Promise<string[]> {
  const { perFile } = limits(options);
  const kinds = Object.keys(SOURCES) as SitemapKind[];
  const counts = await Promise.all(kinds.map((kind) => SOURCES[kind].count()));
  const paths = [sitemapPath({ kind: "pages" })];
  kinds.forEach((kind, i) => {
    const files = Math.ceil((counts[i] ?? 0) / perFile);
    for (let page = 1; page <= files; page++) paths.push(sitemapPath({ kind, page }));
  });
  return paths;
}

export async function sitemapIndexResponse(origin: string, options: SitemapOptions = {}): Promise<Response> {
  const children = await sitemapChildren(options);
  return new Response(sitemapIndexXml(children.map((path) => `${origin}${path}`)), { headers: SITEMAP_HEADERS });
}

/** The rows of file `page` after its first batch, batch by batch, as XML text. */
async function* urlset(
  source: Source,
  first: Row[],
  firstLimit: number,
  perFile: number,
  batchSize: number,
  origin: string,
) {
  const entries = (rows: Row[]) => rows.map((row) => urlEntry(`${origin}${row.path}`, row.lastmod)).join("");
  yield URLSET_OPEN + entries(first);
  let left = perFile - first.length;
  let last = first.at(-1);
  let full = first.length === firstLimit;
  while (full && left > 0 && last) {
    const limit = Math.min(batchSize, left);
    const rows = await source.batch(last.key, limit);
    if (rows.length) yield entries(rows);
    left -= rows.length;
    last = rows.at(-1);
    full = rows.length === limit;
  }
  yield URLSET_CLOSE;
}

function streamOf(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

const notFound = () =>
  new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * /sitemaps/{name}: pages.xml, or {recipes|collections|profiles}-{n}.xml streamed. The first batch is
 * read before answering, so a file past the last one is a 404 (file 1 always exists, empty or not).
 */
export async function childSitemapResponse(
  name: string,
  origin: string,
  options: SitemapOptions = {},
): Promise<Response> {
  const parsed = parseSitemapName(name);
  if (!parsed) return notFound();
  if (parsed.kind === "pages") {
    const body = URLSET_OPEN + STATIC_SITEMAP_PATHS.map((path) => urlEntry(`${origin}${path}`)).join("") + URLSET_CLOSE;
    return new Response(body, { headers: SITEMAP_HEADERS });
  }
  const { perFile, batchSize } = limits(options);
  const source = SOURCES[parsed.kind];
  // A small first batch: the answer starts before a full batch of rows is read and written.
  const firstLimit = Math.min(SITEMAP_FIRST_BATCH_SIZE, batchSize, perFile);
  // File k continues after the last row of file k-1; none there means there is no file k.
  const start = parsed.page > 1 ? await source.keyAt((parsed.page - 1) * perFile - 1) : null;
  if (parsed.page > 1 && !start) return notFound();
  const first = await source.batch(start, firstLimit);
  if (first.length === 0 && parsed.page > 1) return notFound();
  return new Response(streamOf(urlset(source, first, firstLimit, perFile, batchSize, origin)), {
    headers: SITEMAP_HEADERS,
  });
}
