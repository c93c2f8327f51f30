/**
 * Issue 16, "Done means": two server instances share one PostgreSQL database; a post made through
 * instance A reaches a live reader of instance B (and one of A), once each, through LISTEN/NOTIFY.
 *
 * The instances run the suite's production build against a fresh database on the PostgreSQL server at
 * E2E_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, as on developer and CI
 * machines), which is dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type RunningServer, startServer } from "../scripts/attack/harness";
import { buildDirectory } from "../server/build-directory";
import { openSse, type SseReader } from "../test/sse-client";
import { expect, linkMailedTo, newMember, test } from "./fixtures";

const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `muddle_e2e_live_${randomBytes(4).toString("hex")}`;
// Starting two servers (migrations, the build) on a busy two-core machine can take a while.
const START_TIMEOUT_MS = 240_000;
const EVENT_TIMEOUT_MS = 30_000;

type Instance = RunningServer & { dataDir: string };
const instances: Instance[] = [];
const readers: SseReader[] = [];
let addresses = 0;
const address = () => `10.252.${process.pid % 250}.${++addresses}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect().catch((error: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${ADMIN_URL} (start it: pg_ctlcluster 15 main start): ${error.message}`,
    );
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "muddle-e2e-live-"));
  const server = await startServer({
    dataDir,
    buildDir: buildDirectory(),
    env: { DATABASE_URL: databaseUrl(), SEED_DEMO: "false", AUTH_SECRET: "e2e-live-instances-secret-0123456789abcdef" },
  });
  const instance = { ...server, dataDir };
  instances.push(instance);
  return instance;
}

/** Signs a new member up through an instance's own endpoints (verify-first), then in; returns the cookie. */
async function signedInMember(instance: Instance): Promise<string> {
  const member = newMember("live");
  const headers = { "content-type": "application/json", origin: instance.base, "x-forwarded-for": address() };
  const signUp = await fetch(`${instance.base}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      name: member.username,
      username: member.username,
      email: member.email,
      password: member.password,
    }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const link = await linkMailedTo(member.email, "/signup/verify?", instance.dataDir);
  const confirm = await fetch(link.replace(/^https?:\/\/[^/]+/, instance.base), { redirect: "manual" });
  expect(confirm.status).toBe(302);
  const signIn = await fetch(`${instance.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** POST /api/site/posts as a script would (JSON answer); returns the post. */
async function publishPost(instance: Instance, cookie: string, content: string) {
  const answer = await fetch(`${instance.base}/api/site/posts`, {
    method: "POST",
    headers: {
      cookie,
      origin: instance.base,
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": address(),
    },
    body: new URLSearchParams({ content, audience: "public" }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { post: { id: string; author: { id: string } } }).post;
}

async function liveReader(instance: Instance): Promise<SseReader> {
  const reader = await openSse(`${instance.base}/api/site/community/events`, { "x-forwarded-for": address() });
  readers.push(reader);
  expect(reader.status).toBe(200);
  // Once `ready` has come, the reader is registered: every later event reaches it.
  await reader.next((message) => message.event === "ready", EVENT_TIMEOUT_MS);
  return reader;
}

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 60_000);
  await admin((client) => client.query(`create database ${database}`));
  // Both at once, as a deployment would: the migration lock lets one migrate while the other waits.
  await Promise.all([startInstance(), startInstance()]);
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  for (const reader of readers) reader.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
  await admin((client) => client.query(`drop database if exists ${database} with (force)`));
});

test("a post made through one instance reaches live readers of both, once each", async () => {
  const [a, b] = instances as [Instance, Instance];
  const onB = await liveReader(b);
  const onA = await liveReader(a);
  const cookie = await signedInMember(a);

  const post = await publishPost(a, cookie, "Shaken on one instance, read on the other");

  const isThePost = (message: { data: string }) => message.data.includes(post.id);
  for (const reader of [onB, onA]) {
    const message = await reader.next(isThePost, EVENT_TIMEOUT_MS);
    expect(JSON.parse(message.data)).toEqual({
      type: "post.created",
      postId: post.id,
      authorId: post.author.id,
      followed: false,
      own: false,
    });
    expect(Number(message.id)).toBeGreaterThan(0);
  }
  // Events come in order: once a later one has arrived on both, a repeat of the post would have too.
  const second = (await publishPost(a, cookie, "A second one")).id;
  for (const reader of [onB, onA]) {
    await reader.next((message) => message.data.includes(second), EVENT_TIMEOUT_MS);
    expect(reader.messages.filter(isThePost)).toHaveLength(1);
  }
});
