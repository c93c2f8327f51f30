/**
 * npm run attack:smoke — repeats the size and flood cases of the security hardening issue against
 * a production build on loopback, one line per case: what the server answered, how long it took,
 * the server's extra memory at its peak, and the slowest answer another visitor got meanwhile.
 * Targets (docs/security.md): no case above 1 s or 100 MB; other visitors under 200 ms.
 *
 * ATTACK_ONLY=<regex> runs the cases whose name matches. Builds into build-attack/ unless ATTACK_BUILD_DIR names an existing build; uses a throwaway
 * data directory with the demo content, so it never touches ./data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_PASSWORD, SEED_MEMBERS } from "../db/seed/data/members";
import { CASES, type Context, signIn, tally } from "./attack/cases";
import { ensureBuild, startServer, watch } from "./attack/harness";
import { send } from "./attack/http";

const BYSTANDER_PATH = "/recipes";

async function firstRecipeId(base: string): Promise<string> {
  const listing = await send(base, "/recipes");
  const link = /href="(\/recipes\/[^/"]+\/[^/"?]+)"/.exec(listing.body)?.[1];
  if (!link) throw new Error("No recipe link on /recipes");
  const page = await send(base, link);
  const id = /\/api\/site\/recipes\/([0-9a-f-]{36})\//.exec(page.body)?.[1];
  if (!id) throw new Error(`No recipe id on ${link}`);
  return id;
}

async function main() {
  const buildDir = ensureBuild(process.env.ATTACK_BUILD_DIR || "build-attack", Boolean(process.env.ATTACK_BUILD_DIR));
  const dataDir = mkdtempSync(path.join(tmpdir(), "muddle-attack-"));
  console.log("Starting the production server with demo content …");
  const server = await startServer({ dataDir, buildDir });
  try {
    const [member, other] = SEED_MEMBERS;
    if (!member || !other) throw new Error("The demo members are missing");
    const ctx: Context = {
      base: server.base,
      member: await signIn(server.base, member.email, DEMO_PASSWORD),
      other: await signIn(server.base, other.email, DEMO_PASSWORD),
      otherUsername: other.username,
      recipeId: await firstRecipeId(server.base),
      dataDir,
    };
    console.log(
      `\n${"case".padEnd(62)} ${"answers".padEnd(22)} ${"slowest".padStart(8)} ${"memory".padStart(9)} ${"visitor".padStart(8)}`,
    );
    const only = process.env.ATTACK_ONLY ? new RegExp(process.env.ATTACK_ONLY, "i") : undefined;
    for (const attack of CASES.filter((c) => !only || only.test(c.name))) {
      const stopWatching = watch(server, BYSTANDER_PATH);
      let statuses = "error";
      let slowestMs = 0;
      let note: string | undefined;
      try {
        const outcome = await attack.run(ctx);
        statuses = tally(outcome.answers);
        slowestMs = Math.max(...outcome.answers.map((a) => a.ms));
        note = outcome.note;
      } catch (error) {
        note = error instanceof Error ? error.message : String(error);
      }
      const { extraMb, slowestVisitorMs } = await stopWatching();
      const line = [
        attack.name.padEnd(62),
        statuses.padEnd(22),
        `${slowestMs} ms`.padStart(8),
        `+${extraMb.toFixed(0)} MB`.padStart(9),
        `${slowestVisitorMs} ms`.padStart(8),
        note ? ` ${note}` : "",
      ].join(" ");
      console.log(line);
      if (server.child.exitCode !== null) throw new Error("The server died during this case");
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
