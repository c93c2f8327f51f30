/** /api/docs — the public API's reference (issue 22): an overview rendered on the server, then Swagger UI. */
import { Link } from "react-router";
import swaggerCssUrl from "swagger-ui-dist/swagger-ui.css?url";
import swaggerBundleUrl from "swagger-ui-dist/swagger-ui-bundle.js?url";
import { API_ENDPOINTS } from "~/features/api/api-endpoints.server";
import apiDocsCssUrl from "~/features/api/components/api-docs.css?url";
import { EndpointOverview } from "~/features/api/components/endpoint-overview";
import { SwaggerReference } from "~/features/api/components/swagger-reference";
import { pageMeta } from "~/features/static-pages/page-meta";
import { inlineLinkClass, PageHeader } from "~/features/static-pages/static-page";
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

export default function ApiDocsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-w-0">
      <PageHeader
        title="API reference"
        intro="Reach your recipes and your bar from scripts, shortcuts and other apps."
      />
      <section aria-labelledby="api-start" className="mb-10 max-w-3xl space-y-3">
        <h2 id="api-start" className="text-xl font-semibold">
          Getting started
        </h2>
        <p>
          Create a personal access token in{" "}
          <Link to="/settings/api" className={inlineLinkClass}>
            Settings → API
          </Link>
          , choose what it may do, and send it with every request as <code>Authorization: Bearer mdl_pat_…</code>.
          Public recipes and the ingredient catalogue need no token. The machine-readable description is{" "}
          <a href={DOCUMENT_URL} className={inlineLinkClass}>
            /api/v1/openapi.json
          </a>{" "}
          (OpenAPI 3.1).
        </p>
        <pre className="whitespace-pre-wrap break-all rounded-xl bg-surface-2 p-4 text-sm">
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
        <EndpointOverview endpoints={loaderData.endpoints} />
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
