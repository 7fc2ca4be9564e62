import { Plural, Trans } from "@lingui/react/macro";
import type { ProductType } from "@vayu/shared/catalog";
import { StarRating } from "../ui/StarRating";

/**
 * "★★★★☆ 4.3 (128 ratings)", or "No reviews yet" rather than an empty "0.0 out of 5"
 * (docs/decisions/171-reviews.md), in the page's language: cards show it on every page, so its
 * words are the shell's.
 */
export function ProductRating({
  product,
  size = "sm",
}: {
  product: Pick<ProductType, "rating" | "ratingCount">;
  size?: "sm" | "md";
}) {
  const text = size === "sm" ? "text-xs" : "text-sm";
  if (product.ratingCount === 0)
    return (
      <span className={`${text} text-slate-500`}>
        <Trans>No reviews yet</Trans>
      </span>
    );
  const average = product.rating.toFixed(1);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      <StarRating value={product.rating} size={size} />
      <span className={`${text} font-medium text-slate-600`}>
        {average} (<Plural value={product.ratingCount} one="# rating" other="# ratings" />)
      </span>
    </span>
  );
}
