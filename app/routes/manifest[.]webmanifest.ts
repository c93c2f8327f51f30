/**
 * /manifest.webmanifest (issue 18): what the browser needs to install Muddle as an app. Built from the
 * constants so the name and colours have one source; the icons are drawn by scripts/generate-icons.ts.
 */
import { APP_NAME, HOME_TITLE, THEME_COLOR } from "~/lib/constants";

/** The light page background (--canvas in app.css): the splash screen's colour while the app starts. */
const BACKGROUND_COLOR = "#faf7f2";

export function webAppManifest() {
  return {
    id: "/",
    name: HOME_TITLE,
    short_name: APP_NAME,
    description: "Discover, save and share cocktail recipes, and see what your bar can make.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["food", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "Saved Recipes", url: "/bar/saved", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
      { name: "What can I make", url: "/bar", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    ],
  };
}

export function loader() {
  return new Response(JSON.stringify(webAppManifest()), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
