/**
 * Outgoing e-mail. With SMTP_URL set, messages go out through nodemailer; without it they are
 * written to a development outbox ($DATA_DIR/outbox, one JSON file each) and announced in the log,
 * so a local install needs no mail server and its links can still be followed.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe (also kept in the development outbox). */
  headers?: Record<string, string>;
};
export type OutboxMessage = EmailMessage & { created_at: string; file: string };

const slot = globalThis as { __muddleMailer?: Transporter };

function transporter(smtpUrl: string): Transporter {
  slot.__muddleMailer ??= nodemailer.createTransport(smtpUrl);
  return slot.__muddleMailer;
}

export function outboxDir(): string {
  return path.join(env().DATA_DIR, "outbox");
}

let sequence = 0;

export async function sendEmail(message: EmailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    await transporter(SMTP_URL).sendMail({ from: MAIL_FROM, ...message });
    return;
  }
  const createdAt = new Date();
  // Sortable names: timestamp, then a per-process sequence for messages within one millisecond.
  sequence = (sequence + 1) % 1_000_000;
  const name = `${createdAt.toISOString().replace(/[:.]/g, "-")}-${String(sequence).padStart(6, "0")}-${randomBytes(4).toString("hex")}.json`;
  const dir = outboxDir();
  const file = path.join(dir, name);
  await mkdir(dir, { recursive: true });
  const body = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    headers: message.headers ?? {},
  };
  const json = `${JSON.stringify({ ...body, created_at: createdAt.toISOString() }, null, 2)}\n`;
  // Written aside and renamed, so a reader never sees half a message.
  await writeFile(`${file}.tmp`, json, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  console.info(`Email to ${message.to}: ${message.subject} (saved to ${file})`);
}

/** Where messages go when no SMTP server is configured (shown on "check your inbox" pages), else null. */
export function developmentOutbox(): string | null {
  if (env().SMTP_URL) return null;
  const relative = path.relative(process.cwd(), outboxDir());
  return relative.startsWith("..") ? outboxDir() : relative;
}

/** The development outbox, newest first (for tests and local debugging). */
export async function readOutbox(dir = outboxDir()): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".json"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const messages = await Promise.all(
    names.map(async (name): Promise<OutboxMessage | null> => {
      const file = path.join(dir, name);
      const raw = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null; // removed since the listing
        throw error;
      });
      if (raw === null) return null;
      const parsed = JSON.parse(raw) as Omit<OutboxMessage, "file" | "html"> & { html?: string | null };
      return { ...parsed, html: parsed.html ?? undefined, headers: parsed.headers ?? {}, file };
    }),
  );
  return messages
    .filter((message): message is OutboxMessage => message !== null)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.file.localeCompare(a.file));
}
