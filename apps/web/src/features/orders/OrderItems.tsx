import { useLingui } from "@lingui/react/macro";
import { buyingMessages } from "@vayu/shared/messages/buying";
import { rupeesToPaise } from "@vayu/shared/money";
import { LocalisedLink as Link } from "../../components/LocalisedLink";
import { useFormats, useMessages } from "../../lib/i18n";
import type { OrderDetailType } from "@vayu/shared/orders";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { OrderSection } from "./OrderSection";

/**
 * The order's lines: each product with its quantity, price and amount, and its share of the
 * coupon and prepaid offer (docs/product/promotions.md "Spreading a discount over the lines").
 */
export function OrderItems({ order }: { order: Pick<OrderDetailType, "products" | "number"> }) {
  const { t } = useLingui();
  const { promotionPhrases } = useMessages(buyingMessages);
  const formats = useFormats();
  const rupees = (amount: number) => formats.price(rupeesToPaise(amount));
  const units = order.products.reduce((n, line) => n + line.quantity, 0);
  const number = order.number;
  return (
    <OrderSection title={t`Items (${units})`}>
      <ul className="-my-3 divide-y divide-slate-100" aria-label={t`Products in order ${number}`}>
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
                {quantity} × {rupees(price)}
              </p>
              {discount > 0 && (
                <p className="mt-0.5 text-sm text-emerald-700" data-testid="line-discount">
                  {promotionPhrases.lineDiscount(rupees(discount))}
                </p>
              )}
            </div>
            <p className="shrink-0 text-sm font-semibold text-ink tabular-nums">
              <span className="sr-only">{t`Amount:`} </span>
              {formats.price(rupeesToPaise(price) * quantity)}
            </p>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}
