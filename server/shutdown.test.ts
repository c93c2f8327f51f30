/**
 * SIGTERM stops the server: cleanly when it can (requests finish, resources close, exit 0), and
 * by force when something hangs (exit 1 after the grace period) instead of lingering.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const shutdownModule = fileURLToPath(new URL("./shutdown.ts", import.meta.url));
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "muddle-shutdown-"));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/**
 * A server whose one route never answers, stopped by stopOnSignals with short timers; the test
 * decides whether closing its resources hangs. It prints "listening <port>" once up.
 */
function startServer(closeHangs: boolean): ChildProcessWithoutNullStreams {
  const script = path.join(work, `server-${closeHangs}.ts`);
  writeFileSync(
    script,
    `import { createServer } from "node:http";
import { stopOnSignals } from ${JSON.stringify(shutdownModule)};
const server = createServer((req) => { if (req.url === "/hang") return; });
stopOnSignals(server, async () => {
  // Hanging as a stuck database would: waiting, with a handle keeping the process alive.
  ${closeHangs ? "await new Promise(() => setInterval(() => {}, 1_000));" : ""}
  console.log("resources closed");
}, { drainMs: 100, graceMs: 1_000 });
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log("listening", typeof address === "object" && address ? address.port : 0);
});
`,
  );
  return spawn(process.execPath, ["--import", "tsx", script], { cwd: root });
}

async function run(closeHangs: boolean) {
  const child = startServer(closeHangs);
  let output = "";
  child.stderr.on("data", (text: Buffer) => {
    output += text;
  });
  const port = await new Promise<number>((resolve) => {
    child.stdout.on("data", (text: Buffer) => {
      output += text;
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
  });
  // A request in flight that will never be answered.
  const inFlight = fetch(`http://127.0.0.1:${port}/hang`).catch(() => "closed");
  await new Promise((resolve) => setTimeout(resolve, 100));
  const exit = new Promise<number | null>((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  const code = await exit;
  return { code, output, inFlight: await inFlight };
}

describe("stopping on SIGTERM", () => {
  it("closes connections and resources, then exits 0", async () => {
    const { code, output, inFlight } = await run(false);
    expect(output).toContain("SIGTERM: stopping");
    expect(output).toContain("resources closed");
    expect(inFlight).toBe("closed");
    expect(code).toBe(0);
  });

  it("exits anyway, non-zero, when closing hangs", async () => {
    const { code, output } = await run(true);
    expect(output).toContain("exiting anyway");
    expect(code).toBe(1);
  });
});
