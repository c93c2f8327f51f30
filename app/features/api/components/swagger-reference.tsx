/**
 * The interactive reference at /api/docs (issue 22): Swagger UI from swagger-ui-dist, served from our
 * own origin as hashed build assets, started once the page has hydrated. Its styles come with it; the
 * dark theme is ours (api-docs.css).
 */
import { useEffect, useRef, useState } from "react";

type SwaggerGlobal = { SwaggerUIBundle?: (options: Record<string, unknown>) => unknown };

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector(`script[src="${src}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

export function SwaggerReference({ bundleUrl, documentUrl }: { bundleUrl: string; documentUrl: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadScript(bundleUrl)
      .then(() => {
        const start = (window as unknown as SwaggerGlobal).SwaggerUIBundle;
        if (cancelled || !start || !host.current) return;
        start({
          domNode: host.current,
          url: documentUrl,
          // Deep links put a link inside each operation's toggle button (axe: nested-interactive).
          deepLinking: false,
          docExpansion: "list",
          defaultModelsExpandDepth: 0,
          tryItOutEnabled: false,
          persistAuthorization: false,
          // Swagger UI leaves its server picker without a label (axe: select-name).
          onComplete: () => host.current?.querySelector("#servers")?.setAttribute("aria-label", "Server"),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [bundleUrl, documentUrl]);
  return (
    <div className="api-reference" ref={host}>
      {failed ? (
        <p role="alert" className="text-danger">
          The interactive reference could not load. The document itself is at <a href={documentUrl}>{documentUrl}</a>.
        </p>
      ) : null}
    </div>
  );
}
