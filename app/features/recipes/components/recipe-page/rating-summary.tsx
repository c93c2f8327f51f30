/** The aggregate rating: five stars filled to the average, "4.5 (12 ratings)", or "Not rated yet". */
import { Star } from "~/components/ui/icons/icons";
import { RATING_MAX } from "~/lib/constants";

export function RatingSummary({ value, count }: { value: number | null; count: number }) {
  const rated = count > 0 && value !== null;
  const average = rated ? Math.min(RATING_MAX, Math.max(0, value)) : 0;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="flex" aria-hidden>
        {Array.from({ length: RATING_MAX }, (_, i) => {
          const fill = Math.min(1, Math.max(0, average - i));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
            <span key={i} className="relative inline-block size-4">
              <Star className="absolute inset-0 size-4 text-line" />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-4 fill-amber-400 text-amber-500" />
              </span>
            </span>
          );
        })}
      </span>
      {rated ? (
        <span>
          <span className="font-semibold">{average.toFixed(1)}</span>{" "}
          <span className="text-muted">
            ({count} {count === 1 ? "rating" : "ratings"})
          </span>
        </span>
      ) : (
        <span className="text-muted">Not rated yet</span>
      )}
    </p>
  );
}
