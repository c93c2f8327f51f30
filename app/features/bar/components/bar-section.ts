/**
 * Which bar navigation entry a /bar page belongs to: My Recipes, Community and Collections own
 * their subtrees; everything else under /bar (build, shopping list, saved recipes) is part of My Bar.
 */
const SECTIONS = ["/bar/recipes", "/bar/community", "/bar/collections"] as const;

export function barSection(pathname: string): string | null {
  if (pathname !== "/bar" && !pathname.startsWith("/bar/")) return null;
  return SECTIONS.find((section) => pathname === section || pathname.startsWith(`${section}/`)) ?? "/bar";
}
