/** Who may moderate (issue 21): moderators and admins; only admins grant roles. */
import { Forbidden, NotFound } from "~/lib/errors";
import { isModeratorRole } from "./moderation-rules";

export type Actor = { id: string; role: string };

/** The moderation pages answer "not found" to members: nobody learns where the tools are. */
export function requireModerator(actor: Actor | null): asserts actor is Actor {
  if (!actor || !isModeratorRole(actor.role)) throw new NotFound();
}

export function requireAdmin(actor: Actor | null): asserts actor is Actor {
  if (actor?.role !== "admin") throw new NotFound();
}

/** A moderator may sanction members; an admin also moderators; nobody an admin, nor themself. */
export function assertMaySanction(actor: Actor, member: { id: string; role: string }): void {
  if (member.id === actor.id) throw new Forbidden("You can't act on your own account");
  if (member.role === "admin") throw new Forbidden("Admins can't be sanctioned");
  if (member.role === "moderator" && actor.role !== "admin")
    throw new Forbidden("Only an admin can sanction a moderator");
}
