/**
 * Roles (issue 21): member, moderator, admin, in better-auth's `user.role`. The first admins come from
 * ADMIN_EMAILS (at start-up and at sign-up) or `npm run user:role -- email admin`; admins grant and
 * remove the moderator role on /moderation/team.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { forgetViewer } from "~/features/auth/viewer-cache.server";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { Forbidden, NotFound } from "~/lib/errors";
import { type Actor, requireAdmin } from "./moderation-policy.server";
import type { Role } from "./moderation-rules";

const { user, profiles } = schema;

/** The role a new account starts with. */
export function roleForNewAccount(email: string): Role {
  return env().ADMIN_EMAILS.includes(email.trim().toLowerCase()) ? "admin" : "member";
}

/** Makes the ADMIN_EMAILS accounts admins; returns how many changed. */
export async function applyAdminEmails(): Promise<number> {
  const emails = env().ADMIN_EMAILS;
  if (emails.length === 0) return 0;
  const changed = await db
    .update(user)
    .set({ role: "admin" })
    .where(and(inArray(sql`lower(${user.email})`, emails), sql`${user.role} <> 'admin'`))
    .returning({ id: user.id });
  await Promise.all(changed.map((row) => forgetViewer(row.id)));
  return changed.length;
}

/** The CLI's way in (scripts/user-role.ts): no actor, the operator is trusted. */
export async function setRoleByEmail(email: string, role: Role): Promise<{ username: string } | null> {
  const [row] = await db
    .update(user)
    .set({ role })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id });
  if (!row) return null;
  await forgetViewer(row.id);
  const [profile] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, row.id));
  return { username: profile?.username ?? email };
}

export type TeamMember = { id: string; username: string; role: Role };

export async function listTeam(actor: Actor | null): Promise<TeamMember[]> {
  requireAdmin(actor);
  return (await db
    .select({ id: user.id, username: profiles.username, role: user.role })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.role, ["moderator", "admin"]))
    .orderBy(asc(user.role), asc(profiles.username))) as TeamMember[];
}

/** An admin grants or removes the moderator role; admins are made by configuration or the CLI. */
export async function setModerator(actor: Actor | null, username: string, moderator: boolean): Promise<TeamMember> {
  requireAdmin(actor);
  const [member] = await db
    .select({ id: user.id, username: profiles.username, role: user.role })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(profiles.slug, username.trim().replace(/^@/, "").toLowerCase()));
  if (!member) throw new NotFound(`There is no member called @${username.replace(/^@/, "")}`);
  if (member.role === "admin") throw new Forbidden("Admins are set by configuration or the user:role command");
  const role: Role = moderator ? "moderator" : "member";
  await db.update(user).set({ role }).where(eq(user.id, member.id));
  await forgetViewer(member.id);
  return { id: member.id, username: member.username, role };
}
