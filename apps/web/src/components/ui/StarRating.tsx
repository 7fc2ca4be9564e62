import { useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";

/** Five stars filled to the rating (0-5), read out as "Rated 4.3 out of 5". */
export function StarRating({
  value,
  size = "sm",
  showValue = false,
}: {
  value: number;
  size?: "sm" | "md";
  showValue?: boolean;
}) {
  const rating = Math.min(5, Math.max(0, value));
  const { t } = useLingui();
  const score = rating.toFixed(1);
  const label = t`Rated ${score} out of 5`;
  const star = size === "sm" ? "size-4" : "size-5";
  return (
    <span className="inline-flex items-center gap-1.5">
      <span role="img" aria-label={label} className="relative inline-flex">
        <span className="flex text-slate-300" aria-hidden>
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className={`${star} fill-current`} strokeWidth={0} />
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
          style={{ width: `${(rating / 5) * 100}%` }}
          aria-hidden
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className={`${star} shrink-0 fill-current`} strokeWidth={0} />
          ))}
        </span>
      </span>
      {showValue && (
        <span className={`${size === "sm" ? "text-xs" : "text-sm"} font-semibold text-slate-700`} aria-hidden>
          {rating.toFixed(1)}
        </span>
      )}
    </span>
  );
}
