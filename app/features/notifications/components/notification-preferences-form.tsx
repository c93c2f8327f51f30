/**
 * Part 2 §2 Notification settings: the seven switches, saved together. The Newsletter switch shows
 * when a subscription waits for its e-mailed confirmation; under Push Notifications, `push` is this
 * browser's subscribe control (or the note that the site has no push).
 */

import { Form } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { Save } from "~/components/ui/icons/icons";
import { SwitchField } from "~/components/ui/switch-field";
import type { NotificationPreferences } from "~/lib/constants";
import { NOTIFICATION_SWITCHES } from "../notification-preferences-schema";

const CHANNELS = NOTIFICATION_SWITCHES.slice(0, 3);
const EVENTS = NOTIFICATION_SWITCHES.slice(3);

export function NotificationPreferencesForm({
  preferences,
  emailVerified,
  newsletterPending,
  push,
  saving,
}: {
  preferences: NotificationPreferences;
  emailVerified: boolean;
  newsletterPending: boolean;
  push: React.ReactNode;
  saving: boolean;
}) {
  const hintOf = (name: keyof NotificationPreferences, hint: string) => {
    if (name === "email_notifications" && !emailVerified)
      return `${hint} Your e-mail address is not confirmed yet: nothing is sent until it is.`;
    if (name === "newsletter" && newsletterPending)
      return `${hint} Waiting for you to confirm from the e-mail we sent.`;
    return hint;
  };
  return (
    <Form method="post" className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold">How we reach you</legend>
        {CHANNELS.map((field) => (
          <div key={field.name}>
            <SwitchField
              name={field.name}
              label={field.label}
              hint={hintOf(field.name, field.hint)}
              defaultChecked={preferences[field.name]}
            />
            {field.name === "push_notifications" ? push : null}
          </div>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold">What we tell you about</legend>
        {EVENTS.map((field) => (
          <SwitchField
            key={field.name}
            name={field.name}
            label={field.label}
            hint={field.hint}
            defaultChecked={preferences[field.name]}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={saving}>
          <BusyIcon busy={saving} icon={Save} />
          Save Changes
        </Button>
      </div>
    </Form>
  );
}
