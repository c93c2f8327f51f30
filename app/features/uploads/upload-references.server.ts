/**
 * Which upload addresses something still uses. Every column that may hold an /uploads address is
 * listed here, once: a new one must be added, or the daily sweep deletes its files.
 */
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { wordArray } from "~/lib/sql-arrays.server";

/**
 * The addresses among `urls` that a row refers to. Each column is a hash join against the candidates
 * (one pass over each table per call, no index needed), so call it with a page of addresses at a time.
 * Any column counts for any bucket: a cover that reuses a recipe's photo keeps that photo.
 */
export async function usedUploadUrls(urls: string[]): Promise<Set<string>> {
  // Upload addresses are safe words for an array literal: keys allow only letters, digits, ".", "_", "-" and "/".
  if (urls.length === 0) return new Set();
  const result = await db.execute<{ url: string }>(sql`
    with candidates(url) as (select distinct unnest(${wordArray(urls)}))
    select c.url from candidates c join recipes r on r.image_url = c.url
    union select c.url from candidates c join recipes r on r.thumbnail_url = c.url
    union select c.url from candidates c join recipe_images i on i.image_url = c.url
    union select c.url from candidates c join recipe_images i on i.thumbnail_url = c.url
    union select c.url from candidates c join recipe_instructions s on s.step_image_url = c.url
    union select c.url from candidates c join collections k on k.image_url = c.url
    union select c.url from candidates c join profiles p on p.profile_picture_url = c.url
    union select c.url from candidates c join "user" u on u.image = c.url
    union select c.url from candidates c join recipe_makes m on m.photo_url = c.url
    union select c.url from candidates c
      join (select unnest(images) as url from community_posts where cardinality(images) > 0) p on p.url = c.url
    union select c.url from candidates c
      join (select unnest(images) as url from post_comments where cardinality(images) > 0) p on p.url = c.url`);
  return new Set(result.rows.map((row) => row.url));
}
