/** One form of Settings → API: its own fetcher, its field messages and its error toast. */
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import type { FieldErrors } from "~/lib/errors";

export type TokenAnswer =
  | { ok: true; message: string; token?: { value: string; name: string; expiresAt: string } }
  | { ok: false; formError: string | null; fieldErrors: FieldErrors };

export function useTokenFetcher(key: string) {
  const fetcher = useFetcher<TokenAnswer>({ key });
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  useEffect(() => {
    if (answer && !answer.ok && answer.formError) toast.error(answer.formError, { id: key });
    if (answer?.ok) form.current?.reset();
  }, [answer, key]);
  return {
    fetcher,
    form,
    answer,
    busy: fetcher.state !== "idle",
    errors: answer && !answer.ok ? answer.fieldErrors : {},
  };
}
