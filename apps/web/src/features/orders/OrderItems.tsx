import { promotionPhrases } from "@vayu/shared/messages";
import { Link } from "react-router";
import { formatPaise, formatRupees, rupeesToPaise } from "@vayu/shared/money";
import type { OrderDetailType } from "@vayu/shared/orders";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { OrderSection } from "./OrderSection";

/**
 * The order's lines: each product with its quantity, price and amount, and its share of the
 * coupon and prepaid offer (docs/product/promotions.md "Spreading a discount over the lines").
 */
export function OrderItems({ order }: { order: Pick<OrderDetailType, "products" | "number"> }) {
  return (
    <OrderSection title={`Items (${order.products.reduce((n, line) => n + line.quantity, 0)})`}>
      <ul className="-my-3 divide-y divide-slate-100" aria-label={`Products in order ${order.number}`}>
        {order.products.map(({ product, quantity, price, discount }) => (
          <li key={product._id} className="flex gap-3 py-3 sm:gap-4">
            <Thumbnail src={product.images[0]} alt="" className="size-16 sm:size-20" />
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${product._id}`}
                className="line-clamp-2 font-semibold text-ink hover:text-brand-700 hover:underline"
              >
                {product.title}
              </Link>
              <p className="mt-1 text-sm text-slate-600">
                {quantity} × {formatRupees(price)}
              </p>
              {discount > 0 && (
                <p className="mt-0.5 text-sm text-emerald-700" data-testid="line-discount">
                  {promotionPhrases.lineDiscount(formatRupees(discount))}
                </p>
              )}
            </div>
            <p className="shrink-0 text-sm font-semibold text-ink tabular-nums">
              <span className="sr-only">Amount: </span>
              {formatPaise(rupeesToPaise(price) * quantity)}
            </p>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}
