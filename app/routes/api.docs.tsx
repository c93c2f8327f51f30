/** /api/docs — the public API's reference (issue 22): an overview rendered on the server, then Swagger UI. */
import { Link } from "react-router";
import swaggerCssUrl from "swagger-ui-dist/swagger-ui.css?url";
import swaggerBundleUrl from "swagger-ui-dist/swagger-ui-bundle.js?url";
import { API_ENDPOINTS } from "~/features/api/api-endpoints.server";
import { API_SCOPES } from "~/features/api/api-scopes";
import apiDocsCssUrl from "~/features/api/components/api-docs.css?url";
import { SwaggerReference } from "~/features/api/components/swagger-reference";
import { pageMeta } from "~/features/static-pages/page-meta";
import { PageHeader } from "~/features/static-pages/static-page";
import type { Route } from "./+types/api.docs";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: swaggerCssUrl },
  { rel: "stylesheet", href: apiDocsCssUrl },
];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "API reference",
    description:
      "Muddle's REST API: recipes, your bar and your profile for scripts and apps, with personal access tokens.",
  });

const DOCUMENT_URL = "/api/v1/openapi.json";

export function loader() {
  return {
    endpoints: API_ENDPOINTS.map((e) => ({
      method: e.method.toUpperCase(),
      path: e.path,
      summary: e.summary,
      scope: e.scope,
      anonymous: e.anonymous,
    })),
  };
}

const methodClass: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  POST: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  PATCH: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  DELETE: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
};

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-w-0">
      <PageHeader
        title="API reference"
        intro="Reach your recipes and your bar from scripts, shortcuts and other apps."
      />
      <section aria-labelledby="api-start" className="prose-muddle mb-10 max-w-3xl space-y-3">
        <h2 id="api-start" className="text-xl font-semibold">
          Getting started
        </h2>
        <p>
          Create a personal access token in <Link to="/settings/api">Settings → API</Link>, choose what it may do, and
          send it with every request as <code>Authorization: Bearer mdl_pat_…</code>. Public recipes and the ingredient
          catalogue need no token. The machine-readable description is <a href={DOCUMENT_URL}>/api/v1/openapi.json</a>{" "}
          (OpenAPI 3.1).
        </p>
        <pre className="overflow-x-auto rounded-xl bg-surface-2 p-4 text-sm">
          <code>{`curl -H "Authorization: Bearer $MUDDLE_TOKEN" \\\n  "https://…/api/v1/me/recipes?status=draft&limit=20"`}</code>
        </pre>
        <p>
          Lists page with <code>limit</code> and <code>cursor</code> (the previous answer's <code>next_cursor</code>,
          also in its <code>Link</code> header). Errors always look like{" "}
          <code>{`{ "error": { "type", "code", "message" } }`}</code>. Send an <code>Idempotency-Key</code> with a POST
          to retry it safely.
        </p>
      </section>
      <section aria-labelledby="api-endpoints" className="mb-10">
        <h2 id="api-endpoints" className="mb-3 text-xl font-semibold">
          Endpoints
        </h2>
        <div className="overflow-x-auto rounded-(--radius-card) border border-line">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-surface-2 text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Endpoint
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  What it does
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Token scope
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.endpoints.map((e) => (
                <tr key={`${e.method} ${e.path}`} className="border-t border-line">
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
                    <span
                      className={`mr-2 inline-block w-14 rounded px-1.5 py-0.5 text-center font-semibold ${methodClass[e.method] ?? ""}`}
                    >
                      {e.method}
                    </span>
                    /api/v1{e.path}
                  </td>
                  <td className="px-3 py-2">{e.summary}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {e.scope ? <code title={API_SCOPES[e.scope]}>{e.scope}</code> : "none"}
                    {e.anonymous && e.scope ? <span className="text-muted"> or none (public data)</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="api-reference">
        <h2 id="api-reference" className="mb-3 text-xl font-semibold">
          Reference
        </h2>
        <SwaggerReference bundleUrl={swaggerBundleUrl} documentUrl={DOCUMENT_URL} />
      </section>
    </div>
  );
}
