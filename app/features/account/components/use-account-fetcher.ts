/** One card's form on Settings → Account: its own fetcher, its field messages, and its error toast. */
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import type { FieldErrors } from "~/lib/errors";

type Answer = { ok: boolean; formError: string | null; fieldErrors: FieldErrors } | undefined;

export function useAccountFetcher(key: string) {
  const fetcher = useFetcher<Answer>({ key });
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (answer?.formError) toast.error(answer.formError, { id: key });
  }, [answer, key]);
  // Done (the route's clientAction showed the toast): clear what was typed.
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);

  return { fetcher, form, busy, errors: answer?.fieldErrors ?? {} };
}
