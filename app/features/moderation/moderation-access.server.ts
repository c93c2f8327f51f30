/** The moderation pages' gate (issue 21): guests sign in first; members get a plain 404. */
import { data } from "react-router";
import { requireViewer, type Viewer } from "~/features/auth/session.server";
import { isModeratorRole } from "./moderation-rules";

export async function requireModeratorViewer(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!isModeratorRole(viewer.role)) throw data(null, { status: 404 });
  return viewer;
}

export async function requireAdminViewer(request: Request): Promise<Viewer> {
  const viewer = await requireModeratorViewer(request);
  if (viewer.role !== "admin") throw data(null, { status: 404 });
  return viewer;
}
