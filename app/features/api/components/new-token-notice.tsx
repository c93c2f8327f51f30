/** The one time a new token is shown (issue 22): copy it now, it is stored only as a hash. */
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "~/components/ui/button";
import { Check, Copy } from "~/components/ui/icons/icons";
import { formatDate } from "~/lib/format";

export function NewTokenNotice({ token }: { token: { value: string; name: string; expiresAt: string } }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.value);
      setCopied(true);
      toast.success("Token copied");
    } catch {
      toast.error("Could not copy: select the token and copy it yourself");
    }
  };
  return (
    <div role="status" className="mt-6 rounded-xl border border-accent/50 bg-accent-soft p-4">
      <p className="font-semibold">“{token.name}” is ready. Copy it now: it will not be shown again.</p>
      <p className="mt-1 text-sm text-muted">Valid until {formatDate(token.expiresAt, "long")}.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="new-token" className="sr-only">
          Your new token
        </label>
        <input
          id="new-token"
          readOnly
          value={token.value}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-xl sm:flex-1 border border-line bg-surface px-3 font-mono text-sm text-ink"
        />
        <Button type="button" variant="secondary" onClick={copy}>
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}
