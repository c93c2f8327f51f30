/**
 * `npm run audit:lighthouse` (issue 19): Lighthouse 12 in its default mobile mode (simulated slow 4G, 4× CPU
 * slowdown, a Moto G Power screen) on home, /recipes, a recipe page and a profile of the production build.
 *
 * - Uses the build in BUILD_DIR (default `build/`) and builds only when there is none (`react-router build`):
 *   rebuild yourself after changing code.
 * - Starts `server.ts` (NODE_ENV=production) on a free port with a fresh embedded database in a temporary
 *   directory, seeded with the demo content, and stops it by its PID at the end.
 * - Runs Debian's Chromium (/usr/bin/chromium, CHROMIUM_PATH to change) headless, each page RUNS times
 *   (default 3, `--runs N`), and reports the run with the median performance score (Lighthouse varies by
 *   a few points from run to run on a shared two-core machine), with the range of scores seen.
 * - The cookie banner is shown, as on anyone's first visit (no consent cookie is sent): that is what a
 *   visitor arriving from a search engine or a shared link gets.
 * - Prints the four category scores, LCP (and its element), TBT, CLS and the JavaScript transferred per page,
 *   and writes them into docs/performance.md between the markers of "### Lighthouse (issue 19)".
 * Not part of `npm test`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildDirectory } from "../server/build-directory";
import { startServer } from "./attack/harness";

const ROOT = process.cwd();
const DOC = path.join(ROOT, "docs", "performance.md");
const START = "<!-- lighthouse:start -->";
const END = "<!-- lighthouse:end -->";
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const onlyArg = process.argv.indexOf("--only");
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;

type Result = {
  page: string;
  url: string;
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  lcpMs: number;
  lcpElement: string;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  totalBytes: number;
  failing: string[];
};

/** The first recipe linked from /recipes, and its author's profile: demo content, whatever the seed holds. */
async function pagesToAudit(base: string): Promise<[string, string][]> {
  const html = await (await fetch(`${base}/recipes`)).text();
  const match = /href="(\/recipes\/([^/"?]+)\/[^/"?]+)"/.exec(html);
  if (!match?.[1] || !match[2]) throw new Error("no recipe link on /recipes: is the demo content seeded?");
  return [
    ["home", "/"],
    ["/recipes", "/recipes"],
    ["recipe page", match[1]],
    ["profile", `/${match[2]}`],
  ];
}

async function audit(url: string, port: number, page: string): Promise<Result> {
  const runner = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  // LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (JSON) for a closer look.
  if (process.env.LIGHTHOUSE_REPORTS)
    writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/\W+/g, "-")}-${Date.now()}.json`),
      JSON.stringify(lhr),
    );
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  type Request = { resourceType?: string; transferSize?: number };
  const requests = ((lhr.audits["network-requests"]?.details as { items?: Request[] } | undefined)?.items ??
    []) as Request[];
  const lcpItems = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: unknown[] } | undefined)
    ?.items as { items?: { node?: { snippet?: string } }[] }[] | undefined;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    page,
    url,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: numeric("largest-contentful-paint"),
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? "",
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalBytes: numeric("total-byte-weight"),
    failing,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function table(results: { median: Result; range: [number, number] }[]) {
  const lines = [
    "| page | performance (range) | accessibility | best practices | SEO | LCP | TBT | CLS | JS transferred | page weight |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { median: r, range } of results) {
    lines.push(
      `| ${r.page} (\`${r.url}\`) | **${r.scores.performance}** (${range[0]}–${range[1]}) | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.scriptBytes)} | ${kb(r.totalBytes)} |`,
    );
  }
  return lines.join("\n");
}

function writeDoc(body: string) {
  const doc = readFileSync(DOC, "utf8");
  const block = `${START}\n${body}\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  const next =
    start >= 0 && end > start
      ? doc.slice(0, start) + block + doc.slice(end + END.length)
      : `${doc.trimEnd()}\n\n### Lighthouse (issue 19)\n\n${block}\n`;
  writeFileSync(DOC, next);
}

async function main() {
  const buildDir = buildDirectory();
  if (!existsSync(path.join(ROOT, buildDir, "server", "index.js"))) {
    console.log(`${buildDir}/ has no build: building it (react-router build)`);
    const build = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "muddle-lighthouse-"));
  // The embedded database, seeded with the demo content, whatever this shell points at.
  delete process.env.DATABASE_URL;
  delete process.env.PGLITE_DIR;
  const server = await startServer({ dataDir, buildDir, env: { SEED_DEMO: "true" } });
  const { base } = server;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    console.log(`server (pid ${server.child.pid}) on ${base}, build ${buildDir}/, data ${dataDir}`);
    const pages = await pagesToAudit(base);
    // Warm the server (first renders, image variants) so the audit measures the page, not a cold start.
    for (const [, address] of pages) for (let i = 0; i < 2; i++) await (await fetch(base + address)).arrayBuffer();
    chrome = await launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    const loadBefore = loadavg();
    const results: { median: Result; range: [number, number] }[] = [];
    for (const [page, address] of pages.filter(([name]) => !ONLY || name === ONLY)) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): that run is repeated once.
        const result = await audit(base + address, chrome.port, page).catch((error: Error) => {
          console.log(`  ${page} run ${i + 1} failed (${error.message.slice(0, 120)}): once more`);
          return audit(base + address, chrome?.port ?? 0, page);
        });
        runs.push(result);
        console.log(
          `  ${page} run ${i + 1}: ${Object.values(result.scores).join(" / ")}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
        );
      }
      const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
      const median = sorted[Math.floor(sorted.length / 2)] as Result;
      const range: [number, number] = [sorted[0]?.scores.performance ?? 0, sorted.at(-1)?.scores.performance ?? 0];
      results.push({ median, range });
      if (median.failing.length) console.log(`  ${page}: failing audits: ${median.failing.join(", ")}`);
      if (median.lcpElement) console.log(`  ${page}: LCP element ${median.lcpElement}`);
    }
    const loadAfter = loadavg();
    const summary = table(results);
    console.log(`\n${summary}\n`);
    const load = `load average ${(loadBefore[0] ?? 0).toFixed(1)} before, ${(loadAfter[0] ?? 0).toFixed(1)} after (${cpus().length} cores)`;
    console.log(load);
    const lcp = results.map(({ median }) => `${median.page}: \`${median.lcpElement.slice(0, 120)}\``).join("; ");
    // A partial run (--only, --runs 1) is for a closer look, not for the record.
    if (!ONLY && RUNS >= 3)
      writeDoc(
        [
          `Lighthouse ${lhVersion()} mobile (default simulated throttling), Chromium ${chromiumVersion()}, ` +
            `median of ${RUNS} runs per page by performance score, on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ` +
            `${load}. Cookie banner shown (first visit). \`npm run audit:lighthouse\` writes this block.`,
          "",
          summary,
          "",
          `LCP elements: ${lcp}.`,
        ].join("\n"),
      );
    if (!ONLY && RUNS >= 3) console.log(`Written to ${path.relative(ROOT, DOC)}`);
  } finally {
    await chrome?.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function lhVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version;
}

function chromiumVersion() {
  const out = spawnSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], { encoding: "utf8" });
  return out.stdout.replace(/^\D*/, "").trim().split(" ")[0] ?? "?";
}

await main();
