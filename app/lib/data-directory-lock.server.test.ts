/**
 * One process per embedded database: a second process (here a small tsx script, as a second
 * `npm start` or `npm run seed` would be) cannot open a data directory another live process holds.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirectoryInUse, lockDataDirectory, lockFileFor } from "./data-directory-lock.server";
import { openPglite } from "./db.server";

const root = fileURLToPath(new URL("../..", import.meta.url));
const lockModule = fileURLToPath(new URL("./data-directory-lock.server.ts", import.meta.url));

let work: string;
let dataDir: string;
let holder: ChildProcessWithoutNullStreams | undefined;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "muddle-lock-"));
  dataDir = path.join(work, "db");
});

afterEach(() => {
  holder?.kill("SIGKILL");
  holder = undefined;
  rmSync(work, { recursive: true, force: true });
});

/** Starts a process that takes the lock, and resolves once it holds it. Typing "exit" ends it. */
async function startHolder(): Promise<ChildProcessWithoutNullStreams> {
  const script = path.join(work, "hold-lock.ts");
  writeFileSync(
    script,
    `import { lockDataDirectory } from ${JSON.stringify(lockModule)};
lockDataDirectory(${JSON.stringify(dataDir)});
process.stdout.write("locked\\n");
process.stdin.on("data", () => process.exit(0));
`,
  );
  // Node itself with tsx's loader (not the tsx launcher), so the pid we see is the lock holder's.
  const child = spawn(process.execPath, ["--import", "tsx", script], { cwd: root });
  holder = child;
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (text: Buffer) => {
      output += text;
      if (output.includes("locked")) resolve();
    });
    child.stderr.on("data", (text: Buffer) => {
      output += text;
    });
    child.on("exit", (code) => reject(new Error(`the lock holder exited (${code}): ${output}`)));
  });
  return child;
}

function exited(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

describe("the data-directory lock", () => {
  it("refuses a second process while the first is alive, naming its pid and the directory", async () => {
    const first = await startHolder();
    let refusal: unknown;
    try {
      lockDataDirectory(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirectoryInUse);
    expect((refusal as DataDirectoryInUse).pid).toBe(first.pid);
    expect((refusal as Error).message).toContain(`pid ${first.pid}`);
    expect((refusal as Error).message).toContain(dataDir);
    expect(readFileSync(lockFileFor(dataDir), "utf8").trim()).toBe(String(first.pid));
  });

  it("keeps PGlite from opening a directory another process holds", async () => {
    await startHolder();
    await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DataDirectoryInUse);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(false);
  });

  it("takes over a lock left by a process that died, and releases it", async () => {
    const crashed = await startHolder();
    crashed.kill("SIGKILL");
    await exited(crashed);
    expect(existsSync(lockFileFor(dataDir))).toBe(true);

    const release = lockDataDirectory(dataDir);
    expect(readFileSync(lockFileFor(dataDir), "utf8").trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
  });

  it("is removed when its process exits", async () => {
    const first = await startHolder();
    first.stdin.write("exit\n");
    await exited(first);
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
    lockDataDirectory(dataDir)();
  });
});
