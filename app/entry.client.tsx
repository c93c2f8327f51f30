/**
 * React Router's default client entry, plus one setting for zod in the browser (issue 19).
 *
 * zod 4 compiles object schemas with `new Function` when it can, and tests whether it can by trying once:
 * under our Content-Security-Policy (no 'unsafe-eval') that attempt is a CSP violation, which browsers
 * report as an issue (Lighthouse's best-practices audit counts it). Its "jitless" mode never tries. zod reads
 * its settings from this global when it loads, so setting it here costs no zod code in the entry chunk.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
