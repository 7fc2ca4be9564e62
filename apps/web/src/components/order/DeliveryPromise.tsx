import { PackageCheck, Truck } from "lucide-react";
import { deliveryPromise, formatDeliveryDay, type OrderType } from "@vayu/shared/orders";
import { formatLongDate } from "../../lib/order-format";

/**
 * "Expected delivery by Saturday, 5 December" while the order is on its way, "Delivered on
 * 3 December 2026" once it arrived (docs/decisions/192-expected-delivery.md); nothing otherwise.
 * The shopper's order pages and the staff's order view say the same.
 */
export function DeliveryPromise({
  order,
  className = "",
}: {
  order: Pick<OrderType, "orderStatus" | "expectedDelivery" | "deliveredAt">;
  className?: string;
}) {
  const promise = deliveryPromise(order);
  if (!promise) return null;
  const Icon = "expectedBy" in promise ? Truck : PackageCheck;
  return (
    <p className={`flex items-center gap-2 text-sm font-semibold text-ink ${className}`}>
      <Icon className="size-4 shrink-0 text-emerald-600" aria-hidden />
      {"expectedBy" in promise ? (
        <span>
          Expected delivery by{" "}
          <time dateTime={promise.expectedBy}>{formatDeliveryDay(promise.expectedBy)}</time>
        </span>
      ) : (
        <span>
          Delivered on <time dateTime={promise.deliveredOn}>{formatLongDate(promise.deliveredOn)}</time>
        </span>
      )}
    </p>
  );
}
