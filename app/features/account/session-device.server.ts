/** "Firefox on Windows", from a session's user agent (bowser 2, MIT), and whether it is a phone or tablet. */
import Bowser from "bowser";

import type { DeviceKind } from "./account-schema";

export function describeDevice(userAgent: string | null): { device: string; kind: DeviceKind } {
  if (!userAgent) return { device: "Unknown device", kind: "desktop" };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  const platform = parsed.platform.type;
  const kind: DeviceKind = platform === "mobile" || platform === "tablet" ? platform : "desktop";
  const device = browser && os ? `${browser} on ${os}` : browser || os || "Unknown device";
  return { device, kind };
}
