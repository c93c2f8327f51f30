/**
 * Part 1 §4 theme: the stored choice under "theme", else the system preference. The inline
 * script runs before first paint, so a server-rendered page never flashes the wrong theme.
 */
import { Moon, Sun } from "lucide-react";
import { THEME_STORAGE_KEY } from "~/lib/constants";

export type Theme = "light" | "dark";

const script = `(function(){try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=s?s==="dark":window.matchMedia("(prefers-color-scheme: dark)").matches;var c=document.documentElement.classList;c.toggle("dark",d);c.toggle("light",!d);}catch(e){}})();`;

export function ThemeScript({ nonce }: { nonce?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by the CSP nonce.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
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

export function ThemeToggle({ className = "" }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => applyTheme(currentTheme() === "dark" ? "light" : "dark")}
      className={`inline-flex size-10 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-ink ${className}`}
      aria-label="Toggle dark mode"
    >
      {/* Both icons render; CSS shows the right one, so server and client markup agree. */}
      <Moon className="size-5 dark:hidden" aria-hidden />
      <Sun className="hidden size-5 dark:block" aria-hidden />
    </button>
  );
}
