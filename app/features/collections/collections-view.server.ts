/**
 * My Collections' grid or list view, remembered per member on this browser (part 2 §2 "Grid or list
 * toggle"). A cookie rather than local storage, so the server renders the chosen view and the page
 * never flashes the other one. It is set only when the member presses the toggle, holds nothing but
 * the view per member (keyed by a hash of their id, never the id), and goes only to /bar pages.
 */
import { createHash } from "node:crypto";
import { type Cookie, createCookie } from "react-router";
import { env } from "~/lib/env.server";
import { COLLECTIONS_VIEWS, type CollectionsView } from "./components/collections-view-toggle";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Members remembered on one browser; the least recently changed is forgotten first. */
const MAX_MEMBERS = 5;

let cookie: Cookie | undefined;
function viewCookie(): Cookie {
  cookie ??= createCookie("muddle-collections-view", {
    // Not "/bar/collections": the page's script reads its data from /bar/collections.data.
    path: "/bar",
    httpOnly: true,
    sameSite: "lax",
    secure: env().isHttps,
    maxAge: YEAR_SECONDS,
  });
  return cookie;
}

const memberKey = (memberId: string) => createHash("sha256").update(memberId).digest("base64url").slice(0, 12);

export function parseCollectionsView(value: unknown): CollectionsView | null {
  return COLLECTIONS_VIEWS.find((view) => view === value) ?? null;
}

async function storedViews(request: Request): Promise<Record<string, CollectionsView>> {
  const value: unknown = await viewCookie()
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  if (!value || typeof value !== "object") return {};
  const views: Record<string, CollectionsView> = {};
  for (const [key, view] of Object.entries(value).slice(-MAX_MEMBERS)) {
    const known = parseCollectionsView(view);
    if (known) views[key] = known;
  }
  return views;
}

/** The member's chosen view on this browser; the grid until they choose. */
export async function collectionsViewFor(request: Request, memberId: string): Promise<CollectionsView> {
  return (await storedViews(request))[memberKey(memberId)] ?? "grid";
}

/** Set-Cookie remembering `view` for this member, keeping the others' choices. */
export async function rememberCollectionsView(
  request: Request,
  memberId: string,
  view: CollectionsView,
): Promise<string> {
  const views = await storedViews(request);
  const key = memberKey(memberId);
  delete views[key];
  views[key] = view;
  return viewCookie().serialize(Object.fromEntries(Object.entries(views).slice(-MAX_MEMBERS)));
}
