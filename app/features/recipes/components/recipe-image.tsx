import { Martini } from "lucide-react";

/** The recipe's photo, or a deliberate gradient placeholder when it has none. */
export function RecipeImage({ src, alt, className = "" }: { src: string | null; alt: string; className?: string }) {
  if (src) return <img src={src} alt={alt} loading="lazy" decoding="async" className={`object-cover ${className}`} />;
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
