import type { ProductType } from "@vayu/shared/catalog";
import { ratingText } from "@vayu/shared/review-text";
import { StarRating } from "../ui/StarRating";

/** "★★★★☆ 4.3 (128 ratings)", or "No reviews yet" rather than an empty "0.0 out of 5" (docs/decisions/171-reviews.md). */
export function ProductRating({
  product,
  size = "sm",
}: {
  product: Pick<ProductType, "rating" | "ratingCount">;
  size?: "sm" | "md";
}) {
  const text = size === "sm" ? "text-xs" : "text-sm";
  if (product.ratingCount === 0)
    return <span className={`${text} text-slate-500`}>{ratingText(product)}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      <StarRating value={product.rating} size={size} />
      <span className={`${text} font-medium text-slate-600`}>{ratingText(product)}</span>
    </span>
  );
}
