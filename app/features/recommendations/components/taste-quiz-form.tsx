/**
 * The taste quiz (issue 23): spirits, sweet or bitter, strength. In "For you tonight" for a member without
 * history (with Skip), and in settings to change the answers. Works as a plain form before scripts load.
 */
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/layout/toaster";
import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { choiceClass } from "~/components/ui/control-classes";
import { Sparkles } from "~/components/ui/icons/icons";
import { TASTE_ENDPOINT } from "../recommendation-types";
import { TASTE_FLAVOURS, TASTE_SPIRITS, TASTE_STRENGTHS, type TasteAnswers } from "../taste-quiz";

type TasteResult = { message?: string; error?: string };

const legendClass = "mb-2 text-sm font-semibold";

/** In settings a question can be taken back: "No preference" sends an empty answer. */
const NO_PREFERENCE = { value: "", label: "No preference" } as const;

function Choices({
  legend,
  name,
  type,
  options,
  chosen,
}: {
  legend: string;
  name: string;
  type: "checkbox" | "radio";
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
}) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className={choiceClass}>
            <input
              type={type}
              name={name}
              value={o.value}
              defaultChecked={chosen.includes(o.value)}
              className="size-4 accent-(--accent)"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TasteQuizForm({ answers, mode }: { answers: TasteAnswers; mode: "quiz" | "settings" }) {
  const fetcher = useFetcher<TasteResult>();
  const busy = fetcher.state !== "idle";
  // As soon as the answer arrives, not when the fetcher settles: in the quiz, the drinks then replace this form.
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.error) showToast({ type: "error", message: fetcher.data.error });
    else if (fetcher.data.message) showToast({ type: "success", message: fetcher.data.message });
  }, [fetcher.data]);
  const intent = fetcher.formData?.get("intent");

  return (
    <fetcher.Form method="post" action={TASTE_ENDPOINT} className="space-y-5">
      <Choices
        legend="Spirits you like"
        name="spirits"
        type="checkbox"
        options={TASTE_SPIRITS}
        chosen={answers.spirits}
      />
      <Choices
        legend="Sweet or bitter?"
        name="flavour"
        type="radio"
        options={mode === "settings" ? [...TASTE_FLAVOURS, NO_PREFERENCE] : TASTE_FLAVOURS}
        chosen={[answers.flavour ?? ""]}
      />
      <Choices
        legend="How strong?"
        name="strength"
        type="radio"
        options={mode === "settings" ? [...TASTE_STRENGTHS, NO_PREFERENCE] : TASTE_STRENGTHS}
        chosen={[answers.strength ?? ""]}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          <BusyIcon busy={busy && intent === "save"} icon={Sparkles} />
          {mode === "quiz" ? "Show my drinks" : "Save my taste"}
        </Button>
        {mode === "quiz" ? (
          <Button type="submit" name="intent" value="skip" variant="ghost" disabled={busy}>
            Skip for now
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
