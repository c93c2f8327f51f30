/**
 * Part 1 §4: a new recipe's values are kept in local storage while the author types, offered back
 * on return, and cleared after a save or when the author leaves without saving.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { clearDraft, type DraftValue, draftValueFromForm, readDraft, sameDraftValue, writeDraft } from "./recipe-draft";

const SAVE_DELAY_MS = 500;

export function useRecipeDraft({ enabled, restore }: { enabled: boolean; restore: boolean }) {
  const [restored, setRestored] = useState<DraftValue | null>(null);
  // Bumped to remount the form with other default values (restore, discard).
  const [version, setVersion] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const pristine = useRef<DraftValue | null>(null);
  // Set once the author chose to leave without saving: a save still waiting for its delay (the
  // name field's change event fires as Cancel takes the focus) must not bring the draft back.
  const abandoned = useRef(false);

  useEffect(() => {
    if (!enabled || !restore) return;
    const draft = readDraft();
    if (draft) {
      setRestored(draft);
      setVersion((v) => v + 1);
    }
  }, [enabled, restore]);

  // Save shortly after any change: typing, ticking, adding rows, or photos coming and going
  // (the photo field changes hidden inputs, which fire no events, hence the observer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-attach to the new form element after a remount
  useEffect(() => {
    const form = formRef.current;
    if (!enabled || !form) return;
    pristine.current ??= draftValueFromForm(new FormData(form));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const saveNow = () => {
      clearTimeout(timer);
      timer = undefined;
      if (abandoned.current) return;
      const value = draftValueFromForm(new FormData(form));
      if (pristine.current && sameDraftValue(value, pristine.current)) clearDraft();
      else writeDraft(value);
    };
    const save = () => {
      clearTimeout(timer);
      timer = setTimeout(saveNow, SAVE_DELAY_MS);
    };
    // Leaving the page (reload, link to another site, closing the tab) must not lose the last
    // keystrokes still waiting for the delay.
    const flush = () => {
      if (timer !== undefined) saveNow();
    };
    window.addEventListener("pagehide", flush);
    const observer = new MutationObserver(save);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ["value"] });
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", flush);
      observer.disconnect();
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
    };
  }, [enabled, version]);

  // Leaving the form without saving discards the draft; a successful save leaves too (redirect).
  // A reload or closed tab never unmounts, so the draft survives those.
  useEffect(() => {
    if (!enabled) return;
    return () => clearDraft();
  }, [enabled]);

  const discard = useCallback(() => {
    clearDraft();
    setRestored(null);
    setVersion((v) => v + 1);
  }, []);

  const abandon = useCallback(() => {
    abandoned.current = true;
    clearDraft();
  }, []);

  return { formRef, restored, version, discard, abandon };
}
