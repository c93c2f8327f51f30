/**
 * What /bar/build's action answers a fetcher (part 2 §8 toasts), and the hook that shows it once.
 * Every control on the page is a small form posting an intent, so it also works without JavaScript;
 * with it, the form submits in place through a fetcher marked `via=fetcher` (ViaFetcher).
 */
import { useEffect } from "react";
import toast from "react-hot-toast";

export type BuildBarResult =
  | { ok: true; message: string }
  | { ok: false; formError: string | null; fieldErrors: Record<string, string[] | undefined> };

/**
 * Shows a fetcher's refusal as a toast as soon as it arrives. Field errors are left to the form.
 */
export function useBuildBarToast(fetcher: { data?: BuildBarResult }) {
  useEffect(() => {
    if (!fetcher.data) return;
    // Success toasts come from the route's clientAction (action-toast.ts): a suggestion's row leaves the page.
    if (!fetcher.data.ok && fetcher.data.formError) toast.error(fetcher.data.formError);
  }, [fetcher.data]);
}

/** "Added Campari" style labels: the visible word plus the ingredient's name for screen readers. */
export function ActionLabel({ verb, name }: { verb: string; name: string }) {
  return (
    <>
      {verb}
      <span className="sr-only"> {name}</span>
    </>
  );
}
