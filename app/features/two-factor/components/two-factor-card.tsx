/**
 * Two-factor sign-in on /settings/account (issue 17): whether it is on, "Turn on" (the enrolment
 * dialog) and "Turn off" (asks for the password). Posts to /settings/account/two-factor.
 */

import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ShieldCheck, ShieldOff } from "~/components/ui/icons/icons";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { TwoFactorAnswer } from "../two-factor-schema";
import { EnableTwoFactorDialog, TWO_FACTOR_ACTION } from "./enable-two-factor-dialog";

/** The dialogs have no Radix Trigger, so focus is put back on the card's button when they close. */
function useFocusOnClose(open: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) requestAnimationFrame(() => button.current?.focus());
    wasOpen.current = open;
  }, [open]);
  return button;
}

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [dialog, setDialog] = useState<"enable" | "disable" | null>(null);
  const button = useFocusOnClose(dialog !== null);
  const Icon = enabled ? ShieldCheck : ShieldOff;

  return (
    <section aria-labelledby="two-factor-title" className="rounded-(--radius-card) border border-line bg-surface p-6">
      <h2 id="two-factor-title" className="text-2xl font-semibold">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-muted">
        Ask for a code from an authenticator app on your phone after your password, so a stolen password alone cannot
        open your account.
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <p className="flex items-center gap-2 font-medium">
          <Icon className={`size-5 ${enabled ? "text-accent" : "text-muted"}`} aria-hidden />
          {enabled ? "On" : "Off"}
        </p>
        <Button
          ref={button}
          variant={enabled ? "secondary" : "primary"}
          onClick={() => setDialog(enabled ? "disable" : "enable")}
        >
          {enabled ? "Turn off" : "Turn on"}
        </Button>
      </div>
      <EnableTwoFactorDialog open={dialog === "enable"} onOpenChange={(open) => setDialog(open ? "enable" : null)} />
      <DisableTwoFactorDialog open={dialog === "disable"} onOpenChange={(open) => setDialog(open ? "disable" : null)} />
    </section>
  );
}

function DisableTwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fetcher = useFetcher<TwoFactorAnswer>();
  const passwordId = useId();
  const busy = fetcher.state !== "idle";
  // The answer already there when the dialog opened belongs to an earlier turn: neither shown nor acted on.
  const [earlier, setEarlier] = useState<TwoFactorAnswer | undefined>(undefined);
  const fresh = fetcher.data !== earlier ? fetcher.data : undefined;

  useEffect(() => {
    if (open && fresh?.ok && fresh.step === "off") onOpenChange(false);
  }, [open, fresh, onOpenChange]);

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) setEarlier(fetcher.data);
        onOpenChange(next);
      }}
      title="Turn off two-factor sign-in"
      description="Signing in will ask only for your password again, and your backup codes stop working."
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(passwordId)?.focus();
      }}
    >
      <fetcher.Form method="post" action={TWO_FACTOR_ACTION} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="disable" />
        <Field
          id={passwordId}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          errors={fresh && !fresh.ok ? (fresh.fieldErrors.password ?? [fresh.formError ?? ""]) : undefined}
        />
        <Button type="submit" variant="danger" className="w-full" disabled={busy}>
          {busy ? "Turning off..." : "Turn off"}
        </Button>
      </fetcher.Form>
    </ModalDialog>
  );
}
