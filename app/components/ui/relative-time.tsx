/**
 * "5m", "3h", "2d" (then a date) for feeds, with the full date and time on hover. The server renders the
 * date; the relative words appear once the page runs, so server and browser never disagree on "now".
 */
import { useEffect, useState } from "react";
import { formatDate } from "~/lib/format";

/** In the reader's own time zone, so only in the browser (the title appears once the page runs). */
let fullFormat: Intl.DateTimeFormat | undefined;
const fullDate = (iso: string) => {
  fullFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });
  return fullFormat.format(new Date(iso));
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeWords(iso: string, now: number): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d`;
  return formatDate(iso, "medium");
}

export function RelativeTime({ iso, className = "" }: { iso: string; className?: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={iso} title={now === null ? undefined : fullDate(iso)} className={className}>
      {now === null ? formatDate(iso, "medium") : relativeWords(iso, now)}
    </time>
  );
}
