/** Who is asking: the signed-in member behind a request, with their profile. */
import { redirect } from "react-router";
import { ensureProfile } from "~/features/profiles/profile-mutations.server";
import { auth } from "~/lib/auth.server";
import type { AssuranceLevel } from "./assurance.server";
import { freshViewer, rememberedViewer, type ViewerLookup } from "./viewer-cache.server";

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

/**
 * The member behind a request, or null. Page views reuse a lookup of the same session cookies for a
 * few seconds (viewer-cache.server.ts); write requests always read the database, so an action never
 * trusts a session that was revoked elsewhere a moment ago, and the pages after a write show it.
 */
export function getViewer(request: Request): Promise<Viewer | null> {
  const key = sessionCacheKey(request.headers.get("cookie"));
  if (key === null) return Promise.resolve(null);
  const lookUp = () => lookUpViewer(request);
  return request.method === "GET" || request.method === "HEAD" ? rememberedViewer(key, lookUp) : freshViewer(lookUp);
}

const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_token$/;

/**
 * Every better-auth cookie of the request, sorted (the session lookup reads nothing else from it), or
 * null without a session cookie: then there is no session to look up.
 */
export function sessionCacheKey(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const pairs: string[] = [];
  let session = false;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    const name = (at === -1 ? pair : pair.slice(0, at)).trim();
    if (!name.includes("better-auth")) continue;
    if (SESSION_COOKIE.test(name)) session = true;
    pairs.push(pair.trim());
  }
  return session ? pairs.sort().join("; ") : null;
}

async function lookUpViewer(request: Request): Promise<ViewerLookup> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return { viewer: null, expiresAt: null };
  const { user } = session;
  const extra = user as { role?: string; twoFactorEnabled?: boolean | null };
  const profile = await ensureProfile(user);
  const viewer: Viewer = {
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
  return { viewer, expiresAt: new Date(session.session.expiresAt).getTime() };
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
