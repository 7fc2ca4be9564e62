import type { AdminOrderDetailType } from "@vayu/shared/admin";
import { formatDateTime } from "../../lib/order-format";
import { useCodDecisions } from "./api/cod-decisions";
import { Field, OrderPanel as Panel } from "./OrderPanel";

/** Who bought the order, with links to write or call. */
export function OrderCustomerPanel({ order }: { order: AdminOrderDetailType }) {
  return (
    <Panel title="Customer">
      <dl className="grid gap-2 text-sm">
        <Field label="Name">{order.customer.name}</Field>
        <Field label="E-mail">
          <a href={`mailto:${order.customer.email}`} className="text-brand-700 hover:underline">
            {order.customer.email}
          </a>
        </Field>
        <Field label="Phone">
          <a href={`tel:+91${order.phone}`} className="text-brand-700 hover:underline">
            {order.phone}
          </a>
        </Field>
      </dl>
      <LastCodRefusal userId={order.customer._id} />
    </Panel>
  );
}

/** The exact rule that last refused this shopper cash on delivery, for staff (docs/decisions/307-cod-rules-at-checkout.md). */
function LastCodRefusal({ userId }: { userId: string }) {
  const decisions = useCodDecisions(userId);
  const refused = decisions.data?.decisions.find((decision) => !decision.allowed);
  if (!refused?.ruleText) return null;
  return (
    <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="cod-refused">
      COD refused: {refused.ruleText} · <time dateTime={refused.at}>{formatDateTime(refused.at)}</time>
    </p>
  );
}

/** The courier, tracking number and link of a shipped order. */
export function OrderShipmentPanel({
  tracking,
}: {
  tracking: NonNullable<AdminOrderDetailType["tracking"]>;
}) {
  return (
    <Panel title="Shipment">
      <dl className="grid gap-2 text-sm">
        <Field label="Courier">{tracking.courier}</Field>
        <Field label="Tracking number">{tracking.number}</Field>
        {tracking.url && (
          <Field label="Tracking link">
            <a
              href={tracking.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 hover:underline"
            >
              {tracking.url}
            </a>
          </Field>
        )}
      </dl>
    </Panel>
  );
}
