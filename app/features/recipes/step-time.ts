/**
 * A step's estimated time (recipe_instructions.estimated_time, part 1 §3): typed as a bartender
 * says it ("30 seconds", "2 min", "1h 30m", a bare number of minutes) or as an ISO 8601 duration
 * (schema.org imports), stored in one readable form ("1 minute 30 seconds") so the page shows it the
 * same way every time and the JSON-LD can turn it back into a duration. Client-safe.
 */

/** Longest step we accept: a month covers the slowest infusion. */
export const STEP_TIME_MAX_SECONDS = 30 * 24 * 60 * 60;
export const STEP_TIME_MESSAGE = "Enter a time such as 30 seconds, 2 minutes or 1 hour";

const SECONDS_PER: Record<string, number> = { d: 86_400, h: 3_600, m: 60, s: 1 };

/** Spoken units and their abbreviations, to the one-letter key above. */
function unitKey(word: string): string | null {
  if (/^(d|days?)$/.test(word)) return "d";
  if (/^(h|hrs?|hours?)$/.test(word)) return "h";
  if (/^(m|mins?|minutes?)$/.test(word)) return "m";
  if (/^(s|secs?|seconds?)$/.test(word)) return "s";
  return null;
}

const ISO = /^p(?:(\d+(?:\.\d+)?)d)?(?:t(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s)?)?$/;

function fromIso(text: string): number | null {
  const match = ISO.exec(text);
  if (!match || text === "p" || text.endsWith("t")) return null;
  const [, d = "0", h = "0", m = "0", s = "0"] = match;
  return Number(d) * 86_400 + Number(h) * 3_600 + Number(m) * 60 + Number(s);
}

/** Seconds in a step time, or null when the text is not one we can read (or is zero or over a month). */
export function parseStepTime(raw: string | null | undefined): number | null {
  const text = (raw ?? "").trim().toLowerCase();
  if (!text) return null;
  let seconds: number | null;
  if (/^\d+(?:\.\d+)?$/.test(text)) {
    seconds = Number(text) * 60;
  } else if (text.startsWith("p")) {
    seconds = fromIso(text);
  } else {
    // "1 hour 30 minutes", "1h30m", "1 hr, 30 min", "2 minutes and 10 seconds"
    const parts = text.replace(/,|\band\b/g, " ").match(/\d+(?:\.\d+)?\s*[a-z]+|\S+/g) ?? [];
    seconds = 0;
    for (const part of parts) {
      const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/.exec(part);
      const key = match?.[2] ? unitKey(match[2]) : null;
      if (!match || !key) return null;
      seconds += Number(match[1]) * (SECONDS_PER[key] as number);
    }
  }
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const whole = Math.round(seconds);
  return whole > 0 && whole <= STEP_TIME_MAX_SECONDS ? whole : null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "30 seconds", "1 minute 30 seconds", "2 hours 15 minutes", "3 days". */
export function formatStepTime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  return [
    days ? plural(days, "day") : "",
    hours ? plural(hours, "hour") : "",
    minutes ? plural(minutes, "minute") : "",
    rest ? plural(rest, "second") : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The stored form of what an author or an import wrote; undefined when it cannot be read. */
export function normaliseStepTime(raw: string | null | undefined): string | undefined {
  const seconds = parseStepTime(raw);
  return seconds === null ? undefined : formatStepTime(seconds);
}

/** schema.org HowToStep.timeRequired: an ISO 8601 duration ("PT1M30S"), or null when unreadable. */
export function stepTimeIso(text: string | null | undefined): string | null {
  const seconds = parseStepTime(text);
  if (seconds === null) return null;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  const time = `${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest ? `${rest}S` : ""}`;
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}`;
}
