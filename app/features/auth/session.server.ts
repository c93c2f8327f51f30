/** Who is asking: the signed-in member behind a request, with their profile. */
import { redirect } from "react-router";
import { ensureProfile } from "~/features/profiles/profile-mutations.server";
import { auth } from "~/lib/auth.server";
import type { AssuranceLevel } from "./assurance.server";

export type Viewer = {
  id: string;
  email: string;
  role: string;
  username: string;
  slug: string;
  first_name: string | null;
  last_name: string | null;
  profile_picture_url: string | null;
  /** The theme saved on the profile (issue 14), or null when the member never chose one. */
  theme: "light" | "dark" | null;
  /** The address was confirmed by a link; notifications are e-mailed only to confirmed addresses. */
  email_verified: boolean;
  two_factor_enabled: boolean;
  /** This session's assurance level: aal2 once a second factor was verified for it. */
  aal: AssuranceLevel;
  /** This session's id, to mark it "current" among the member's sessions. */
  session_id: string;
};

// A request is answered by several loaders at once; they share one session lookup.
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

export function getViewer(request: Request): Promise<Viewer | null> {
  let pending = viewers.get(request);
  if (!pending) {
    pending = lookUpViewer(request);
    viewers.set(request, pending);
  }
  return pending;
}

async function lookUpViewer(request: Request): Promise<Viewer | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  const extra = user as { role?: string; twoFactorEnabled?: boolean | null };
  const profile = await ensureProfile(user);
  return {
    id: user.id,
    email: user.email,
    role: extra.role ?? "member",
    username: profile.username,
    slug: profile.slug,
    first_name: profile.first_name,
    last_name: profile.last_name,
    profile_picture_url: profile.profile_picture_url,
    theme: profile.theme === "light" || profile.theme === "dark" ? profile.theme : null,
    email_verified: user.emailVerified,
    two_factor_enabled: extra.twoFactorEnabled === true,
    aal: (session.session as { aal?: string }).aal === "aal2" ? "aal2" : "aal1",
    session_id: session.session.id,
  };
}

/** Signed-in areas: anyone else goes to /login, which brings them back here afterwards. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) {
    const url = new URL(request.url);
    const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
    throw redirect(`/login?${params}`);
  }
  return viewer;
}
