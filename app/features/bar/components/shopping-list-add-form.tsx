/** "Add an item": a typed name, matched in the catalogue or created, added in place. */

import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { buttonClasses } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import type { ShoppingListResult } from "../shopping-list-schema";
import { useShoppingListToast } from "../shopping-list-toast";

export function ShoppingListAddForm({ errors }: { errors?: string[] }) {
  const fetcher = useFetcher<ShoppingListResult>();
  const input = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";
  useShoppingListToast(fetcher);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && input.current) {
      input.current.value = "";
      input.current.focus();
    }
  }, [fetcher.state, fetcher.data]);

  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.name : errors;
  const invalid = Boolean(fieldErrors?.length);

  return (
    <fetcher.Form method="post" className="print:hidden" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="add-name" />
      <ViaFetcher />
      <label htmlFor="shopping-add-name" className="mb-1.5 block text-sm font-medium">
        Add an item
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id="shopping-add-name"
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Angostura Bitters"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "shopping-add-name-error" : undefined}
          className="block h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
        />
        <button type="submit" disabled={busy} className={buttonClasses({ className: "shrink-0" })}>
          <BusyIcon busy={busy} icon={Plus} />
          Add
        </button>
      </div>
      {invalid ? (
        <p id="shopping-add-name-error" className="mt-1.5 text-sm text-danger">
          {fieldErrors?.join(". ")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
