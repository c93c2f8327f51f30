/**
 * A renamed member's earlier addresses (issue 14): /{old}, /{old}/followers, /{old}/following and
 * /recipes/{old}/… answer 301 to the new username while no member holds the old one.
 */
import { and, eq, notExists, type SQL, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";

const { profiles, profile_slug_redirects } = schema;

/**
 * The condition for "the member at /{username}": whoever has that slug now, else whoever had it
 * before renaming. At most one row matches (a current holder hides the redirect).
 */
export function profileAtAddress(username: string): SQL {
  const slug = username.toLowerCase();
  const holder = db.select({ one: sql`1` }).from(profiles).where(eq(profiles.slug, slug));
  const formerOwner = db
    .select({ id: profile_slug_redirects.profile_id })
    .from(profile_slug_redirects)
    .where(and(eq(profile_slug_redirects.old_slug, slug), notExists(holder)));
  return sql`(${profiles.slug} = ${slug} or ${profiles.id} = (${formerOwner}))`;
}

/** The current username of the member who used to be /{username}, or null. */
export async function renamedUsername(username: string): Promise<string | null> {
  const [row] = await db
    .select({ username: profiles.username })
    .from(profile_slug_redirects)
    .innerJoin(profiles, eq(profiles.id, profile_slug_redirects.profile_id))
    .where(eq(profile_slug_redirects.old_slug, username.toLowerCase()))
    .limit(1);
  return row?.username ?? null;
}

/**
 * Where a page of a renamed member now lives: `/{new}{rest}` with the query string kept, or null
 * when nobody was ever called `username`.
 */
export async function renamedAddress(username: string, rest: string, request: Request): Promise<string | null> {
  const current = await renamedUsername(username);
  return current ? `/${current}${rest}${new URL(request.url).search}` : null;
}
