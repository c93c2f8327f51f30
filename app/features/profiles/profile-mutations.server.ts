import { eq } from "drizzle-orm";
import { usernameProblem } from "~/features/auth/auth-schema";
import { USERNAME_MAX, USERNAME_MIN } from "~/lib/constants";
import { db, schema } from "~/lib/db.server";

/** Candidate usernames from an e-mail address: its local part, made valid, then numbered. */
export function usernameCandidates(email: string): string[] {
  let base = (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9_-]/g, "").slice(0, USERNAME_MAX - 4);
  if (base.length < USERNAME_MIN) base = `${base}member`.slice(0, USERNAME_MAX - 4);
  if (usernameProblem(base)) base = `${base}-member`.slice(0, USERNAME_MAX - 4);
  const numbered = Array.from({ length: 20 }, (_, i) => `${base}${i + 2}`);
  return [base, ...numbered];
}

/**
 * Part 1 §7 / part 2 §4: a signed-in user without a profile gets one named from the part of
 * the e-mail before the @, made unique.
 */
export async function ensureProfile(user: { id: string; email: string }) {
  const existing = await db.query.profiles.findFirst({ where: eq(schema.profiles.id, user.id) });
  if (existing) return existing;

  const candidates = [...usernameCandidates(user.email), `member-${user.id.slice(0, 8)}`];
  for (const username of candidates) {
    const [created] = await db
      .insert(schema.profiles)
      .values({ id: user.id, username, slug: username.toLowerCase(), email: user.email })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Conflict on id means another request created it first; on username, try the next name.
    const raced = await db.query.profiles.findFirst({ where: eq(schema.profiles.id, user.id) });
    if (raced) return raced;
  }
  throw new Error(`Could not find a free username for ${user.email}`);
}
