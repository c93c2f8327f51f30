/** A member's tokens as Settings → API lists them (issue 22); never the token or its hash. */
import { desc, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import type { ApiScope } from "./api-scopes";

const t = schema.api_tokens;

export type TokenListing = {
  id: string;
  name: string;
  token_start: string;
  scopes: ApiScope[];
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  last_used_ip: string | null;
};

export async function listApiTokens(memberId: string): Promise<TokenListing[]> {
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      token_start: t.token_start,
      scopes: t.scopes,
      created_at: t.created_at,
      expires_at: t.expires_at,
      last_used_at: t.last_used_at,
      last_used_ip: t.last_used_ip,
    })
    .from(t)
    .where(eq(t.user_id, memberId))
    .orderBy(desc(t.created_at));
  return rows.map((row) => ({ ...row, scopes: row.scopes as ApiScope[] }));
}
