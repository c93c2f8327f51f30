/**
 * Turning two-factor sign-in on (issue 17), in three steps inside one dialog: the password; the QR
 * code and the secret as text, confirmed with a code from the app; the ten backup codes, once.
 * Each step moves focus to its first field (or heading), so keyboard and screen-reader users follow.
 */
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { TwoFactorAnswer } from "../two-factor-schema";
import { BackupCodes } from "./backup-codes";

export const TWO_FACTOR_ACTION = "/settings/account/two-factor";

type Step =
  | { step: "password" }
  | { step: "scan"; secret: string; qrSvg: string }
  | { step: "codes"; backupCodes: string[] };

/** "ABCDEFGH…" as "ABCD EFGH …": easier to read off a screen and type into an app. */
function grouped(secret: string) {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

export function EnableTwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<TwoFactorAnswer>();
  const [step, setStep] = useState<Step>({ step: "password" });
  const ids = { password: useId(), key: useId(), code: useId(), codes: useId() };
  const busy = fetcher.state !== "idle";
  // An answer from an earlier opening of the dialog is not shown again.
  const [earlier, setEarlier] = useState<TwoFactorAnswer | undefined>(undefined);
  const failed = fetcher.data && fetcher.data !== earlier && !fetcher.data.ok ? fetcher.data : null;

  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.ok && answer.step === "scan") setStep({ step: "scan", secret: answer.secret, qrSvg: answer.qrSvg });
    if (answer?.ok && answer.step === "codes") setStep({ step: "codes", backupCodes: answer.backupCodes });
  }, [fetcher.data]);

  useEffect(() => {
    if (!open) return;
    const target = { password: ids.password, scan: ids.code, codes: ids.codes }[step.step];
    document.getElementById(target)?.focus();
  }, [open, step, ids.password, ids.code, ids.codes]);

  function changeOpen(next: boolean) {
    if (busy) return;
    if (next) {
      setEarlier(fetcher.data);
      setStep({ step: "password" });
    }
    onOpenChange(next);
  }

  const errors = (field: string) => (failed && step.step !== "codes" ? failed.fieldErrors[field] : undefined);
  const formError = failed && !failed.fieldErrors.password && !failed.fieldErrors.code ? failed.formError : null;

  return (
    <ModalDialog
      open={open}
      onOpenChange={changeOpen}
      title="Turn on two-factor sign-in"
      description={
        step.step === "codes"
          ? "Two-factor sign-in is on."
          : "After your password, signing in will ask for a code from an authenticator app on your phone."
      }
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(ids.password)?.focus();
      }}
    >
      {formError ? (
        <p role="alert" className="mt-4 rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      {step.step === "password" ? (
        <fetcher.Form method="post" action={TWO_FACTOR_ACTION} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="enable" />
          <Field
            id={ids.password}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            hint="Confirm it's you before changing how you sign in."
            errors={errors("password")}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Checking..." : "Continue"}
          </Button>
        </fetcher.Form>
      ) : null}
      {step.step === "scan" ? (
        // Scrolls inside the dialog on a short phone screen rather than running off it.
        <fetcher.Form
          method="post"
          action={TWO_FACTOR_ACTION}
          className="-mx-1 mt-4 max-h-[calc(100dvh-11rem)] space-y-4 overflow-y-auto px-1 pb-1"
        >
          <input type="hidden" name="intent" value="confirm" />
          <p className="text-sm">
            1. Scan this QR code with your authenticator app (such as Google Authenticator, 1Password or Aegis).
          </p>
          <div
            role="img"
            aria-label="QR code to add Muddle to your authenticator app"
            className="mx-auto size-36 overflow-hidden sm:size-44 rounded-xl border border-line bg-white"
            // Drawn on the server by the qrcode library from the plugin's otpauth:// address.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG markup made by our own server.
            dangerouslySetInnerHTML={{ __html: step.qrSvg }}
          />
          <div>
            <label htmlFor={ids.key} className="mb-1.5 block text-sm font-medium">
              Or type this setup key
            </label>
            <textarea
              id={ids.key}
              readOnly
              rows={3}
              value={grouped(step.secret)}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full resize-none rounded-xl border border-line bg-surface-2 px-3.5 py-2.5 font-mono [field-sizing:content] text-sm text-ink focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
            />
          </div>
          <Field
            id={ids.code}
            label="2. Enter the 6-digit code from the app"
            name="code"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            errors={errors("code")}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Checking..." : "Turn on"}
          </Button>
        </fetcher.Form>
      ) : null}
      {step.step === "codes" ? (
        <>
          <BackupCodes codes={step.backupCodes} headingId={ids.codes} />
          <Button className="mt-2 w-full" onClick={() => changeOpen(false)}>
            Done
          </Button>
        </>
      ) : null}
    </ModalDialog>
  );
}
