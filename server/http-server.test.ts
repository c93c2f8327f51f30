/**
 * A second server on a port already taken stops at once with a clear message, before it loads
 * the app or opens the embedded database (so it never holds the data directory).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, ListenError, listen } from "./http-server";

const root = fileURLToPath(new URL("..", import.meta.url));
const MESSAGE = (port: number) =>
  `Port ${port} is already in use: is Muddle already running? Set PORT to use another port.`;

let taken: Server;
let port: number;
let dataDir: string;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const address = taken.address();
  port = typeof address === "object" && address ? address.port : 0;
  dataDir = mkdtempSync(path.join(tmpdir(), "muddle-port-"));
});

afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a port already in use", () => {
  it("is reported in one sentence saying what to do", async () => {
    const server = createHttpServer(() => {});
    const refusal = await listen(server, port, "127.0.0.1").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ListenError);
    expect((refusal as Error).message).toBe(MESSAGE(port));
  });

  it("makes `npm start` exit non-zero with that message, without opening the data directory", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        // Nothing is built there: getting past the port would fail differently.
        BUILD_DIR: "build-that-does-not-exist",
      },
    });
    let output = "";
    child.stdout.on("data", (text: Buffer) => {
      output += text;
    });
    child.stderr.on("data", (text: Buffer) => {
      output += text;
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(MESSAGE(port));
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  });
});
