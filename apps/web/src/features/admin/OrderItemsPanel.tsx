import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { formatPaise, formatRupees, rupeesToPaise } from "@vayu/shared/money";
import { Thumbnail } from "../../components/ui/Thumbnail";
import { OrderPanel as Panel } from "./OrderPanel";

/** The order's lines with quantity, price and amount. */
export function OrderItemsPanel({ order }: { order: AdminOrderDetailType }) {
  return (
    <Panel title="Items">
      <ul className="-my-2 divide-y divide-slate-100">
        {order.products.map(({ product, quantity, price }) => (
          <li key={product._id} className="flex items-center gap-3 py-2 text-sm">
            <Thumbnail src={product.images[0]} className="size-12" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-ink">{product.title}</p>
              <p className="text-slate-600">
                {quantity} × {formatRupees(price)}
              </p>
            </div>
            <p className="font-semibold text-ink tabular-nums">
              {formatPaise(rupeesToPaise(price) * quantity)}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
