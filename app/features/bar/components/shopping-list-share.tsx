/**
 * Print and Share for the shopping list. Print uses the browser's dialog (the page's print styles
 * leave just the list); Share hands the list as text to the device's share sheet, or copies it.
 */

import toast from "react-hot-toast";
import { buttonClasses } from "~/components/ui/button";
import { Printer, Share2 } from "~/components/ui/icons/icons";

/** The list as plain text: what is still to buy, one per line. */
export function shoppingListText(names: string[]) {
  return ["Shopping list", ...names.map((name) => `- ${name}`)].join("\n");
}

export function ShoppingListShare({ names }: { names: string[] }) {
  const text = shoppingListText(names);

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "Shopping list", text });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Anything else (no permission, unsupported data): fall back to the clipboard.
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Shopping list copied");
    } catch {
      toast.error("Failed to share");
    }
  }

  const classes = buttonClasses({ variant: "secondary", size: "sm" });
  return (
    <div className="flex gap-2 print:hidden">
      <button type="button" className={classes} onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden />
        Print
      </button>
      <button type="button" className={classes} onClick={share} disabled={names.length === 0}>
        <Share2 className="size-4" aria-hidden />
        Share
      </button>
    </div>
  );
}
