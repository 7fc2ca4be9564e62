import { ExternalLink, Truck } from "lucide-react";
import type { OrderDetailType } from "@vayu/shared/orders";
import { Trans, useLingui } from "@lingui/react/macro";
import { OrderSection } from "./OrderSection";

/** The courier, tracking number and tracking link of a shipped order. */
export function OrderShipment({ tracking }: { tracking: NonNullable<OrderDetailType["tracking"]> }) {
  const { t } = useLingui();
  const courier = tracking.courier;
  return (
    <OrderSection title={t`Shipment`} icon={<Truck className="size-4 text-brand-600" aria-hidden />}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">
            <Trans>Courier</Trans>
          </dt>
          <dd className="font-semibold text-ink">{tracking.courier}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Tracking number</Trans>
          </dt>
          <dd className="font-semibold break-all text-ink">{tracking.number}</dd>
        </div>
      </dl>
      {tracking.url && (
        <a
          href={tracking.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <Trans>Track on {courier}’s site</Trans>
          <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}
    </OrderSection>
  );
}
