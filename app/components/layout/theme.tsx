/**
 * Part 1 §4 theme: the stored choice under "theme", else the system preference. The inline
 * script runs before first paint, so a server-rendered page never flashes the wrong theme.
 * Issue 14: a signed-in member's theme is saved on their profile and follows them to another
 * browser: the server renders it on <html>, the script writes it under "theme" (so it wins over
 * whatever this browser had), and the toggle saves each change back to the profile.
 */

import { useEffect } from "react";
import { Moon, Sun } from "~/components/ui/icons/icons";
import { THEME_STORAGE_KEY } from "~/lib/constants";

export type Theme = "light" | "dark";

const key = JSON.stringify(THEME_STORAGE_KEY);

/** The inline script; with a saved theme it stores and applies that one instead of reading the browser's. */
export function themeScript(saved: Theme | null): string {
  const read = saved ? `localStorage.setItem(${key},s)` : `s=localStorage.getItem(${key})`;
  // Storage may be refused (private browsing): the theme still applies to this page.
  return `(function(){var s=${JSON.stringify(saved)};try{${read};}catch(e){}try{var d=s?s==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;var c=document.documentElement.classList;c.toggle("dark",d);c.toggle("light",!d);}catch(e){}})();`;
}

type ThemeScriptProps = {
  nonce?: string;
  /** The signed-in member's saved theme, if any. */
  saved?: Theme | null;
  /** The signed-in member, so a sign-in without a page load (the login form) applies their theme too. */
  memberId?: string | null;
};

export function ThemeScript({ nonce, saved = null, memberId = null }: ThemeScriptProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the member changes; a toggle's own save must not be undone by a stale value.
  useEffect(() => {
    if (saved && saved !== currentTheme()) applyTheme(saved);
  }, [memberId]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built from constants and a value the server checked, allowed by the CSP nonce.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript(saved) }} />;
}

/**
 * The class the server puts on <html> for a saved theme. The browser renders nothing there: the
 * inline script and applyTheme own the class after the first paint, so React never removes it
 * (for example when the member signs out).
 */
export function serverThemeClass(saved: Theme | null | undefined): string | undefined {
  return typeof document === "undefined" ? (saved ?? undefined) : undefined;
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function applyTheme(theme: Theme) {
  const classes = document.documentElement.classList;
  classes.toggle("dark", theme === "dark");
  classes.toggle("light", theme === "light");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the theme still applies to this page.
  }
}

/** Saves the theme on the signed-in member's profile; false when that did not work. */
export async function saveTheme(theme: Theme): Promise<boolean> {
  try {
    const response = await fetch("/settings/theme", {
      method: "POST",
      body: new URLSearchParams({ theme }),
      headers: { Accept: "application/json" },
    });
    // Read in full: an unread body keeps the request open.
    await response.text().catch(() => "");
    return response.ok;
  } catch {
    return false;
  }
}

export function ThemeToggle({ className = "", signedIn = false }: { className?: string; signedIn?: boolean }) {
  function toggle() {
    const next = currentTheme() === "dark" ? "light" : "dark";
    applyTheme(next);
    // Otherwise the profile's saved theme would undo this choice on the next page load.
    if (signedIn) void saveTheme(next);
  }
  return (
    <button
      type="button"
      onClick={toggle}
      className={`inline-flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-ink ${className}`}
      aria-label="Toggle dark mode"
    >
      {/* Both icons render; CSS shows the right one, so server and client markup agree. */}
      <Moon className="size-5 dark:hidden" aria-hidden />
      <Sun className="hidden size-5 dark:block" aria-hidden />
    </button>
  );
}
