/** Single-key shortcuts of the moderation pages (j/k/x in the queue, k/h/d and w/s/u on a case). */
import { useEffect, useRef } from "react";

/** A key meant for a field being typed in, or combined with a modifier, is no shortcut. */
export function isShortcutKey(event: Pick<KeyboardEvent, "metaKey" | "ctrlKey" | "altKey" | "target">): boolean {
  const target = event.target as HTMLElement | null;
  return !(event.metaKey || event.ctrlKey || event.altKey || target?.closest("input, textarea, select"));
}

/** Calls `pick` with the value of a pressed shortcut key, anywhere on the page. */
export function useShortcuts<T extends string>(keys: Readonly<Record<string, T>>, pick: (value: T) => void) {
  const latest = useRef(pick);
  latest.current = pick;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const chosen = keys[event.key];
      if (!chosen || !isShortcutKey(event)) return;
      event.preventDefault();
      latest.current(chosen);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [keys]);
}
