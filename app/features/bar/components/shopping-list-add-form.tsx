/** "Add an item": a typed name, matched in the catalogue or created, added in place. */
import { LoaderCircle, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
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
        <button
          type="submit"
          disabled={busy}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full bg-accent px-5 text-sm font-medium text-accent-ink shadow-sm transition hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
        >
          {busy ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <Plus className="size-4" aria-hidden />
          )}
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
