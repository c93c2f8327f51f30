/**
 * Quick add on /bar: type an ingredient you know and add it (part 2 §4: quantity 1; a new name is
 * matched case-insensitively or created with category 'other'). /bar/build is the full experience.
 */

import { useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { buttonClasses } from "~/components/ui/button";
import { Plus } from "~/components/ui/icons/icons";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { ingredientNameError } from "../bar-schema";
import { type BarActionResult, useFetcherResult } from "./use-bar-item-actions";

export function BarQuickAdd({ className = "" }: { className?: string }) {
  const fetcher = useFetcher<BarActionResult>({ key: "bar-quick-add" });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const busy = fetcher.state !== "idle";
  // An empty box is answered at once, before anything is posted (issue 12, item 6); the server says the same.
  const [clientError, setClientError] = useState<string>();
  const fieldError =
    clientError ?? (fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.name?.[0] : undefined);

  // The name being added: the box is emptied as it is sent, and given back if the add fails.
  const sentName = useRef("");

  useFetcherResult(fetcher.data, (result) => {
    // The success toast comes from the route's clientAction (action-toast.ts).
    if (result.ok) return;
    if (input.current && !input.current.value) input.current.value = sentName.current;
    if (result.formError) toast.error(result.formError);
  });

  return (
    <fetcher.Form
      method="post"
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = ingredientNameError(input.current?.value ?? "");
        setClientError(problem);
        if (!problem) {
          // Emptied as it is sent, as a member expects, not when the answer is handled: on a loaded
          // machine the box sometimes kept the name although the add was done and toasted.
          const sent = new FormData(event.currentTarget);
          sentName.current = String(sent.get("name") ?? "");
          fetcher.submit(sent, { method: "post" });
          event.currentTarget.reset();
        }
        input.current?.focus();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <ViaFetcher />
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        Add an ingredient
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          name="name"
          required
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Campari"
          onChange={() => setClientError(undefined)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-error` : undefined}
          className="block h-11 w-full min-w-0 flex-1 rounded-xl border border-line bg-surface px-3.5 text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
        />
        <button type="submit" className={buttonClasses({ className: "shrink-0" })} aria-busy={busy || undefined}>
          <BusyIcon busy={busy} icon={Plus} />
          Add
        </button>
      </div>
      {fieldError ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-danger">
          {fieldError}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
