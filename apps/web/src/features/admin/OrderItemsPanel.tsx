import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { formatPaise, formatRupees, rupeesToPaise } from "@vayu/shared/money";
import { orderSavings } from "@vayu/shared/order-savings";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { OrderPanel as Panel } from "./OrderPanel";

/**
 * The order's lines with quantity, price and amount; a discounted line also its share of the
 * discount and what was paid for it (what a refund of its units pays back, ADR 286), and the
 * order's coupon and prepaid saving below.
 */
export function OrderItemsPanel({ order }: { order: AdminOrderDetailType }) {
  const savings = orderSavings(order);
  return (
    <Panel title="Items">
      <ul className="-my-2 divide-y divide-slate-100">
        {order.products.map(({ product, quantity, price, discount }) => (
          <li key={product._id} className="flex items-center gap-3 py-2 text-sm">
            <Thumbnail src={product.images[0]} className="size-12" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-ink">{product.title}</p>
              <p className="text-slate-600">
                {quantity} × {formatRupees(price)}
              </p>
              {discount > 0 && (
                <p className="text-green-700">
                  Discount -{formatRupees(discount)} · paid{" "}
                  {formatPaise(rupeesToPaise(price) * quantity - rupeesToPaise(discount))}
                </p>
              )}
            </div>
            <p className="font-semibold text-ink tabular-nums">
              {formatPaise(rupeesToPaise(price) * quantity)}
            </p>
          </li>
        ))}
      </ul>
      {savings.length > 0 && (
        <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
          {savings.map((s) => (
            <div key={s.label} className="flex justify-between gap-3 text-green-700">
              <dt>{s.label}</dt>
              <dd className="tabular-nums">-{formatRupees(s.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
