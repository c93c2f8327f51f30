/** Seed step 2: the demo members, signed up through better-auth with full profiles. */
import { eq, inArray } from "drizzle-orm";
import { auth } from "~/lib/auth.server";
import { db, schema } from "~/lib/db.server";
import { DEMO_PASSWORD, SEED_MEMBERS } from "./data/members";
import { lower } from "./seed-util";

/** How long ago the demo members joined. */
const DEMO_MEMBER_AGE_DAYS = 400;

/** Members map lower-cased username (the profile slug) → profile id. */
export type SeedMemberIds = Map<string, string>;

/** Signs demo members up through better-auth, so they have real credentials and profiles. */
export async function seedMembers(): Promise<{ created: number; ids: SeedMemberIds }> {
  const present = await db
    .select({ email: schema.user.email })
    .from(schema.user)
    .where(inArray(schema.user.email, lower(SEED_MEMBERS.map((m) => m.email))));
  const known = new Set(present.map((p) => p.email.toLowerCase()));
  let created = 0;
  for (const m of SEED_MEMBERS.filter((m) => !known.has(m.email.toLowerCase()))) {
    const name = `${m.firstName} ${m.lastName}`;
    // username, firstName and lastName are read by the profile hooks in lib/auth.server.ts.
    const profileFields: Record<string, string> = {
      username: m.username,
      firstName: m.firstName,
      lastName: m.lastName,
    };
    const { user } = await auth().api.signUpEmail({
      body: { name, email: m.email, password: DEMO_PASSWORD, ...profileFields },
    });
    await db
      .update(schema.profiles)
      .set({ bio: m.bio, location: m.location, expertise_level: m.expertiseLevel })
      .where(eq(schema.profiles.id, user.id));
    // Demo addresses cannot receive mail; treat them as verified so no reminder nags testers. The demo
    // members joined long ago (their recipes and activity are dated back too): established members,
    // not new ones under the new-member limits (issue 21).
    await db
      .update(schema.user)
      .set({
        emailVerified: true,
        createdAt: new Date(Date.now() - DEMO_MEMBER_AGE_DAYS * 86_400_000),
        role: m.role ?? "member",
      })
      .where(eq(schema.user.id, user.id));
    created++;
  }
  const rows = await db
    .select({ id: schema.profiles.id, slug: schema.profiles.slug })
    .from(schema.profiles)
    .where(inArray(schema.profiles.slug, lower(SEED_MEMBERS.map((m) => m.username))));
  return { created, ids: new Map(rows.map((r) => [r.slug, r.id])) };
}

/** Member ids in data order, not database order: the same choices on every database. */
export function memberIdsInOrder(members: SeedMemberIds): string[] {
  return SEED_MEMBERS.map((m) => members.get(m.username.toLowerCase())).filter((id): id is string => !!id);
}
