/** One card's form on Settings → Account: its own fetcher, its field messages, and its error toast. */
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import type { FieldErrors } from "~/lib/errors";

type Answer = { ok: false; formError: string | null; fieldErrors: FieldErrors } | undefined;

export function useAccountFetcher(key: string) {
  const fetcher = useFetcher<Answer>({ key });
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);

  useEffect(() => {
    if (answer?.formError) toast.error(answer.formError, { id: key });
  }, [answer, key]);
  // A success answers with a redirect (its toast travels in the flash cookie): clear what was typed.
  useEffect(() => {
    if (wasBusy.current && !busy && !answer) form.current?.reset();
    wasBusy.current = busy;
  }, [busy, answer]);

  return { fetcher, form, busy, errors: answer?.fieldErrors ?? {} };
}
