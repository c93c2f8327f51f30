/**
 * Creating and revoking personal access tokens (issue 22). Only Settings → API calls these, with a
 * signed-in session (at aal2 when two-factor is on): a token can never make or revoke tokens.
 */
import { and, count, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { Invalid, NotFound } from "~/lib/errors";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { TOKENS_PER_MEMBER } from "./api-scopes";
import { generateToken, hashToken, tokenStart } from "./token-format.server";
import { type CreateTokenInputData, TOKEN_MESSAGES, tokenExpiry } from "./token-schema";

const t = schema.api_tokens;

type Actor = { id: string };

/** Returns the token itself: the only time it exists outside the member's hands. */
export async function createApiToken(
  actor: Actor,
  input: CreateTokenInputData,
  now = new Date(),
): Promise<{ id: string; token: string; expiresAt: Date }> {
  await consumeRateLimit("settings", actor.id);
  const expiresAt = tokenExpiry(input, now);
  if (!expiresAt) throw new Invalid(TOKEN_MESSAGES.expiryDate, { expiryDate: [TOKEN_MESSAGES.expiryDate] });
  const token = generateToken();
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(t).where(eq(t.user_id, actor.id));
    if ((held?.n ?? 0) >= TOKENS_PER_MEMBER) throw new Invalid(TOKEN_MESSAGES.tooMany);
    const [row] = await tx
      .insert(t)
      .values({
        user_id: actor.id,
        name: input.name,
        token_hash: hashToken(token),
        token_start: tokenStart(token),
        scopes: [...new Set(input.scopes)],
        expires_at: expiresAt,
      })
      .returning({ id: t.id });
    if (!row) throw new Error("Token not stored");
    return { id: row.id, token, expiresAt };
  });
}

/** Deletes the token: the next call with it is refused (tokens are looked up on every call). */
export async function revokeApiToken(actor: Actor, tokenId: string): Promise<{ name: string }> {
  await consumeRateLimit("settings", actor.id);
  const [row] = await db
    .delete(t)
    .where(and(eq(t.id, tokenId), eq(t.user_id, actor.id)))
    .returning({ name: t.name });
  if (!row) throw new NotFound("Token not found");
  return row;
}
