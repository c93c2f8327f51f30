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
 * decides whether closing its resources hangs. It prints "listening <port>" once up. `/stream` is a
 * live stream that endStreams ends; with `longDrain`, only that lets the server stop in time.
 */
function startServer(closeHangs: boolean, longDrain = false): ChildProcessWithoutNullStreams {
  const script = path.join(work, `server-${closeHangs}-${longDrain}.ts`);
  writeFileSync(
    script,
    `import { createServer } from "node:http";
import { stopOnSignals } from ${JSON.stringify(shutdownModule)};
const streams = new Set();
const server = createServer((req, res) => {
  if (req.url === "/stream") {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(": open\\n\\n");
    streams.add(res);
  }
  if (req.url === "/hang") return;
});
stopOnSignals(server, async () => {
  // Hanging as a stuck database would: waiting, with a handle keeping the process alive.
  ${closeHangs ? "await new Promise(() => setInterval(() => {}, 1_000));" : ""}
  console.log("resources closed");
}, {
  drainMs: ${longDrain ? 60_000 : 100},
  graceMs: ${longDrain ? 60_000 : 1_000},
  endStreams: () => { for (const res of streams) res.end(); },
  onStopping: () => console.log("not ready"),
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log("listening", typeof address === "object" && address ? address.port : 0);
});
`,
  );
  return spawn(process.execPath, ["--import", "tsx", script], { cwd: root });
}

async function run(closeHangs: boolean, path = "/hang", longDrain = false) {
  const child = startServer(closeHangs, longDrain);
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
  // A request in flight that will never be answered (or a stream that never ends by itself).
  const inFlight = fetch(`http://127.0.0.1:${port}${path}`)
    .then((response) => response.text())
    .catch(() => "closed");
  await new Promise((resolve) => setTimeout(resolve, 100));
  const exit = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const stopping = performance.now();
  child.kill("SIGTERM");
  const code = await exit;
  return { code, output, inFlight: await inFlight, stopMs: performance.now() - stopping };
}

describe("stopping on SIGTERM", () => {
  it("closes connections and resources, then exits 0", async () => {
    const { code, output, inFlight } = await run(false);
    expect(output).toContain("SIGTERM: stopping");
    expect(output).toContain("resources closed");
    // Health checks hear first, before anything closes.
    expect(output.indexOf("not ready")).toBeGreaterThan(-1);
    expect(output.indexOf("not ready")).toBeLessThan(output.indexOf("resources closed"));
    expect(inFlight).toBe("closed");
    expect(code).toBe(0);
  });

  it("ends live streams at once instead of waiting for the drain", async () => {
    const { code, output, inFlight, stopMs } = await run(false, "/stream", true);
    expect(output).toContain("resources closed");
    expect(inFlight).toBe(": open\n\n");
    expect(code).toBe(0);
    // The drain here is a minute; the ended stream's idle connection is closed too, so it takes well under
    // a second (10 s leaves room for a loaded machine).
    expect(stopMs).toBeLessThan(10_000);
  });

  it("exits anyway, non-zero, when closing hangs", async () => {
    const { code, output } = await run(true);
    expect(output).toContain("exiting anyway");
    expect(code).toBe(1);
  });
});
