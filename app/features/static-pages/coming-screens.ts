/**
 * Screens the spec promises that the site does not have yet (issue 12). The FAQ, how-to guide,
 * support page and privacy policy describe today's site only; any text written around a missing
 * screen names it in `awaits`, so it is easy to find and rewrite when the screen lands.
 * coming-screens.test.ts fails when a text mentions a screen (`mentions`) without awaiting it, and
 * as soon as a screen with a route appears while text still awaits it.
 */
type ComingScreenInfo = { name: string; mentions: RegExp; route?: string; needsAction?: boolean };

export const COMING_SCREENS = {
  /** No route of its own: remove it from `awaits` by hand when the report button ships. */
  reporting: { name: "A report button on recipes, comments and profiles", mentions: /\breport (option|button)\b/i },
  /** No route of its own: remove it from `awaits` by hand when badges ship. */
  badges: { name: "Badges", mentions: /\bbadges?\b/i },
} satisfies Record<string, ComingScreenInfo>;

export type ComingScreen = keyof typeof COMING_SCREENS;
