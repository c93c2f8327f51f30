/**
 * Part 2 §2, §5 share dialog: share the collection with another member by their e-mail address, and
 * the people it is shared with, each removable. The forms post `share` / `unshare` to the management
 * page's action: with JavaScript through fetchers (toasts, the field cleared), without it as plain posts
 * that come back to the page with the panel open inline (`?dialog=share`) and a flash toast.
 */

import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link, useFetcher } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { buttonClasses } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/form-controls";
import { UserPlus } from "~/components/ui/icons/icons";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { ViaFetcher } from "~/components/ui/via-fetcher";
import { TileBody, tileClasses } from "~/features/recipes/components/manage-recipe-tiles";
import type { FieldErrors } from "~/lib/errors";
import { FAILURES, ShareCollectionInput } from "../collection-schema";
import type { CollectionSharee } from "../collection-types";
import { managePath } from "../manage-collection-schema";

/** What the management page's action answers a form. */
export type ManageAnswer =
  | { ok: true; message: string }
  | { ok: false; formError: string | null; fieldErrors?: FieldErrors };

const DESCRIPTION = "Members you add can view this collection; only you can change it.";

/** The Share tile: opens the dialog, or without JavaScript the page with the panel inline. */
export function ShareCollectionTile({ slug, sharedWith }: { slug: string; sharedWith: CollectionSharee[] }) {
  const [open, setOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <form
        method="get"
        action={managePath(slug)}
        className="h-full"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="dialog" value="share" />
        <button type="submit" className={tileClasses} aria-haspopup="dialog">
          <TileBody icon={UserPlus} title="Share" detail="Share with others" />
        </button>
      </form>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title="Share Collection"
        description={DESCRIPTION}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          emailRef.current?.focus();
        }}
      >
        <SharePeople sharedWith={sharedWith} emailRef={emailRef} />
      </ModalDialog>
    </>
  );
}

/** The same dialog inline, for a page opened at `?dialog=share` (no JavaScript, or a reload). */
export function ShareCollectionPanel({
  slug,
  sharedWith,
  answer,
}: {
  slug: string;
  sharedWith: CollectionSharee[];
  answer?: ManageAnswer;
}) {
  return (
    <section
      aria-labelledby="share-panel-title"
      className="rounded-(--radius-card) border border-line bg-surface p-5 shadow-(--shadow-card) sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="share-panel-title" className="font-display text-2xl font-semibold">
            Share Collection
          </h2>
          <p className="mt-1 text-sm text-muted">{DESCRIPTION}</p>
        </div>
        <Link to={managePath(slug)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Done
        </Link>
      </div>
      <SharePeople sharedWith={sharedWith} answer={answer} />
    </section>
  );
}

/**
 * The e-mail form and the list. `answer` is the page's own action answer: a plain post's field
 * message when JavaScript has not run; a fetcher's answer takes its place once it has one.
 */
function SharePeople({
  sharedWith,
  answer,
  emailRef,
}: {
  sharedWith: CollectionSharee[];
  answer?: ManageAnswer;
  emailRef?: React.RefObject<HTMLInputElement | null>;
}) {
  const share = useFetcher<ManageAnswer>();
  const unshare = useFetcher<ManageAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const ownRef = useRef<HTMLInputElement>(null);
  const inputRef = emailRef ?? ownRef;
  const [localError, setLocalError] = useState<string | null>(null);
  const id = useId();
  const sharing = share.state !== "idle";
  const removing = unshare.state !== "idle" ? String(unshare.formData?.get("memberId") ?? "") : null;

  useEffect(() => {
    if (share.state !== "idle" || !share.data) return;
    if (share.data.ok) {
      toast.success(share.data.message);
      formRef.current?.reset();
      inputRef.current?.focus();
    } else if (!share.data.fieldErrors?.email) {
      toast.error(share.data.formError ?? FAILURES.share);
    }
  }, [share.state, share.data, inputRef]);

  useEffect(() => {
    if (unshare.state !== "idle" || !unshare.data) return;
    if (unshare.data.ok) {
      toast.success(unshare.data.message);
      // The row that had focus is gone: bring it back to the dialog's field.
      inputRef.current?.focus();
    } else toast.error(unshare.data.formError ?? FAILURES.unshare);
  }, [unshare.state, unshare.data, inputRef]);

  const shown = share.data ?? answer;
  const serverError = shown && !shown.ok ? shown.fieldErrors?.email?.[0] : undefined;
  const error = localError ?? (sharing ? undefined : serverError);
  const errorId = `${id}-error`;

  return (
    <>
      <share.Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-5"
        onSubmit={(event) => {
          // The server says the same; checking first saves a round trip for an empty field.
          const parsed = ShareCollectionInput.safeParse({ email: inputRef.current?.value ?? "" });
          setLocalError(parsed.success ? null : (parsed.error.issues[0]?.message ?? FAILURES.share));
          if (parsed.success) return;
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <input type="hidden" name="intent" value="share" />
        <ViaFetcher />
        <label htmlFor={`${id}-email`} className={labelClass}>
          Email address
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            placeholder="friend@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => setLocalError(null)}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button type="submit" className={buttonClasses({ className: "shrink-0" })} disabled={sharing}>
            {sharing ? "Sharing..." : "Share"}
          </button>
        </div>
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </share.Form>

      <h3 className="mt-6 text-sm font-semibold">
        {sharedWith.length ? `Shared with (${sharedWith.length})` : "Shared with"}
      </h3>
      {sharedWith.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Not shared with anyone yet.</p>
      ) : (
        <unshare.Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="unshare" />
          <ViaFetcher />
          <ul className="max-h-64 divide-y divide-line overflow-y-auto">
            {sharedWith.map((person) => (
              <SharedPerson key={person.id} person={person} removing={removing === person.id} />
            ))}
          </ul>
        </unshare.Form>
      )}
    </>
  );
}

function SharedPerson({ person, removing }: { person: CollectionSharee; removing: boolean }) {
  const names = [person.first_name, person.last_name].filter(Boolean).join(" ");
  return (
    <li className="flex items-center gap-3 py-2.5">
      {/* The name beside it says who this is. */}
      <span aria-hidden="true" className="shrink-0">
        <Avatar src={person.profile_picture_url} name={person.username} size={36} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">@{person.username}</p>
        {names ? <p className="truncate text-xs text-muted">{names}</p> : null}
      </div>
      <button
        type="submit"
        name="memberId"
        value={person.id}
        disabled={removing}
        aria-label={`Remove @${person.username}`}
        className={buttonClasses({ variant: "secondary", size: "sm", className: "shrink-0" })}
      >
        {removing ? "Removing..." : "Remove"}
      </button>
    </li>
  );
}
