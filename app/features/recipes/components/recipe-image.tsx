import { Martini } from "~/components/ui/icons/icons";

/**
 * How urgently the photo loads (issue 19): "lazy" below the fold; "eager" for cards in the first screen;
 * "priority" for the one likely to be the page's largest paint (the first card of a listing on a phone),
 * fetched before other images.
 */
export type ImageLoading = "lazy" | "eager" | "priority";

/** The recipe's photo, or a deliberate gradient placeholder when it has none. */
export function RecipeImage({
  src,
  alt,
  className = "",
  loading = "lazy",
}: {
  src: string | null;
  alt: string;
  className?: string;
  loading?: ImageLoading;
}) {
  if (src) {
    return loading === "lazy" ? (
      <img src={src} alt={alt} loading="lazy" decoding="async" className={`object-cover ${className}`} />
    ) : (
      <img
        src={src}
        alt={alt}
        loading="eager"
        fetchPriority={loading === "priority" ? "high" : "auto"}
        className={`object-cover ${className}`}
      />
    );
  }
  return (
    <div
      // An empty alt means the image is decoration (the card's title says what it is).
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className={`flex items-center justify-center bg-gradient-to-br from-accent-soft via-surface-2 to-accent/30 ${className}`}
    >
      <Martini className="size-12 text-accent/70" aria-hidden />
    </div>
  );
}
