import { describe, expect, it } from "vitest";
import { normaliseSocialLink, SOCIAL_LINK_MESSAGES, type SocialLinkKey, socialLinkHref } from "./social-links";

const url = (key: SocialLinkKey, value: string) => {
  const result = normaliseSocialLink(key, value);
  return result.ok ? result.url : `refused: ${result.message}`;
};
const refused = (key: SocialLinkKey) => `refused: ${SOCIAL_LINK_MESSAGES[key]}`;

describe("normaliseSocialLink", () => {
  it("makes a Twitter handle or a twitter.com / x.com address the x.com profile", () => {
    for (const typed of [
      "@mixologist",
      "mixologist",
      "twitter.com/mixologist",
      "x.com/mixologist",
      "https://twitter.com/mixologist/",
      "https://www.x.com/mixologist?s=20",
      "http://mobile.twitter.com/mixologist",
    ]) {
      expect(url("twitter", typed), typed).toBe("https://x.com/mixologist");
    }
  });

  it("makes an Instagram handle or address the www.instagram.com profile", () => {
    expect(url("instagram", "@jane.doe")).toBe("https://www.instagram.com/jane.doe");
    expect(url("instagram", "jane_doe")).toBe("https://www.instagram.com/jane_doe");
    expect(url("instagram", "instagram.com/jane_doe/")).toBe("https://www.instagram.com/jane_doe");
    expect(url("instagram", "https://www.instagram.com/jane_doe?igsh=abc")).toBe("https://www.instagram.com/jane_doe");
  });

  it("makes a Facebook name or address the www.facebook.com profile, keeping numeric profile ids", () => {
    expect(url("facebook", "jane.doe")).toBe("https://www.facebook.com/jane.doe");
    expect(url("facebook", "https://m.facebook.com/jane.doe")).toBe("https://www.facebook.com/jane.doe");
    expect(url("facebook", "facebook.com/profile.php?id=100012345678901")).toBe(
      "https://www.facebook.com/profile.php?id=100012345678901",
    );
  });

  it("makes a YouTube handle or channel address canonical", () => {
    expect(url("youtube", "@shakenstirred")).toBe("https://www.youtube.com/@shakenstirred");
    expect(url("youtube", "youtube.com/@shakenstirred")).toBe("https://www.youtube.com/@shakenstirred");
    expect(url("youtube", "https://m.youtube.com/channel/UCabcdefghijklmnopqrstuv")).toBe(
      "https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv",
    );
    expect(url("youtube", "https://www.youtube.com/c/ShakenStirred")).toBe("https://www.youtube.com/c/ShakenStirred");
    expect(url("youtube", "youtube.com/user/oldname")).toBe("https://www.youtube.com/user/oldname");
  });

  it("accepts an http(s) website with a host, adding https:// when no scheme was typed", () => {
    expect(url("website", "https://example.com/bar")).toBe("https://example.com/bar");
    expect(url("website", "http://My-Bar.example")).toBe("http://my-bar.example/");
    expect(url("website", "example.com")).toBe("https://example.com/");
  });

  it("refuses scripts, data, other schemes and hostless addresses as a website", () => {
    for (const typed of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "mailto:me@example.com",
      "ftp://example.com",
      "https://",
      "https://localhost",
      "https://user:secret@example.com",
      "https://exa mple.com",
      "not a url",
    ]) {
      expect(url("website", typed), typed).toBe(refused("website"));
    }
  });

  it("refuses another site, a script or a page that is not a profile in a platform field", () => {
    expect(url("twitter", "https://evil.example/mixologist")).toBe(refused("twitter"));
    expect(url("twitter", "javascript:alert(1)")).toBe(refused("twitter"));
    expect(url("twitter", "x.com/mixologist/status/123")).toBe(refused("twitter"));
    expect(url("twitter", "a-name-far-too-long-for-x")).toBe(refused("twitter"));
    expect(url("instagram", "https://www.instagram.com/p/Cabc123/")).toBe(refused("instagram"));
    expect(url("instagram", "facebook.com/jane")).toBe(refused("instagram"));
    expect(url("facebook", "data:text/html,hi")).toBe(refused("facebook"));
    expect(url("youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(refused("youtube"));
    expect(url("youtube", "https://youtube.com.evil.example/@me")).toBe(refused("youtube"));
  });

  it("refuses control characters and white space inside a value instead of cleaning them", () => {
    expect(url("twitter", "mix\u0000ologist")).toBe(refused("twitter"));
    expect(url("website", "https://exa\tmple.com")).toBe(refused("website"));
  });
});

describe("socialLinkHref", () => {
  it("shows a stored handle as its canonical address and hides anything unsafe or unknown", () => {
    expect(socialLinkHref("twitter", "@mixologist")).toBe("https://x.com/mixologist");
    expect(socialLinkHref("website", "javascript:alert(1)")).toBeNull();
    expect(socialLinkHref("myspace", "https://myspace.com/me")).toBeNull();
    expect(socialLinkHref("website", 42)).toBeNull();
  });
});
