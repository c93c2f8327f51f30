/**
 * The moderator's decisions on a case (issue 21). Every decision needs a reason, which the member reads.
 * Shortcuts on the review page: k keep, h hide, d delete on the item; w warn, s silence, u suspend its
 * author (each picks the action and moves to the reason).
 */
import { useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { choiceClass, controlClass, inputClass, labelClass } from "~/components/ui/form-controls";
import type { ActionFailure } from "~/lib/action-result.server";
import type { AuthorHistory } from "../moderation-queue.server";
import { type ItemAction, type MemberAction, SANCTION_DAYS } from "../moderation-rules";
import { useShortcuts } from "./shortcut-keys";

const boxClass = "flex flex-col gap-4 rounded-(--radius-card) border border-line bg-surface p-4";

function ReasonField({
  failure,
  textareaRef,
  label = "Reason (the member reads it)",
}: {
  failure: ActionFailure | null;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
  label?: string;
}) {
  const id = useId();
  const error = failure?.fieldErrors.reason?.[0];
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        ref={textareaRef}
        name="reason"
        rows={2}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass} py-2.5`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

const ITEM_SHORTCUTS: Readonly<Record<string, ItemAction>> = { k: "keep", h: "hide", d: "remove" };

export function DecisionForm({ held, failure }: { held: boolean; failure: ActionFailure | null }) {
  const [action, setAction] = useState<ItemAction>("keep");
  const reason = useRef<HTMLTextAreaElement>(null);
  const busy = useBusy("decide");
  const options: { value: ItemAction; label: string; key: string }[] = [
    { value: "keep", label: held ? "Approve (others can see it)" : "Keep (dismiss the reports)", key: "k" },
    { value: "hide", label: "Hide (only its author sees it)", key: "h" },
    { value: "remove", label: "Delete", key: "d" },
  ];

  useShortcuts(ITEM_SHORTCUTS, (chosen) => {
    setAction(chosen);
    reason.current?.focus();
  });

  return (
    <Form method="post" className={boxClass} aria-labelledby="decision-title">
      <input type="hidden" name="intent" value="decide" />
      <h3 id="decision-title" className="text-lg font-semibold">
        Decide on the item
      </h3>
      <fieldset>
        <legend className="sr-only">Action</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap">
          {options.map((option) => (
            <label key={option.value} className={choiceClass}>
              <input
                type="radio"
                name="action"
                value={option.value}
                checked={action === option.value}
                onChange={() => setAction(option.value)}
                className="size-4 accent-(--accent)"
              />
              {option.label}
              <kbd className="ml-1 rounded border border-line px-1 text-xs text-muted">{option.key}</kbd>
            </label>
          ))}
        </div>
      </fieldset>
      <ReasonField failure={failure} textareaRef={reason} />
      <div>
        <Button type="submit" variant={action === "remove" ? "danger" : "primary"} disabled={busy}>
          {busy ? "Saving..." : "Save decision"}
        </Button>
      </div>
    </Form>
  );
}

export function AppealForm({ failure }: { failure: ActionFailure | null }) {
  const busy = useBusy("appeal");
  return (
    <Form method="post" className={boxClass} aria-labelledby="appeal-decision-title">
      <input type="hidden" name="intent" value="appeal" />
      <h3 id="appeal-decision-title" className="text-lg font-semibold">
        Answer the appeal
      </h3>
      <fieldset className="flex flex-col gap-1 sm:flex-row">
        <legend className="sr-only">Outcome</legend>
        {[
          { value: "reverse", label: "Reverse the action" },
          { value: "keep", label: "Keep the action" },
        ].map((option, index) => (
          <label key={option.value} className={choiceClass}>
            <input
              type="radio"
              name="outcome"
              value={option.value}
              defaultChecked={index === 0}
              className="size-4 accent-(--accent)"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <ReasonField failure={failure} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Send answer"}
        </Button>
      </div>
    </Form>
  );
}

const SANCTIONS = [
  { value: "warn", label: "Warn (they must acknowledge it)" },
  { value: "silence", label: "Silence (can read, not write)" },
  { value: "suspend", label: "Suspend (cannot sign in)" },
  { value: "lift_silence", label: "Lift the silence" },
  { value: "lift_suspension", label: "Lift the suspension" },
] as const;

const SANCTION_SHORTCUTS: Readonly<Record<string, MemberAction>> = { w: "warn", s: "silence", u: "suspend" };

export function SanctionForm({ author, failure }: { author: AuthorHistory; failure: ActionFailure | null }) {
  const ids = useId();
  const busy = useBusy("sanction");
  const [action, setAction] = useState<string>("warn");
  const reason = useRef<HTMLTextAreaElement>(null);
  const timed = action === "silence" || action === "suspend";
  useShortcuts(SANCTION_SHORTCUTS, (chosen) => {
    setAction(chosen);
    reason.current?.focus();
  });
  return (
    <Form method="post" className={boxClass} aria-labelledby={`${ids}-title`}>
      <input type="hidden" name="intent" value="sanction" />
      <input type="hidden" name="member_id" value={author.id} />
      <h3 id={`${ids}-title`} className="text-lg font-semibold">
        Act on @{author.username}
      </h3>
      <div className={`grid gap-3 ${timed ? "sm:grid-cols-2" : ""}`}>
        <div>
          <label htmlFor={`${ids}-action`} className={labelClass}>
            Action
          </label>
          <select
            id={`${ids}-action`}
            name="action"
            value={action}
            onChange={(event) => setAction(event.target.value)}
            className={inputClass}
          >
            {SANCTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-muted">
            <kbd className="rounded border border-line px-1">w</kbd> warn ·{" "}
            <kbd className="rounded border border-line px-1">s</kbd> silence ·{" "}
            <kbd className="rounded border border-line px-1">u</kbd> suspend
          </p>
        </div>
        {timed ? (
          <div>
            <label htmlFor={`${ids}-days`} className={labelClass}>
              For
            </label>
            <select id={`${ids}-days`} name="days" defaultValue="7" className={inputClass}>
              {SANCTION_DAYS.map((days) => (
                <option key={days} value={days}>
                  {days === 0 ? "Until lifted" : `${days} day${days === 1 ? "" : "s"}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <ReasonField failure={failure} textareaRef={reason} />
      <div>
        <Button type="submit" variant={action === "suspend" ? "danger" : "secondary"} disabled={busy}>
          {busy ? "Saving..." : "Apply"}
        </Button>
      </div>
    </Form>
  );
}

/** A spam wave: everything the member published, deleted at once (each item logged and restorable). */
export function BulkRemovalForm({ author }: { author: AuthorHistory }) {
  const ids = useId();
  const busy = useBusy("remove-all");
  return (
    <Form method="post" className={boxClass} aria-labelledby={`${ids}-title`}>
      <input type="hidden" name="intent" value="remove-all" />
      <input type="hidden" name="member_id" value={author.id} />
      <h3 id={`${ids}-title`} className="text-lg font-semibold">
        Spam wave
      </h3>
      <p className="text-sm text-muted">
        Delete everything @{author.username} has published: recipes, comments, collections and posts.
      </p>
      <div>
        <label htmlFor={`${ids}-reason`} className={labelClass}>
          Reason (the member reads it)
        </label>
        <input id={`${ids}-reason`} name="reason" required className={inputClass} />
      </div>
      <div>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Deleting..." : `Delete all of @${author.username}'s content`}
        </Button>
      </div>
    </Form>
  );
}
