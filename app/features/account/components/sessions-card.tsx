/** The member's signed-in devices: this one marked, the others signed out one by one or all at once. */

import { BusyIcon } from "~/components/ui/busy-icon";
import { Button } from "~/components/ui/button";
import { LogOut, Monitor, Smartphone, Tablet } from "~/components/ui/icons/icons";
import { RelativeTime } from "~/components/ui/relative-time";
import type { DeviceKind } from "../account-schema";
import { AccountCard } from "./account-card";
import { useAccountFetcher } from "./use-account-fetcher";

export type SessionRow = {
  id: string;
  device: string;
  kind: DeviceKind;
  updatedAt: string;
  createdAt: string;
  current: boolean;
};

const ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet } as const;

function SessionItem({ session }: { session: SessionRow }) {
  const { fetcher, busy } = useAccountFetcher(`revoke-session-${session.id}`);
  const Icon = ICONS[session.kind];
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
      <Icon className="size-6 shrink-0 text-muted" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {session.device}
          {session.current ? (
            <span className="ml-2 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted">
          Active <RelativeTime iso={session.updatedAt} /> · signed in <RelativeTime iso={session.createdAt} />
        </p>
      </div>
      {session.current ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="revoke-session" />
          <input type="hidden" name="sessionId" value={session.id} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-label={`Sign out ${session.device}`}>
            <BusyIcon busy={busy} icon={LogOut} />
            Sign out
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}

export function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  const others = useAccountFetcher("revoke-other-sessions");
  const hasOthers = sessions.some((s) => !s.current);
  return (
    <AccountCard id="sessions" title="Active Sessions" description="Where your account is signed in right now.">
      <ul className="divide-y divide-line border-y border-line" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
      {hasOthers ? (
        <others.fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="revoke-other-sessions" />
          <Button type="submit" variant="secondary" disabled={others.busy}>
            <BusyIcon busy={others.busy} icon={LogOut} />
            Sign out everywhere else
          </Button>
        </others.fetcher.Form>
      ) : (
        <p className="mt-4 text-sm text-muted">You're signed in on this device only.</p>
      )}
    </AccountCard>
  );
}
