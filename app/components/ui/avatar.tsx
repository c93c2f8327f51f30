import { UserRound } from "~/components/ui/icons/icons";

/** A member's picture, or a placeholder icon when there is none (part 1 §2). */
export function Avatar({ src, name, size = 36 }: { src?: string | null; name: string; size?: number }) {
  if (src) {
    return (
      <img
        src={src}
        alt={name}
        width={size}
        height={size}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className="inline-flex items-center justify-center rounded-full bg-accent-soft text-accent"
      style={{ width: size, height: size }}
    >
      <UserRound className="size-1/2" aria-hidden />
    </span>
  );
}
