/**
 * A member's taste row (issue 23): the quiz answers and the counter that says when their kept
 * recommendations are out of date (migration 0042 raises it on every like, save, rating, make or bar change).
 */
import { eq, sql } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { NO_TASTE_ANSWERS, type TasteAnswers } from "./taste-quiz";

const { taste_profiles } = schema;

export type TasteProfile = TasteAnswers & {
  answered: boolean;
  historyVersion: number;
  recommendedVersion: number | null;
  recommendedAt: Date | null;
};

export async function getTasteProfile(memberId: string): Promise<TasteProfile | null> {
  const [row] = await db.select().from(taste_profiles).where(eq(taste_profiles.user_id, memberId));
  if (!row) return null;
  return {
    spirits: row.spirits as TasteAnswers["spirits"],
    flavour: row.flavour as TasteAnswers["flavour"],
    strength: row.strength as TasteAnswers["strength"],
    answered: row.quiz_answered_at !== null,
    historyVersion: row.history_version,
    recommendedVersion: row.recommended_version,
    recommendedAt: row.recommended_at,
  };
}

export async function getTasteAnswers(memberId: string): Promise<TasteAnswers & { answered: boolean }> {
  const profile = await getTasteProfile(memberId);
  return profile ?? { ...NO_TASTE_ANSWERS, answered: false };
}

/** Saves the quiz (or a skip: no answers) and puts the member's recommendations out of date. */
export async function saveTasteAnswers(actor: { id: string }, answers: TasteAnswers): Promise<void> {
  await consumeRateLimit("settings", actor.id);
  const values = { spirits: answers.spirits, flavour: answers.flavour, strength: answers.strength };
  await db
    .insert(taste_profiles)
    .values({ user_id: actor.id, ...values, quiz_answered_at: sql`now()`, history_version: 1 })
    .onConflictDoUpdate({
      target: taste_profiles.user_id,
      set: { ...values, quiz_answered_at: sql`now()`, history_version: sql`${taste_profiles.history_version} + 1` },
    });
}
