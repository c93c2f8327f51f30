/** Part 2 §4 Delete Account: a dialog that asks for the password; everything of the member goes. */

import { useState } from "react";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Trash2 } from "~/components/ui/icons/icons";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { PASSWORD_MAX } from "~/lib/constants";
import { AccountCard } from "./account-card";
import { useAccountFetcher } from "./use-account-fetcher";

const PASSWORD_FIELD = "delete-account-password";

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const { fetcher, busy, errors } = useAccountFetcher("delete-account");
  return (
    <AccountCard
      id="delete-account"
      title="Delete Account"
      tone="danger"
      description="Permanently delete your account with your recipes, collections, posts, bar and photos. This cannot be undone."
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete Account
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={(next) => (busy ? undefined : setOpen(next))}
        title="Delete your account?"
        description="Your profile, recipes, collections, posts, likes, ratings, bar and photos are deleted for good. Comments others replied to stay as [deleted]. Enter your password to confirm."
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(PASSWORD_FIELD)?.focus();
        }}
      >
        <fetcher.Form method="post" className="mt-5 flex flex-col gap-5">
          <input type="hidden" name="intent" value="delete-account" />
          <Field
            id={PASSWORD_FIELD}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            errors={errors.password}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              <BusyIcon busy={busy} icon={Trash2} />
              {busy ? "Deleting…" : "Delete Account"}
            </Button>
          </div>
        </fetcher.Form>
      </ModalDialog>
    </AccountCard>
  );
}
