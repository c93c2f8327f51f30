/** Part 2 §5 Change password: current, new and confirmed; every other session is signed out. */

import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { KeyRound } from "~/components/ui/icons/icons";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/constants";
import { AccountCard } from "./account-card";
import { useAccountFetcher } from "./use-account-fetcher";

export function ChangePasswordCard() {
  const { fetcher, form, busy, errors } = useAccountFetcher("change-password");
  return (
    <AccountCard
      id="change-password"
      title="Change Password"
      description="Signing in elsewhere? Changing your password signs out every other device."
    >
      <fetcher.Form ref={form} method="post" className="flex max-w-md flex-col gap-4">
        <input type="hidden" name="intent" value="change-password" />
        <Field
          label="Current Password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          errors={errors.currentPassword}
        />
        <Field
          label="New Password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          hint={`${PASSWORD_MIN}–${PASSWORD_MAX} characters, not a common password.`}
          errors={errors.newPassword}
        />
        <Field
          label="Confirm New Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          errors={errors.confirmPassword}
        />
        <div>
          <Button type="submit" disabled={busy}>
            <BusyIcon busy={busy} icon={KeyRound} />
            Update Password
          </Button>
        </div>
      </fetcher.Form>
    </AccountCard>
  );
}
