/**
 * The profile's Theme control (issue 14): Light or Dark. A choice applies to the page at once and
 * is saved on the profile, so it follows the member to their other browsers. Without JavaScript
 * the buttons post the choice and the page comes back in it.
 */

import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { applyTheme, currentTheme, saveTheme, type Theme } from "~/components/layout/theme";
import { Moon, Sun } from "~/components/ui/icons/icons";
import { useHydrated } from "~/lib/use-hydrated";
import { THEME_SAVE_FAILED, THEMES } from "../profile-settings-schema";

const OPTIONS: Record<Theme, { label: string; Icon: typeof Sun }> = {
  light: { label: "Light", Icon: Sun },
  dark: { label: "Dark", Icon: Moon },
};

export function ThemeChoice({ saved }: { saved: Theme | null }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Theme | null>(saved);
  const [stored, setStored] = useState<Theme | null>(saved);
  // The page may be in a theme this browser chose before (or the system's) rather than a saved one.
  useEffect(() => setShown(currentTheme()), []);

  async function choose(theme: Theme) {
    if (theme === currentTheme() && theme === stored) return;
    applyTheme(theme);
    setShown(theme);
    if (await saveTheme(theme)) setStored(theme);
    else toast.error(THEME_SAVE_FAILED);
  }

  return (
    <form method="post" action="/settings/theme">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Theme</legend>
        <div className="inline-flex rounded-full border border-line bg-surface-2 p-1">
          {THEMES.map((theme) => {
            const { label, Icon } = OPTIONS[theme];
            const pressed = shown === theme;
            return (
              <button
                key={theme}
                type="submit"
                name="theme"
                value={theme}
                aria-pressed={pressed}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  void choose(theme);
                }}
                className={`inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium transition ${
                  pressed ? "bg-surface text-ink shadow-sm ring-1 ring-line" : "text-muted hover:text-ink"
                }`}
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </button>
            );
          })}
        </div>
      </fieldset>
    </form>
  );
}
