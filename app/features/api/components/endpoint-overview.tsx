/** /api/docs: every endpoint with its scope at a glance, rendered on the server (issue 22). */
import { API_SCOPES, type ApiScope } from "../api-scopes";

export type EndpointLine = {
  method: string;
  path: string;
  summary: string;
  scope: ApiScope | null;
  anonymous: boolean;
};

const methodClass: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  POST: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  PUT: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  PATCH: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  DELETE: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
};

function ScopeNote({ scope, anonymous }: Pick<EndpointLine, "scope" | "anonymous">) {
  if (!scope) return <span className="text-muted">No token needed</span>;
  return (
    <span>
      <code title={API_SCOPES[scope]}>{scope}</code>
      {anonymous ? <span className="text-muted">, or no token for public data</span> : null}
    </span>
  );
}

export function EndpointOverview({ endpoints }: { endpoints: EndpointLine[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-surface">
      {endpoints.map((e) => (
        <li
          key={`${e.method} ${e.path}`}
          className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-center md:gap-4"
        >
          <span className="flex min-w-0 items-center gap-2 font-mono text-xs">
            <span
              className={`inline-block w-14 shrink-0 rounded px-1.5 py-0.5 text-center font-semibold ${methodClass[e.method] ?? ""}`}
            >
              {e.method}
            </span>
            <span className="break-all">/api/v1{e.path}</span>
          </span>
          <span>{e.summary}</span>
          <ScopeNote scope={e.scope} anonymous={e.anonymous} />
        </li>
      ))}
    </ul>
  );
}
