/**
 * "5m", "3h", "2d" (then a date) for feeds, with the full date and time on hover. The server renders the
 * date; the relative words appear once the page runs, so server and browser never disagree on "now".
 */
import { useEffect, useState } from "react";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const fullFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeWords(iso: string, now: number): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d`;
  return dateFormat.format(new Date(iso));
}

export function RelativeTime({ iso, className = "" }: { iso: string; className?: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={iso} title={now === null ? undefined : fullFormat.format(new Date(iso))} className={className}>
      {now === null ? dateFormat.format(new Date(iso)) : relativeWords(iso, now)}
    </time>
  );
}
