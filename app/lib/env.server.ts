/**
 * Configuration from environment variables, validated once at start-up.
 * Defaults serve the embedded mode: PGlite and local files under ./data.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_HIDE_THRESHOLD } from "~/features/moderation/moderation-rules";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /** Express "trust proxy": how many proxies (or which addresses) may set X-Forwarded-For. */
  TRUST_PROXY: z.string().default("false"),
  /** "auto": seed demo content when the database has no recipes yet (embedded mode only). */
  SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Muddle <no-reply@muddle.local>"),
  /** One line per request (method, path, status, time, bytes, request id). */
  LOG_REQUESTS: booleanish.default(false),
  /** "json": every log line is one JSON object with the time, level, request id and instance (issue 20). */
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  /**
   * Issue 19: bytes the in-process cache of anonymous pages may hold (app/lib/page-cache/); 0 turns it
   * off. Unset: 64 MiB in production, off in development and tests (edits show at once).
   */
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).optional(),
  /**
   * Object storage (issue 20, docs/deploy.md): setting S3_ENDPOINT or S3_BUCKET stores uploads in an
   * S3-compatible service instead of DATA_DIR/uploads. Without S3_BUCKET each spec bucket
   * (recipe-images, post-images, collection-images, profile-images) is a bucket of that name.
   */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)",
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  /** A CDN or public bucket address serving {bucket}/{key}: /uploads answers with a redirect there. */
  S3_PUBLIC_URL: z.url().optional(),
  /** Web Push (issue 17): all three or none; `npx web-push generate-vapid-keys` makes the pair. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be the public key printed by `npx web-push generate-vapid-keys`")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be the private key printed by `npx web-push generate-vapid-keys`")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https: address the push services can reach you at")
    .optional(),
  /**
   * Moderation (issue 21, docs/moderation.md): members with these addresses (comma-separated) are made
   * admins at start-up and when they sign up; `npm run user:role -- email admin` does the same by hand.
   */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be e-mail addresses separated by commas"))),
  /**
   * Addresses (IPs or CIDR ranges, comma-separated) the server may fetch from although they are private
   * or loopback (app/lib/outbound.server.ts). Empty in production; the tests name their own local server.
   */
  OUTBOUND_ALLOW_ADDRESSES: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /** The report score at which an item is hidden until a moderator reviews it. */
  MODERATION_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(DEFAULT_HIDE_THRESHOLD),
});

export type Env = z.infer<typeof EnvSchema> & {
  PUBLIC_URL: string;
  PGLITE_DIR: string;
  AUTH_SECRET: string;
  PAGE_CACHE_MAX_BYTES: number;
  isProduction: boolean;
  /** PUBLIC_URL is https: cookies are Secure, HSTS is sent. */
  isHttps: boolean;
};

let cached: Env | undefined;

export function env(): Env {
  cached ??= loadEnv(process.env);
  return cached;
}

export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const vapid = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (vapid !== 0 && vapid !== 3)
    throw new Error(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: set all three, or none",
    );
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error("Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither");
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    ...e,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    PGLITE_DIR: path.resolve(e.PGLITE_DIR ?? path.join(dataDir, "db")),
    AUTH_SECRET: e.AUTH_SECRET ?? developmentSecret(dataDir),
    PAGE_CACHE_MAX_BYTES: e.PAGE_CACHE_MAX_BYTES ?? (e.NODE_ENV === "production" ? 64 * 1024 * 1024 : 0),
    isProduction: e.NODE_ENV === "production",
    isHttps: publicUrl.startsWith("https://"),
  };
}

/** A secret generated on first start and kept under DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "secrets", "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
