import { describe, expect, it } from "vitest";
import { describeDevice } from "./session-device.server";

describe("describeDevice", () => {
  it("names the browser and system, and the kind of device", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ device: "Safari on iOS", kind: "mobile" });
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0")).toEqual({
      device: "Firefox on Windows",
      kind: "desktop",
    });
  });

  it("says so when there is no user agent", () => {
    expect(describeDevice(null)).toEqual({ device: "Unknown device", kind: "desktop" });
  });
});
