/**
 * Wires a PostComposer to a send function: busy while it runs, the server's message on failure, and a new
 * resetKey (clearing the form) on success.
 */
import { useCallback, useState } from "react";

export type SendOutcome = { ok: true } | { ok: false; error: string };

export function useComposerSubmit(send: (form: FormData) => Promise<SendOutcome>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const onSubmit = useCallback(
    async (form: FormData) => {
      setBusy(true);
      setError(null);
      const outcome = await send(form).finally(() => setBusy(false));
      if (outcome.ok) setResetKey((key) => key + 1);
      else setError(outcome.error);
    },
    [send],
  );
  return { busy, error, resetKey, onSubmit };
}
