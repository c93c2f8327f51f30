import { describe, expect, it } from "vitest";
import { formatStepTime, normaliseStepTime, parseStepTime, stepTimeIso } from "./step-time";

describe("step times", () => {
  it("reads times as bartenders write them, a bare number as minutes", () => {
    expect(parseStepTime("30 seconds")).toBe(30);
    expect(parseStepTime("30 sec")).toBe(30);
    expect(parseStepTime("2 min")).toBe(120);
    expect(parseStepTime("2")).toBe(120);
    expect(parseStepTime("1.5")).toBe(90);
    expect(parseStepTime("1h30m")).toBe(5400);
    expect(parseStepTime("1 hour, 30 minutes")).toBe(5400);
    expect(parseStepTime("2 minutes and 10 seconds")).toBe(130);
    expect(parseStepTime("3 days")).toBe(259_200);
  });

  it("reads ISO 8601 durations, as schema.org's timeRequired gives them", () => {
    expect(parseStepTime("PT30S")).toBe(30);
    expect(parseStepTime("PT1M30S")).toBe(90);
    expect(parseStepTime("P1DT2H")).toBe(93_600);
  });

  it("refuses what is not a time, nothing, and more than a month", () => {
    for (const text of ["until cold", "a while", "0", "PT", "P", "30 parsecs", "1 hour 30", "", "45 days"]) {
      expect(parseStepTime(text), text).toBeNull();
    }
  });

  it("stores one readable form and gives schema.org its duration", () => {
    expect(formatStepTime(30)).toBe("30 seconds");
    expect(formatStepTime(60)).toBe("1 minute");
    expect(formatStepTime(3690)).toBe("1 hour 1 minute 30 seconds");
    expect(normaliseStepTime("90s")).toBe("1 minute 30 seconds");
    expect(normaliseStepTime("soon")).toBeUndefined();
    expect(stepTimeIso("1 minute 30 seconds")).toBe("PT1M30S");
    expect(stepTimeIso("2 hours")).toBe("PT2H");
    expect(stepTimeIso("1 day 2 hours")).toBe("P1DT2H");
    expect(stepTimeIso("whenever")).toBeNull();
    expect(stepTimeIso(null)).toBeNull();
  });
});
