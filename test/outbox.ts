/**
 * The development outbox (app/lib/email.server.ts writes each message as JSON under $DATA_DIR/outbox when
 * SMTP_URL is unset), read by end-to-end tests and scripts that follow e-mailed links.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export type OutboxMessage = { to: string; subject: string; text: string; created_at: string };

/** The newest message to `email` in the outboxes of the servers whose data directories are given. */
export async function newestMailTo(email: string, dataDirs: string[]): Promise<OutboxMessage | undefined> {
  const messages = await Promise.all(
    dataDirs.map(async (dataDir) => {
      const dir = path.join(dataDir, "outbox");
      const names = await readdir(dir).catch(() => [] as string[]);
      return Promise.all(
        names
          .filter((name) => name.endsWith(".json"))
          .map(async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as OutboxMessage),
      );
    }),
  );
  return messages
    .flat()
    .filter((message) => message.to === email)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

/** The first address in a message's text that leads to `linkPath` (e.g. "/signup/verify?"). */
export function linkIn(message: OutboxMessage | undefined, linkPath: string): string | undefined {
  const pattern = new RegExp(`https?://\\S+${linkPath.replace(/[/?]/g, "\\$&")}\\S*`);
  return message?.text.match(pattern)?.[0];
}
