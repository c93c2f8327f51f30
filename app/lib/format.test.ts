import { describe, expect, it } from "vitest";
import { formatCount, formatDate } from "./format";

describe("formats without Intl", () => {
  it("writes dates as Intl's en-US long and medium styles do, in UTC", () => {
    const long = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    const medium = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    // Every day of two years (one a leap year), at the edges of the UTC day, and far-off years.
    const days = Array.from({ length: 731 }, (_, i) => Date.UTC(2027, 0, 1) + i * 86_400_000);
    const moments = days.flatMap((day) => [day, day + 86_399_999]);
    moments.push(Date.UTC(1999, 11, 31, 23, 59), Date.UTC(2100, 1, 28), 0);
    for (const moment of moments) {
      const date = new Date(moment);
      expect(formatDate(date, "long")).toBe(long.format(date));
      expect(formatDate(date, "medium")).toBe(medium.format(date));
      expect(formatDate(date.toISOString(), "long")).toBe(long.format(date));
    }
    expect(formatDate("2026-03-12T23:30:00-05:00", "long")).toBe("March 13, 2026");
  });

  it("groups whole numbers by thousands as en-US does", () => {
    for (const n of [0, 7, 42, 999, 1000, 1001, 12_345, 99_999, 100_000, 1_234_567, 1_000_000_000, -5, -1234]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
