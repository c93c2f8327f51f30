/**
 * zod in the browser runs "jitless" (issue 19). zod 4 compiles object schemas with `new Function` when it can,
 * and tests whether it can by trying once: under our Content-Security-Policy (no 'unsafe-eval') that attempt is
 * a CSP violation, which browsers report as an issue (Lighthouse's best-practices score counts it). In jitless
 * mode it never tries. zod reads its settings from this global as its schemas are built, so this module must
 * run before any module that builds one: root.tsx imports it first (the page imports the root route's module
 * before the page's own), and it costs no zod code. The server keeps the compiled fast path.
 */
if (typeof document !== "undefined") {
  const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
}
