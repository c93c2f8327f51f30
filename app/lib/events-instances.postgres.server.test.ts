/**
 * Issue 16: on PostgreSQL, live events reach every instance exactly once, also after the LISTEN session
 * drops. Runs only with `npm run test:pg` (vitest.config.ts leaves `*.postgres.server.test.ts` out of the
 * embedded run, where there is one process and no LISTEN).
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LIVE_WAIT, setupLiveEvents } from "../../test/live-events";
import { currentConnection, db } from "./db.server";
import { LIVE_CHANNEL, type LiveEvent, publish } from "./events.server";

const { receivedIds } = setupLiveEvents();
const WAIT = LIVE_WAIT;

describe("several instances on one PostgreSQL database", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  let work: string;
  let other: ChildProcessWithoutNullStreams;
  const otherReceived: LiveEvent[] = [];
  let otherPublished: number[] = [];
  let otherOutput = "";

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "muddle-events-"));
    const script = path.join(work, "instance.mts");
    const lib = (file: string) => JSON.stringify(path.join(root, "app/lib", file));
    // Another instance: its own process, pool and LISTEN session on the same database.
    writeFileSync(
      script,
      `import { connectPostgres, setDatabase } from ${lib("db.server.ts")};
import { publish, startEvents, stopEvents, subscribe } from ${lib("events.server.ts")};
const connection = connectPostgres(process.env.EVENTS_TEST_DATABASE_URL, 2);
setDatabase(connection);
subscribe((event) => console.log(JSON.stringify({ received: event })));
await startEvents();
console.log(JSON.stringify({ ready: true }));
let input = "";
process.stdin.on("data", async (chunk) => {
  input += chunk;
  const lines = input.split("\\n");
  input = lines.pop() ?? "";
  for (const line of lines) {
    const command = JSON.parse(line);
    if (command.publish) console.log(JSON.stringify({ published: await publish(command.publish, { from: "other" }) }));
    if (command.stop) {
      await stopEvents();
      await connection.close();
      process.exit(0);
    }
  }
});
`,
    );
    const url = currentConnection().pool?.options.connectionString;
    other = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: root,
      env: { ...process.env, EVENTS_TEST_DATABASE_URL: url },
    });
    other.stderr.on("data", (text: Buffer) => {
      otherOutput += text;
    });
    let buffered = "";
    const ready = new Promise<void>((resolve) => {
      other.stdout.on("data", (text: Buffer) => {
        buffered += text;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          otherOutput += `${line}\n`;
          const message = JSON.parse(line) as { ready?: true; received?: LiveEvent; published?: number };
          if (message.ready) resolve();
          if (message.received) otherReceived.push(message.received);
          if (message.published) otherPublished = [...otherPublished, message.published];
        }
      });
    });
    const failed = new Promise<never>((_, reject) => {
      other.once("exit", (code) => reject(new Error(`the other instance exited (${code}):\n${otherOutput}`)));
      setTimeout(() => reject(new Error(`the other instance did not start:\n${otherOutput}`)), 60_000).unref();
    });
    await Promise.race([ready, failed]);
  }, 90_000);

  afterAll(async () => {
    if (other && other.exitCode === null) {
      const exited = new Promise((resolve) => other.once("exit", resolve));
      other.stdin.write(`${JSON.stringify({ stop: true })}\n`);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (other.exitCode === null) other.kill("SIGKILL");
    }
    rmSync(work, { recursive: true, force: true });
  });

  const otherIds = (type: string) => otherReceived.filter((e) => e.type === type).map((e) => e.id);

  it("an event published by one instance reaches both, exactly once", async () => {
    const id = await publish("test.fan-out", { from: "here" });
    // Notifications arrive in order: once the marker after it is in, any repeat would have been too.
    const marker = await publish("test.marker", {});
    await vi.waitFor(() => expect(receivedIds("test.marker")).toEqual([marker]), WAIT);
    await vi.waitFor(() => expect(otherIds("test.marker"), otherOutput).toEqual([marker]), WAIT);
    expect(receivedIds("test.fan-out")).toEqual([id]);
    expect(otherIds("test.fan-out")).toEqual([id]);
    expect(otherReceived.find((e) => e.id === id)?.payload).toEqual({ from: "here" });
  });

  it("an event published by the other instance reaches this one too, exactly once", async () => {
    other.stdin.write(`${JSON.stringify({ publish: "test.from-other" })}\n`);
    await vi.waitFor(() => expect(otherPublished).toHaveLength(1), WAIT);
    const id = otherPublished[0] as number;
    const marker = await publish("test.marker-2", {});
    await vi.waitFor(() => expect(receivedIds("test.marker-2")).toEqual([marker]), WAIT);
    await vi.waitFor(() => expect(otherIds("test.marker-2"), otherOutput).toEqual([marker]), WAIT);
    expect(receivedIds("test.from-other")).toEqual([id]);
    expect(otherIds("test.from-other")).toEqual([id]);
  });

  it("after its LISTEN session drops, an instance reconnects and delivers what it missed, once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const sessions = async () =>
      (
        await db.execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where datname = current_database() and query = ${`listen ${LIVE_CHANNEL}`} and pid <> pg_backend_pid()`,
        )
      ).rows.map((row) => row.pid);
    const before = await sessions();
    expect(before).toHaveLength(2);
    // Dropping both sessions: each instance then misses what is published until it is back.
    // (Waiting up to 5 s for each to end, so the next event surely finds them gone.)
    for (const pid of before) await db.execute(sql`select pg_terminate_backend(${pid}, 5000)`);
    const missed = await publish("test.while-down", {});
    await vi.waitFor(() => expect(receivedIds("test.while-down")).toEqual([missed]), WAIT);
    await vi.waitFor(() => expect(otherIds("test.while-down"), otherOutput).toEqual([missed]), WAIT);
    await vi.waitFor(async () => expect(await sessions()).toHaveLength(2), WAIT);
    const marker = await publish("test.marker-3", {});
    await vi.waitFor(() => expect(receivedIds("test.marker-3")).toEqual([marker]), WAIT);
    await vi.waitFor(() => expect(otherIds("test.marker-3"), otherOutput).toEqual([marker]), WAIT);
    expect(receivedIds("test.while-down")).toEqual([missed]);
    expect(otherIds("test.while-down")).toEqual([missed]);
    errors.mockRestore();
  });
});
