/**
 * Issue 19: initial JavaScript per route, gzip, at most 120 KB (KiB), over the client build this suite runs on
 * (BUILD_DIR, else build/): the entry, and each matched route's module with its static imports — what the page
 * lists as modulepreload and loads before it hydrates (see javascript-budget.ts). No browser needed.
 *
 * A route that needs more is listed below with a ceiling and the reason. The ceilings are a ratchet: a listed
 * route fails as soon as it grows past its ceiling, and the list must shrink as routes come under budget (a
 * listed route that fits 120 KB, or sits far under its ceiling, fails too, so the ceiling is lowered).
 * Figures as measured on 27 November 2026 are in docs/architecture.md ("JavaScript budget").
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { buildDirectory } from "../server/build-directory";
import { initialJavaScriptPerRoute, kilobytes } from "./javascript-budget";

const BUDGET_KB = 120;
/** A listed route's ceiling may sit at most this far above what it measures (else lower the ceiling). */
const SLACK_KB = 6;

const WHY = {
  shell:
    "React 19 and React Router 7 are 107 KB of every page (react-dom's client alone is 64 KB), and the shell " +
    "adds 28 KB (navigation with the search type-ahead, downshift 12 KB, which a visitor may type into at once; " +
    "footer, cookie banner, theme): the floor of every page is 135 KB. Lazy-loaded so far: the account menu, " +
    "the phone menu, the toasts and zod.",
  zod: "the shell, plus zod (25 KB) because the page's component imports a schema module (its query or form rules)",
  widgets: "the shell, plus Radix dialogs or menus, or react-hot-toast imported directly by the page's components",
  form: "the shell, plus zod and the form library (conform's zod adapter, 11 KB) for a form validated in the browser",
  recipeForm: "the recipe editor: zod, conform, the ingredient combobox and the photo upload, on top of the shell",
  feed: "community post cards (composer, linkify, image viewer, 20 KB), Radix menus and zod, on top of the shell",
} as const;

/** Routes over budget: [ceiling in KB, why]. */
const OVER_BUDGET: Record<string, [number, string]> = {
  "routes/$username": [243, WHY.feed],
  "routes/search": [241, WHY.feed],
  "routes/bar.community": [240, WHY.feed],
  "routes/community": [239, WHY.feed],
  "routes/bar.recipes._index": [234, WHY.recipeForm],
  "routes/community.posts.$postId": [233, WHY.feed],
  "routes/recipes.$username.$recipeSlug": [220, WHY.zod],
  "routes/bar.recipes.$recipeId.edit": [217, WHY.recipeForm],
  "routes/bar.recipes.new": [217, WHY.recipeForm],
  "routes/bar.collections.$slug": [203, WHY.zod],
  "routes/bar._index": [203, WHY.zod],
  "routes/collections.$slug": [198, WHY.zod],
  "routes/bar.recipes.$recipeId": [195, WHY.zod],
  "routes/recipes.bulk-upload": [201, WHY.zod],
  "routes/bar.collections.$slug.edit": [194, WHY.form],
  "routes/bar.collections.new": [194, WHY.form],
  "routes/settings.profile": [196, WHY.form],
  "routes/collections.new": [193, WHY.form],
  "routes/bar.build": [185, WHY.zod],
  "routes/recipes._index": [176, WHY.zod],
  "routes/collections._index": [178, WHY.zod],
  "routes/collections.$slug.menu": [176, WHY.zod],
  "routes/settings.notifications": [173, WHY.zod],
  "routes/reset-password": [173, WHY.zod],
  "routes/forgot-password": [172, WHY.zod],
  "routes/settings.privacy": [172, WHY.zod],
  "routes/notifications": [168, WHY.zod],
  "routes/settings.account": [164, WHY.widgets],
  "routes/settings.api": [166, WHY.widgets],
  "routes/unsubscribe": [166, WHY.zod],
  "routes/newsletter.confirm": [166, WHY.zod],
  "routes/newsletter.unsubscribe": [166, WHY.zod],
  "routes/settings.account.two-factor": [158, WHY.widgets],
  "routes/bar.shopping-list": [147, WHY.widgets],
  "routes/home": [149, WHY.shell],
  "routes/bar.saved": [144, WHY.shell],
  "routes/signup": [146, WHY.widgets],
  "routes/login.two-factor": [146, WHY.widgets],
  "routes/login": [146, WHY.widgets],
  "routes/settings-verify": [145, WHY.widgets],
  "routes/bar.collections._index": [142, WHY.shell],
  "routes/how-to": [144, WHY.shell],
  // Swagger UI itself (1.5 MB) is loaded only after hydration, from our own origin, and not counted here.
  "routes/api.docs": [142, WHY.shell],
  "routes/faq": [142, WHY.shell],
  "routes/settings.moderation": [146, WHY.widgets],
  "routes/moderation.cases.$caseId": [144, WHY.shell],
  "routes/moderation.team": [141, WHY.shell],
  "routes/moderation._index": [143, WHY.shell],
  "routes/moderation.log": [140, WHY.shell],
  "routes/moderation": [138, WHY.shell],
  "routes/privacy-policy": [144, WHY.shell],
  "routes/$username.following": [143, WHY.shell],
  "routes/$username.followers": [143, WHY.shell],
  "routes/terms-of-service": [143, WHY.shell],
  "routes/support": [142, WHY.shell],
  "routes/bot": [142, WHY.shell],
  "routes/lists.$slug": [144, WHY.shell],
  "routes/lists._index": [140, WHY.shell],
  "routes/settings.taste": [139, WHY.shell],
  "bar-not-found": [140, WHY.shell],
  "routes/signup.verify": [140, WHY.shell],
  "routes/bar": [140, WHY.shell],
  "not-found-page": [140, WHY.shell],
  "routes/not-found": [140, WHY.shell],
  "settings-not-found": [139, WHY.shell],
  "routes/settings": [139, WHY.shell],
  "routes/static-layout": [139, WHY.shell],
  root: [138, WHY.shell],
};

const clientDir = path.join(buildDirectory(), "client");

test("every route's initial JavaScript fits 120 KB gzip, or its listed ceiling", () => {
  const routes = initialJavaScriptPerRoute(clientDir);
  expect(routes.length).toBeGreaterThan(20);
  const over: string[] = [];
  for (const route of routes) {
    const [ceiling] = OVER_BUDGET[route.routeId] ?? [BUDGET_KB];
    if (route.gzipBytes > ceiling * 1024) {
      over.push(`${route.routeId}: ${kilobytes(route.gzipBytes)} > ${ceiling} KB\n    ${route.files.join(" ")}`);
    }
  }
  expect(over, "routes over their initial JavaScript budget").toEqual([]);
});

test("every route over 120 KB is listed with a reason and a tight ceiling, and no listed route is stale", () => {
  const routes = new Map(initialJavaScriptPerRoute(clientDir).map((route) => [route.routeId, route.gzipBytes]));
  const stale: string[] = [];
  for (const [routeId, [ceiling, why]] of Object.entries(OVER_BUDGET)) {
    const bytes = routes.get(routeId);
    expect(why.length, `${routeId} says why it needs more`).toBeGreaterThan(20);
    if (bytes === undefined) stale.push(`${routeId}: no such route any more`);
    else if (bytes <= BUDGET_KB * 1024) stale.push(`${routeId}: ${kilobytes(bytes)} fits the budget: unlist it`);
    else if (bytes < (ceiling - SLACK_KB) * 1024)
      stale.push(`${routeId}: ${kilobytes(bytes)}, far under its ${ceiling} KB ceiling: lower it`);
  }
  expect(stale).toEqual([]);
});
