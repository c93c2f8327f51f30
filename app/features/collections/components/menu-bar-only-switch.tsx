/**
 * The owner's "Only what my bar can make now" switch for a drink menu (issue 15): the menu then lists,
 * for everyone who opens it, only the drinks the owner's bar can make. With JavaScript a change is sent
 * at once (the route's clientAction toasts the answer); without it, the form's Apply button posts it.
 */
import { useEffect } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { SwitchField } from "~/components/ui/switch-field";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { useHydrated } from "~/lib/use-hydrated";

export const BAR_ONLY_LABEL = "Only what my bar can make now";

type Answer = { ok: true; message: string } | { ok: false; formError: string | null };

export function MenuBarOnlySwitch({ on, shown, total }: { on: boolean; shown: number; total: number }) {
  const fetcher = useFetcher<Answer>({ key: "menu-bar-only" });
  const hydrated = useHydrated();
  const checked = fetcher.formData ? fetcher.formData.get("barOnly") === "on" : on;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && fetcher.data.formError) {
      toast.error(fetcher.data.formError, { id: "menu-bar-only-error" });
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-surface p-4 shadow-(--shadow-card) print:hidden"
    >
      <input type="hidden" name="intent" value="bar-only" />
      <ViaFetcher />
      <SwitchField
        name="barOnly"
        label={BAR_ONLY_LABEL}
        hint="Everyone who opens this menu sees only the drinks your bar can make right now."
        checked={checked}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
      />
      {on && shown < total ? (
        <p className="text-sm font-medium text-accent">
          Showing {shown} of {total}: the rest need bottles your bar lacks.
        </p>
      ) : null}
      {hydrated ? null : (
        <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm", className: "self-start" })}>
          Apply
        </button>
      )}
    </fetcher.Form>
  );
}
