import { PackageCheck, Truck } from "lucide-react";
import type { OrderType } from "@vayu/shared/orders";
import { formatDeliveryDay } from "@vayu/shared/delivery-day";
import { deliveryPromise } from "@vayu/shared/order-windows";
import { Trans } from "@lingui/react/macro";
import { useFormats, useLocale } from "../../lib/i18n";

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
        <ExpectedBy day={promise.expectedBy} />
      ) : (
        <DeliveredOn day={promise.deliveredOn} />
      )}
    </p>
  );
}

function ExpectedBy({ day }: { day: string }) {
  const date = formatDeliveryDay(day, useLocale());
  return (
    <span>
      <Trans>
        Expected delivery by <time dateTime={day}>{date}</time>
      </Trans>
    </span>
  );
}

function DeliveredOn({ day }: { day: string }) {
  const date = useFormats().date(day);
  return (
    <span>
      <Trans>
        Delivered on <time dateTime={day}>{date}</time>
      </Trans>
    </span>
  );
}
