/**
 * Personal access tokens look like `mdl_pat_` + 30 random base62 characters + a 6-character CRC32
 * checksum (the GitHub token format): secret scanners recognise the prefix and can verify the
 * checksum without asking us, and a mistyped token is refused without a database lookup.
 */
import { createHash, randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { TOKEN_PREFIX } from "./api-scopes";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const TOKEN_PATTERN = new RegExp(`^${TOKEN_PREFIX}([0-9A-Za-z]{${RANDOM_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`);

function base62(value: number, length: number): string {
  let out = "";
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

function checksum(random: string): string {
  return base62(crc32(random), CHECKSUM_LENGTH);
}

function randomBase62(length: number): string {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export function generateToken(): string {
  const random = randomBase62(RANDOM_LENGTH);
  return `${TOKEN_PREFIX}${random}${checksum(random)}`;
}

/** Whether a string has our token's shape and a matching checksum. */
export function isWellFormedToken(token: string): boolean {
  const match = TOKEN_PATTERN.exec(token);
  return match !== null && checksum(match[1] ?? "") === match[2];
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What the token list shows: the prefix and the first four random characters. */
export function tokenStart(token: string): string {
  return token.slice(0, TOKEN_PREFIX.length + 4);
}
