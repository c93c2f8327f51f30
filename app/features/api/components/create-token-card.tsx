/** Settings → API: create a personal access token with a name, scopes and an expiry (issue 22). */
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FieldNotes, useFieldNotes } from "~/components/ui/field-notes";
import { checkboxClass, choiceClass, inputClass, labelClass } from "~/components/ui/form-controls";
import { KeyRound } from "~/components/ui/icons/icons";
import { AccountCard } from "~/features/account/components/account-card";
import { inlineLinkClass } from "~/features/static-pages/static-page";
import { API_SCOPES, type ApiScope, TOKEN_EXPIRY_DAYS, TOKEN_NAME_MAX } from "../api-scopes";
import { NewTokenNotice } from "./new-token-notice";
import type { TokenAnswer } from "./use-token-fetcher";
import { useTokenFetcher } from "./use-token-fetcher";

function ScopeChoices({ errors }: { errors?: string[] }) {
  const notes = useFieldNotes("token-scopes", "Give a token only what its script needs.", errors);
  return (
    <fieldset aria-describedby={notes.describedBy}>
      <legend className={labelClass}>
        Permissions
        <span className="text-danger" aria-hidden>
          {" "}
          *
        </span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(Object.entries(API_SCOPES) as [ApiScope, string][]).map(([scope, text]) => (
          <label key={scope} className={`${choiceClass} items-start py-2`}>
            <input type="checkbox" name="scopes" value={scope} className={`${checkboxClass} mt-0.5`} />
            <span>
              <code className="font-semibold">{scope}</code>
              <span className="block text-muted">{text}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldNotes
        hint="Give a token only what its script needs."
        errors={errors}
        hintId={notes.hintId}
        errorId={notes.errorId}
      />
    </fieldset>
  );
}

/** The date field shows only with "On a date…" chosen: CSS reads the select, so it works without JavaScript. */
function ExpiryChoice({ errors }: { errors?: string[] }) {
  return (
    <div className="group flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="sm:w-48">
        <label htmlFor="token-expiry" className={labelClass}>
          Expires
        </label>
        <select id="token-expiry" name="expiry" defaultValue="30" className={inputClass}>
          {TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              In {days} days
            </option>
          ))}
          <option value="custom">On a date…</option>
        </select>
      </div>
      <Field
        label="Expiry date"
        name="expiryDate"
        type="date"
        className="hidden sm:w-56 group-has-[option[value=custom]:checked]:block"
        hint="Up to a year from today."
        errors={errors}
      />
    </div>
  );
}

export function CreateTokenCard({ fallback }: { fallback?: TokenAnswer }) {
  const { fetcher, form, busy, errors, answer } = useTokenFetcher("create-token");
  const shown = answer ?? fallback;
  return (
    <AccountCard
      id="create-token"
      title="Personal access tokens"
      description={
        <>
          Tokens let scripts and other apps use the{" "}
          <a href="/api/docs" className={inlineLinkClass}>
            Muddle API
          </a>{" "}
          as you. Treat one like a password.
        </>
      }
    >
      <fetcher.Form ref={form} method="post" className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="create" />
        <Field
          label="Name"
          name="name"
          required
          maxLength={TOKEN_NAME_MAX}
          placeholder="Bar tablet menu"
          hint="What it is for, so you can tell your tokens apart."
          errors={errors.name}
          className="max-w-md"
        />
        <ScopeChoices errors={errors.scopes} />
        <ExpiryChoice errors={errors.expiryDate} />
        <div>
          <Button type="submit" disabled={busy}>
            <BusyIcon busy={busy} icon={KeyRound} />
            Create token
          </Button>
        </div>
      </fetcher.Form>
      {shown?.ok && shown.token ? <NewTokenNotice token={shown.token} /> : null}
    </AccountCard>
  );
}
