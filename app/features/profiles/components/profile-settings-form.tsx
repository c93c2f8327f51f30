/**
 * The profile form on /settings/profile (issue 14): Conform with the shared schema, so the browser
 * shows the same field messages the server would. Saved through a fetcher (the route's clientAction
 * shows the toast); without JavaScript it is an ordinary post that redirects back.
 */
import {
  type FieldMetadata,
  getFormProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import toast from "react-hot-toast";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass, FieldErrors, inputClass, Label, TextField } from "~/components/ui/form-controls";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { EXPERTISE_LEVELS } from "~/lib/constants";
import { PROFILE_TEXT_LIMITS } from "~/lib/limits";
import {
  EXPERTISE_LABELS,
  PROFILE_UPDATE_FAILED,
  type ProfileSettingsFields,
  ProfileSettingsSchema,
} from "../profile-settings-schema";
import { SOCIAL_LINK_KEYS, SOCIAL_LINK_LABELS, type SocialLinkKey } from "../social-links";

export type ProfileActionResult = SubmissionResult<string[]> & {
  ok: boolean;
  message?: string;
  formError?: string | null;
};

const constraint = getZodConstraint(ProfileSettingsSchema);

const PLACEHOLDERS: Record<SocialLinkKey, string> = {
  website: "https://…",
  twitter: "@handle",
  instagram: "@handle",
  facebook: "username",
  youtube: "@handle",
};

type Props = {
  defaultValue: ProfileSettingsFields;
  fetcher: FetcherWithComponents<ProfileActionResult>;
  /** The route's action data, for a save made before JavaScript loaded. */
  lastResult: ProfileActionResult | null;
};

export function ProfileSettingsForm({ defaultValue, fetcher, lastResult }: Props) {
  const [form, fields] = useForm<ProfileSettingsFields>({
    id: "profile-settings",
    lastResult: fetcher.data ?? lastResult,
    defaultValue,
    constraint,
    // Checked on Save, then as the member corrects: a message appearing on blur moves the button under the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema: ProfileSettingsSchema });
      // A check while correcting is not a save attempt; a refused save is (part 1 §8 error toast).
      if (!formData.has("__intent__") && submission.status === "error") {
        toast.error(PROFILE_UPDATE_FAILED, { id: "profile-settings-error" });
      }
      return submission;
    },
  });
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-6">
      <ViaFetcher />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          meta={fields.username}
          label="Username"
          hint={`Your profile is at /${defaultValue.username}. Old links keep working after a change.`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <ExpertiseField meta={fields.expertise_level} />
        <TextField meta={fields.first_name} label="First Name" autoComplete="given-name" />
        <TextField meta={fields.last_name} label="Last Name" autoComplete="family-name" />
        <BioField meta={fields.bio} className="sm:col-span-2" />
        <TextField
          meta={fields.location}
          label="Location"
          placeholder="City, Country"
          className="sm:col-span-2"
          autoComplete="address-level2"
        />
      </div>

      <fieldset className="min-w-0">
        <legend className="mb-1 text-lg font-semibold">Social links</legend>
        <p className="mb-4 text-sm text-muted">A handle or a link; we tidy it into the profile address.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_LINK_KEYS.map((key) => (
            <TextField
              key={key}
              meta={fields[key]}
              label={SOCIAL_LINK_LABELS[key]}
              placeholder={PLACEHOLDERS[key]}
              inputMode={key === "website" ? "url" : undefined}
              autoCapitalize="none"
              spellCheck={false}
              className={key === "website" ? "sm:col-span-2" : undefined}
            />
          ))}
        </div>
      </fieldset>

      <div className="flex justify-end border-t border-line pt-5">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Saving…" : "Save Changes"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function ExpertiseField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <div>
      <Label htmlFor={meta.id}>Expertise Level</Label>
      <select key={key} {...props} className={`${inputClass} pr-8`}>
        <option value="">Not set</option>
        {EXPERTISE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {EXPERTISE_LABELS[level]}
          </option>
        ))}
      </select>
      <FieldErrors meta={meta} />
    </div>
  );
}

/** The bio with its "n/500" counter (counted as the server counts: UTF-16 code units). */
function BioField({ meta, className }: { meta: FieldMetadata<string | undefined>; className?: string }) {
  const { key, ...props } = getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId });
  const length = typeof meta.value === "string" ? meta.value.length : 0;
  const max = PROFILE_TEXT_LIMITS.bio;
  return (
    <div className={className}>
      <Label htmlFor={meta.id}>Bio</Label>
      <textarea
        key={key}
        rows={4}
        {...props}
        placeholder="Tell people what you like to mix"
        className={`${controlClass} py-2.5 leading-relaxed`}
      />
      <div className="mt-1 flex items-start justify-between gap-3">
        <FieldErrors meta={meta} />
        <p
          id={meta.descriptionId}
          className={`ml-auto text-xs tabular-nums ${length > max ? "text-danger" : "text-muted"}`}
        >
          {length}/{max}
          <span className="sr-only"> characters</span>
        </p>
      </div>
    </div>
  );
}
