import { describe, expect, it } from "vitest";
import { parseVideoLink, videoEmbedUrl, videoThumbnailUrl } from "./video-link";

const YT = "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE";

describe("parseVideoLink", () => {
  it.each([
    "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    "https://youtube.com/watch?v=M7lc1UVf-VE&t=42s",
    "https://m.youtube.com/watch?feature=share&v=M7lc1UVf-VE",
    "https://youtu.be/M7lc1UVf-VE",
    "https://youtu.be/M7lc1UVf-VE?si=abc",
    "https://www.youtube.com/shorts/M7lc1UVf-VE",
    "https://www.youtube.com/embed/M7lc1UVf-VE",
    "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
    "  http://www.youtube.com/watch?v=M7lc1UVf-VE  ",
  ])("turns the YouTube address %s into the no-cookie embed", (url) => {
    expect(parseVideoLink(url)).toEqual({ provider: "youtube", id: "M7lc1UVf-VE", embedUrl: YT });
  });

  it("turns Vimeo addresses into the do-not-track player, keeping an unlisted video's hash", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(videoEmbedUrl("https://www.vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(videoEmbedUrl("https://vimeo.com/76979871/abc123def0")).toBe(
      "https://player.vimeo.com/video/76979871?h=abc123def0&dnt=1",
    );
    expect(videoEmbedUrl("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
    expect(parseVideoLink("https://vimeo.com/76979871")?.provider).toBe("vimeo");
  });

  it.each([
    "",
    "not a link",
    "https://example.com/watch?v=M7lc1UVf-VE",
    "https://youtube.com.evil.example/watch?v=M7lc1UVf-VE",
    "https://www.youtube.com/watch?v=short",
    'https://www.youtube.com/watch?v=M7lc1UVf-VE"onload=',
    "https://www.youtube.com/channel/UC123",
    "https://www.youtube.com/watch",
    "https://youtu.be/",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/abc",
    "https://user:pass@www.youtube.com/watch?v=M7lc1UVf-VE",
    "javascript:alert(1)//https://youtu.be/M7lc1UVf-VE",
    "ftp://youtu.be/M7lc1UVf-VE",
    "https://youtu.be/M7lc1UVf-VE?si=\u0000",
    "https://youtu.be/M7lc1UVf-VE?si=\u202e",
  ])("refuses %s", (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });

  it("offers YouTube's still for structured data, and none for Vimeo", () => {
    expect(videoThumbnailUrl(parseVideoLink("https://youtu.be/M7lc1UVf-VE")!)).toBe(
      "https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg",
    );
    expect(videoThumbnailUrl(parseVideoLink("https://vimeo.com/76979871")!)).toBeNull();
  });
});
