/**
 * npm run bench:import — how long other visitors wait while a member uploads a large file.
 *
 * A member uploads N recipes (default 500) in our export's format through the Bulk Recipe Upload
 * form, while another client loads /recipes in a loop; prints the upload's duration and the other
 * client's slowest and p95 /recipes during the upload. Target (issue 13): none slower than 1 s; the
 * exit code is 1 when one is.
 *
 *   npm run bench:import                                  builds, starts the production server on an
 *                                                         embedded database in a temp DATA_DIR (demo
 *                                                         content), and stops it afterwards
 *   npm run bench:import -- --url http://127.0.0.1:3000   uses a running server; starts nothing
 *   npm run bench:import -- --recipes 2000
 *
 * The member is the first demo member unless IMPORT_LOAD_EMAIL and IMPORT_LOAD_PASSWORD name another.
 * IMPORT_LOAD_BUILD_DIR reuses an existing build instead of building into build-import-load/.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateImportFile } from "../bench/generate-import-file";
import { DEMO_PASSWORD, SEED_MEMBERS } from "../db/seed/data/members";
import { signIn } from "./attack/cases";
import { ensureBuild, type RunningServer, startServer, watch } from "./attack/harness";
import { send } from "./attack/http";

const READER_PATH = "/recipes";
type Server = Pick<RunningServer, "base"> & Partial<Pick<RunningServer, "child">>;
const TARGET_MS = 1000;

const { values: args } = parseArgs({
  options: { url: { type: "string" }, recipes: { type: "string", default: "500" } },
});

function multipartForm(fields: Record<string, string>) {
  const boundary = "----muddleimportload";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join("")}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
}

/** The reader alone for a few seconds, so the figures during the upload have something to compare with. */
async function baseline(server: Server) {
  const stop = watch(server, READER_PATH);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return summary((await stop()).visitorMs);
}

async function run(server: Server, count: number) {
  const member = SEED_MEMBERS[0];
  const email = process.env.IMPORT_LOAD_EMAIL ?? member?.email;
  const password = process.env.IMPORT_LOAD_PASSWORD ?? DEMO_PASSWORD;
  if (!email) throw new Error("No member to sign in as");
  const cookie = await signIn(server.base, email, password);
  const text = JSON.stringify(generateImportFile(count), null, 2);
  const { body, contentType } = multipartForm({ json: text, intent: "import", js: "1" });
  console.log(`${count} recipes, ${(text.length / 1024).toFixed(0)} KB, uploaded as ${email}`);

  const before = await baseline(server);
  const stopReading = watch(server, READER_PATH);
  const started = performance.now();
  const answer = await send(server.base, "/recipes/bulk-upload", {
    method: "POST",
    headers: { cookie, origin: server.base, "content-type": contentType, "x-forwarded-for": "198.51.100.7" },
    body,
    timeoutMs: 30 * 60_000,
  });
  const uploadMs = Math.round(performance.now() - started);
  const reading = await stopReading();
  const during = summary(reading.visitorMs);

  const ok = answer.status === 302 && answer.location === "/bar/recipes";
  console.log(`upload: ${answer.status}${ok ? " → /bar/recipes" : ` ${answer.body.slice(0, 300)}`} in ${uploadMs} ms`);
  console.log(`${READER_PATH} before the upload: ${before.n} requests, p50 ${before.p50} ms, p95 ${before.p95} ms`);
  console.log(
    `${READER_PATH} during the upload: ${during.n} requests, p50 ${during.p50} ms, p95 ${during.p95} ms, ` +
      `slowest ${during.max} ms (target ≤ ${TARGET_MS} ms)`,
  );
  if (server.child) console.log(`server memory: +${reading.extraMb.toFixed(0)} MB during the upload`);
  return ok && during.max <= TARGET_MS;
}

async function main() {
  const count = Number(args.recipes);
  if (!Number.isInteger(count) || count < 1) throw new Error("--recipes takes a whole number");
  if (args.url) return run({ base: args.url.replace(/\/$/, "") }, count);
  // `||`, not `??`: an empty IMPORT_LOAD_BUILD_DIR must not name the project itself (server/build-directory.ts refuses it too).
  const buildDir = ensureBuild(
    process.env.IMPORT_LOAD_BUILD_DIR || "build-import-load",
    Boolean(process.env.IMPORT_LOAD_BUILD_DIR),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "muddle-import-load-"));
  console.log("Starting the production server on an embedded database, with demo content …");
  const server = await startServer({ dataDir, buildDir });
  try {
    return await run(server, count);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = (await main()) ? 0 : 1;
