/** Part 2 §2 Privacy settings: three audiences and five switches, saved together. */

import { Form } from "react-router";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { Save } from "~/components/ui/icons/icons";
import { SelectField } from "~/components/ui/select-field";
import { SwitchField } from "~/components/ui/switch-field";
import type { PrivacySettings } from "~/lib/constants";
import type { FieldErrors } from "~/lib/errors";
import { PRIVACY_SWITCHES, PRIVACY_VISIBILITY_FIELDS } from "../privacy-settings-schema";
import { VISIBILITY_LABELS } from "../visibility";

// Widest audience first, as a person reads the choice.
const AUDIENCE_OPTIONS = (["public", "followers", "private"] as const).map((value) => ({
  value,
  label: VISIBILITY_LABELS[value],
}));

export function PrivacySettingsForm({
  settings,
  fieldErrors,
  saving,
}: {
  settings: PrivacySettings;
  fieldErrors: FieldErrors;
  saving: boolean;
}) {
  return (
    <Form method="post" className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold">Who can see</legend>
        {PRIVACY_VISIBILITY_FIELDS.map((field) => (
          <SelectField
            key={field.name}
            name={field.name}
            label={field.label}
            hint={field.hint}
            options={AUDIENCE_OPTIONS}
            defaultValue={settings[field.name]}
            errors={fieldErrors[field.name]}
            className="sm:max-w-md"
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold">What others see and may do</legend>
        {PRIVACY_SWITCHES.map((field) => (
          <SwitchField
            key={field.name}
            name={field.name}
            label={field.label}
            hint={field.hint}
            defaultChecked={settings[field.name]}
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
