/** Settings → API: the member's tokens with their scopes and use, each revocable (issue 22). */
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Trash2 } from "~/components/ui/icons/icons";
import { RelativeTime } from "~/components/ui/relative-time";
import { AccountCard } from "~/features/account/components/account-card";
import { formatDate } from "~/lib/format";
import { useTokenFetcher } from "./use-token-fetcher";

export type TokenRow = {
  id: string;
  name: string;
  tokenStart: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
};

function TokenItem({ token }: { token: TokenRow }) {
  const { fetcher, busy } = useTokenFetcher(`revoke-token-${token.id}`);
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const revoke = async () => {
    await fetcher.submit({ intent: "revoke", tokenId: token.id }, { method: "post" });
    return true;
  };
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 py-4">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {token.name}
          {token.expired ? (
            <span className="ml-2 rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger">
              Expired
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 font-mono text-sm text-muted">{token.tokenStart}…</p>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Permissions">
          {token.scopes.map((scope) => (
            <li key={scope} className="rounded-full bg-surface-2 px-2.5 py-0.5 font-mono text-xs">
              {scope}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted">
          Created <RelativeTime iso={token.createdAt} /> · {token.expired ? "expired" : "expires"}{" "}
          {formatDate(token.expiresAt, "medium")} ·{" "}
          {token.lastUsedAt ? (
            <>
              last used <RelativeTime iso={token.lastUsedAt} />
              {token.lastUsedIp ? ` from ${token.lastUsedIp}` : ""}
            </>
          ) : (
            "never used"
          )}
        </p>
      </div>
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="tokenId" value={token.id} />
        <Button
          ref={opener}
          type="submit"
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={`Revoke ${token.name}`}
        >
          <Trash2 className="size-4" aria-hidden />
          Revoke
        </Button>
      </fetcher.Form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke “${token.name}”?`}
        description="Anything using this token stops working at once. This cannot be undone."
        confirmLabel="Revoke token"
        busyLabel="Revoking…"
        onConfirm={revoke}
        returnFocus={opener}
      />
    </li>
  );
}

export function TokenListCard({ tokens }: { tokens: TokenRow[] }) {
  return (
    <AccountCard id="tokens" title="Your tokens" description="Revoke any token you no longer use or did not expect.">
      {tokens.length === 0 ? (
        <p className="text-muted">You have no tokens yet.</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line" aria-label="Personal access tokens">
          {tokens.map((token) => (
            <TokenItem key={token.id} token={token} />
          ))}
        </ul>
      )}
    </AccountCard>
  );
}
