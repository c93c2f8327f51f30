/**
 * Dates and counts as the site writes them (en-US: "March 12, 2026", "Mar 12, 2026", "1,234"), without `Intl`.
 *
 * Why not `Intl.DateTimeFormat` or `toLocaleString`: their first use in a page loads ICU's locale data, about
 * 30 ms of main-thread time on a fast laptop (four times that on a mid-range phone), and it happened while a
 * recipe page hydrated (docs/performance.md, "Lighthouse"). These formats are fixed, so a few lines do it;
 * `format.test.ts` checks them against `Intl` itself. Dates are UTC, so the server and the browser agree.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "March 12, 2026" (`long`) or "Mar 12, 2026" (`medium`), the date in UTC. */
export function formatDate(value: string | Date, style: "long" | "medium"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const month = MONTHS[date.getUTCMonth()] ?? "";
  return `${style === "long" ? month : month.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A whole number with thousands separators: 1234567 → "1,234,567". */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 && digits !== "0" ? `-${grouped}` : grouped;
}
