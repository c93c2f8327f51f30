/**
 * npm run cluster:crash — issue 20, "Done means": `kill -9` of one instance while writes stream through
 * nginx. The other instance keeps serving, and every write nginx acknowledged is in the database
 * afterwards. Runs on loopback (scripts/cluster/cluster.ts) and prints the figures recorded in
 * docs/deploy.md; exits 1 when an acknowledged write is missing or the survivor stops serving.
 *
 * Writers: eight members each add an item to their shopping list (one row per item) every 600 ms,
 * through nginx, for WRITE_SECONDS; instance A is killed with SIGKILL halfway.
 */
import pg from "pg";
import { linkIn, newestMailTo } from "../../test/outbox";
import { ensureBuild } from "../attack/harness";
import { send } from "../attack/http";
import { type Cluster, startCluster } from "./cluster";

const WRITE_SECONDS = Number(process.env.WRITE_SECONDS ?? 20);
const MEMBERS = 8;
/** Each member writes at most every this often: under the bar's limit of 120 writes a minute. */
const PACE_MS = 600;

type Member = { email: string; cookie: string; address: string };

/** name=value pairs from Set-Cookie headers, merged into a Cookie header. */
function cookieHeader(previous: string, setCookie: string[] = []): string {
  const jar = new Map(previous ? previous.split("; ").map((pair) => pair.split("=", 2) as [string, string]) : []);
  for (const line of setCookie) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

async function signUp(cluster: Cluster, index: number): Promise<Member> {
  const id = `${Date.now().toString(36)}${index}`;
  const email = `crash-${id}@example.com`;
  const address = `198.51.100.${10 + index}`;
  const headers = {
    Origin: cluster.base,
    "X-Forwarded-For": address,
    "Content-Type": "application/x-www-form-urlencoded",
  };
  const form = new URLSearchParams({ username: `crash_${id}`, email, password: "a-long-enough-password" });
  const answer = await send(cluster.base, "/signup", { method: "POST", headers, body: form.toString() });
  let cookie = cookieHeader("", answer.setCookie);
  const dataDirs = cluster.instances.map((instance) => instance.dataDir);
  let link: string | undefined;
  for (let tries = 0; !link && tries < 100; tries += 1) {
    link = linkIn(await newestMailTo(email, dataDirs), "/signup/verify?");
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`No sign-up e-mail for ${email} (sign-up answered ${answer.status})`);
  const url = new URL(link);
  const verified = await send(cluster.base, url.pathname + url.search, {
    headers: { Cookie: cookie, "X-Forwarded-For": address },
  });
  cookie = cookieHeader(cookie, verified.setCookie);
  return { email, cookie, address };
}

type Tally = { acknowledged: Map<string, string[]>; refused: number; failed: number; afterKill: number };

async function writer(cluster: Cluster, member: Member, until: number, killedAt: () => number | null, tally: Tally) {
  const mine: string[] = [];
  tally.acknowledged.set(member.email, mine);
  for (let n = 1; Date.now() < until; n += 1) {
    const sent = Date.now();
    const name = `Crash item ${n}`;
    const body = new URLSearchParams({ intent: "add-name", name }).toString();
    const answer = await send(cluster.base, "/bar/shopping-list", {
      method: "POST",
      headers: {
        Cookie: member.cookie,
        Origin: cluster.base,
        "X-Forwarded-For": member.address,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body,
      timeoutMs: 15_000,
    });
    // Acknowledged: the action's post/redirect/get answer, back to the list.
    if ((answer.status === 302 || answer.status === 303) && answer.location?.startsWith("/bar/shopping-list")) {
      mine.push(name);
      if (killedAt() !== null) tally.afterKill += 1;
    } else if (answer.status === 429) {
      tally.refused += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } else {
      tally.failed += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PACE_MS - (Date.now() - sent))));
  }
}

async function main() {
  const buildDir = ensureBuild(process.env.BUILD_DIR ?? "build", true);
  console.log(`Starting two instances, an S3 server and nginx (build ${buildDir}/) …`);
  const cluster = await startCluster({ buildDir });
  let exitCode = 0;
  try {
    const members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => signUp(cluster, i)));
    const tally: Tally = { acknowledged: new Map(), refused: 0, failed: 0, afterKill: 0 };
    const started = Date.now();
    let killedAt: number | null = null;
    const victim = cluster.instances[0]!;
    const killer = setTimeout(
      () => {
        killedAt = Date.now();
        victim.child.kill("SIGKILL");
        console.log(`kill -9 instance ${victim.name} (pid ${victim.child.pid}) after ${killedAt - started} ms`);
      },
      (WRITE_SECONDS * 1000) / 2,
    );
    await Promise.all(
      members.map((member) => writer(cluster, member, started + WRITE_SECONDS * 1000, () => killedAt, tally)),
    );
    clearTimeout(killer);

    // The survivor serves pages through nginx; every acknowledged row is in the database.
    const survivor = await send(cluster.base, "/recipes");
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    let acknowledged = 0;
    let missing = 0;
    for (const member of members) {
      const stored = await client.query<{ name: string }>(
        `select i.name from shopping_list_items s join ingredients i on i.id = s.ingredient_id
         join "user" u on u.id = s.user_id where u.email = $1`,
        [member.email],
      );
      const names = new Set(stored.rows.map((row) => row.name));
      const mine = tally.acknowledged.get(member.email) ?? [];
      acknowledged += mine.length;
      missing += mine.filter((name) => !names.has(name)).length;
    }
    await client.end();
    const report = {
      seconds: WRITE_SECONDS,
      writers: MEMBERS,
      acknowledged,
      acknowledgedAfterKill: tally.afterKill,
      missing,
      failedDuringKill: tally.failed,
      refusedByRateLimit: tally.refused,
      survivorServes: survivor.status,
    };
    console.log(JSON.stringify(report, null, 2));
    if (missing > 0 || survivor.status !== 200 || tally.afterKill === 0) exitCode = 1;
  } finally {
    await cluster.stop();
  }
  process.exit(exitCode);
}

await main();
