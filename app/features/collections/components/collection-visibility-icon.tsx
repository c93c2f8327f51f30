/**
 * Who can see a collection, as an icon with its words (part 2 §2: "a public or private icon"; our
 * third audience, followers only, has its own). `label="visible"` shows the words beside the icon
 * (a badge); `label="hidden"` keeps them for screen readers only, with a tooltip for the pointer.
 */
import { VISIBILITY_LABELS, type Visibility } from "~/features/privacy/visibility";
import { VISIBILITY_ICONS } from "~/features/privacy/visibility-icons";

export { VISIBILITY_ICONS };

/** What each audience means for a collection, for hints and tooltips. */
export const COLLECTION_VISIBILITY_HINTS: Record<Visibility, string> = {
  public: "Anyone can view",
  followers: "Only your followers can view",
  private: "Only you can view",
};

const tones: Record<Visibility, string> = {
  public: "bg-accent-soft text-accent",
  followers: "bg-surface-2 text-ink",
  private: "bg-surface-2 text-muted",
};

export function CollectionVisibilityIcon({
  visibility,
  label = "visible",
  className = "",
}: {
  visibility: Visibility;
  label?: "visible" | "hidden";
  className?: string;
}) {
  const Icon = VISIBILITY_ICONS[visibility];
  const words = VISIBILITY_LABELS[visibility];
  if (label === "hidden") {
    return (
      <span
        title={`${words}: ${COLLECTION_VISIBILITY_HINTS[visibility].toLowerCase()}`}
        className={`inline-flex size-8 items-center justify-center rounded-full ${tones[visibility]} ${className}`}
      >
        <Icon className="size-4" aria-hidden />
        <span className="sr-only">{words}</span>
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${tones[visibility]} ${className}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {words}
    </span>
  );
}
