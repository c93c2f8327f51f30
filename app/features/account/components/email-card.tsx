/** The member's address: confirmed or not, a fresh confirmation link, and a change confirmed from the new address. */

import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { BadgeCheck, CircleAlert, Mail, Send } from "~/components/ui/icons/icons";
import { AccountCard } from "./account-card";
import { useAccountFetcher } from "./use-account-fetcher";

export function EmailCard({ email, verified }: { email: string; verified: boolean }) {
  const resend = useAccountFetcher("send-verification");
  const change = useAccountFetcher("change-email");
  return (
    <AccountCard
      id="email"
      title="Email"
      description="Where we send links to your account and, once confirmed, notifications."
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Mail className="size-5 shrink-0 text-muted" aria-hidden />
        <span className="min-w-0 break-all font-medium">{email}</span>
        {verified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-0.5 text-sm font-medium text-success">
            <BadgeCheck className="size-4" aria-hidden /> Confirmed
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-medium text-accent">
            <CircleAlert className="size-4" aria-hidden /> Not confirmed
          </span>
        )}
      </div>
      {verified ? null : (
        <resend.fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="send-verification" />
          <p className="mb-3 text-sm text-muted">Until you confirm it, we don't send notifications to this address.</p>
          <Button type="submit" variant="secondary" disabled={resend.busy}>
            <BusyIcon busy={resend.busy} icon={Send} />
            Send confirmation link
          </Button>
        </resend.fetcher.Form>
      )}
      <change.fetcher.Form ref={change.form} method="post" className="mt-6 flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="change-email" />
        <Field
          label="New email address"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          hint="We'll send a link to the new address; your email changes once you open it."
          errors={change.errors.newEmail}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={change.busy}>
            <BusyIcon busy={change.busy} icon={Send} />
            Change email
          </Button>
        </div>
      </change.fetcher.Form>
    </AccountCard>
  );
}
