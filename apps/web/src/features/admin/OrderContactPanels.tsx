import type { AdminOrderDetailType } from "@vayu/shared/admin";
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
    </Panel>
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
