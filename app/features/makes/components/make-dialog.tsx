/**
 * The "I made this" dialog (issue 23): servings, optional stars, note and photo, sharing to the feed, and
 * taking what was used off the bar, which is only ever done when the member ticks it here.
 */
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { checkboxClass, controlClass, labelClass } from "~/components/ui/form-controls";
import { Star } from "~/components/ui/icons/icons";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { SelectField } from "~/components/ui/select-field";
import { IMAGE_TYPES_ACCEPTED } from "~/features/feed/feed-schema";
import { RATING_MAX } from "~/lib/constants";
import type { BarUse, LoggedMake } from "../make-types";
import { MAKE_MESSAGES, MAKE_NOTE_MAX, MAKE_SERVINGS, makesPath } from "../make-words";
import { BarUsePreview } from "./bar-use-preview";

type FieldErrors = Partial<Record<string, string[]>>;

export default function MakeDialog({
  open,
  onOpenChange,
  recipeId,
  recipeName,
  isAuthor,
  barUses,
  onLogged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipeId: string;
  recipeName: string;
  /** Authors log their own recipes but do not rate them. */
  isAuthor: boolean;
  barUses: BarUse[];
  onLogged: (logged: LoggedMake) => void;
}) {
  const ids = useId();
  const [servings, setServings] = useState("1");
  const [rating, setRating] = useState(0);
  const [share, setShare] = useState(false);
  const [deduct, setDeduct] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch(makesPath(recipeId), {
        method: "POST",
        body: new FormData(event.currentTarget),
        headers: { Accept: "application/json" },
      });
      const data = (await response.json().catch(() => ({}))) as LoggedMake & {
        message?: string;
        error?: string;
        fieldErrors?: FieldErrors;
      };
      if (!response.ok) {
        setErrors(data.fieldErrors ?? {});
        toast.error(data.error ?? MAKE_MESSAGES.failed);
        return;
      }
      setErrors({});
      setRating(0);
      setShare(false);
      setDeduct(false);
      toast.success(data.message ?? MAKE_MESSAGES.logged);
      onLogged(data);
      onOpenChange(false);
    } catch {
      toast.error(MAKE_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  const servingsNumber = Number(servings);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="I made this"
      description={`Log your ${recipeName}: it goes in your history, and only what you tick below goes further.`}
    >
      <form
        method="post"
        action={makesPath(recipeId)}
        encType="multipart/form-data"
        onSubmit={submit}
        className="mt-5 space-y-5"
      >
        <input type="hidden" name="intent" value="log" />
        <Field
          label="Servings made"
          name="servings"
          type="number"
          inputMode="decimal"
          min={MAKE_SERVINGS.min}
          max={MAKE_SERVINGS.max}
          step={MAKE_SERVINGS.step}
          value={servings}
          onChange={(event) => setServings(event.target.value)}
          required
          errors={errors.servings}
        />

        {isAuthor ? null : (
          <fieldset>
            <legend className={labelClass}>Your rating (optional)</legend>
            <div className="flex items-center gap-1">
              {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((stars) => (
                <label
                  key={stars}
                  className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full hover:bg-surface-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={stars}
                    checked={rating === stars}
                    onChange={() => setRating(stars)}
                    className="sr-only"
                  />
                  <span className="sr-only">
                    {stars} {stars === 1 ? "star" : "stars"}
                  </span>
                  <Star
                    className={`size-6 ${stars <= rating ? "fill-amber-400 text-amber-500" : "text-muted"}`}
                    aria-hidden
                  />
                </label>
              ))}
              {rating ? (
                <button
                  type="button"
                  onClick={() => setRating(0)}
                  className="ml-2 text-sm text-muted underline underline-offset-4 hover:text-ink"
                >
                  Clear
                </button>
              ) : null}
            </div>
            <p className="mt-1 text-xs text-muted">Stars here become your rating of the recipe.</p>
            {errors.rating ? <p className="mt-1 text-sm text-danger">{errors.rating[0]}</p> : null}
          </fieldset>
        )}

        <div>
          <label htmlFor={`${ids}-note`} className={labelClass}>
            Note (optional)
          </label>
          <textarea
            id={`${ids}-note`}
            name="note"
            rows={3}
            maxLength={MAKE_NOTE_MAX}
            placeholder="A little less sugar next time…"
            className={`${controlClass} py-2.5`}
          />
          {errors.note ? <p className="mt-1 text-sm text-danger">{errors.note[0]}</p> : null}
        </div>

        <div>
          <label htmlFor={`${ids}-photo`} className={labelClass}>
            Photo (optional)
          </label>
          <input
            id={`${ids}-photo`}
            name="images"
            type="file"
            accept={IMAGE_TYPES_ACCEPTED}
            className="block w-full text-sm text-muted file:mr-3 file:h-10 file:rounded-full file:border file:border-line file:bg-surface file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-surface-2"
          />
          {errors.images ? <p className="mt-1 text-sm text-danger">{errors.images[0]}</p> : null}
        </div>

        <div className="space-y-3 rounded-xl border border-line p-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="share"
              checked={share}
              onChange={(event) => setShare(event.target.checked)}
              className={checkboxClass}
            />
            Share to the community feed
          </label>
          {share ? (
            <SelectField
              label="Who sees the post"
              name="audience"
              options={[
                { value: "public", label: "Everyone" },
                { value: "followers", label: "My followers" },
              ]}
            />
          ) : null}
          {barUses.length ? (
            <>
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  name="deduct"
                  checked={deduct}
                  onChange={(event) => setDeduct(event.target.checked)}
                  className={checkboxClass}
                />
                Take what I used off My Bar
              </label>
              {deduct ? <BarUsePreview uses={barUses} servings={servingsNumber} /> : null}
            </>
          ) : null}
        </div>

        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Logging…" : "Log it"}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
