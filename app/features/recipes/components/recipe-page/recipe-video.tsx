/**
 * The recipe's video (part 1 §3 video_url), privacy-friendly: until the visitor presses play, the page
 * makes no request to YouTube or Vimeo (no iframe, no thumbnail). The press inserts the player from the
 * no-cookie / do-not-track address computed on the server (video-link.ts), which the CSP's frame-src allows.
 */

import { useEffect, useRef, useState } from "react";
import { ExternalLink, Play } from "~/components/ui/icons/icons";
import { parseVideoLink, VIDEO_PROVIDER_NAMES } from "../../video-link";

/** The player starts at once, since the visitor has just asked for it. */
function withAutoplay(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes("?") ? "&" : "?"}autoplay=1`;
}

export function RecipeVideo({
  name,
  videoUrl,
  embedUrl,
}: {
  name: string;
  videoUrl: string | null;
  embedUrl: string | null;
}) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // The play button is gone: keep the keyboard where the visitor was.
    if (playing) player.current?.focus();
  }, [playing]);
  const link = parseVideoLink(videoUrl);
  if (!link || !embedUrl || !videoUrl) return null;
  const provider = VIDEO_PROVIDER_NAMES[link.provider];
  return (
    <section aria-labelledby="recipe-video-title" className="flex flex-col gap-2">
      <h2 id="recipe-video-title" className="text-xl font-semibold">
        Video
      </h2>
      <div className="relative aspect-video overflow-hidden rounded-(--radius-card) border border-line bg-surface-2">
        {playing ? (
          <iframe
            ref={player}
            src={withAutoplay(embedUrl)}
            title={`${name}: video on ${provider}`}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-describedby="recipe-video-privacy"
            className="group absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent"
          >
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent text-accent-ink shadow-(--shadow-card) transition group-hover:scale-105">
              <Play className="ml-1 size-7 fill-current" aria-hidden />
            </span>
            <span className="font-semibold">Play video — loads from {provider}</span>
          </button>
        )}
      </div>
      <p id="recipe-video-privacy" className="text-xs text-muted">
        Nothing is loaded from {provider} until you press play; {provider} may then set cookies.{" "}
        <a
          href={videoUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
        >
          Watch on {provider}
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
