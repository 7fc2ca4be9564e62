import { asc, eq } from "drizzle-orm";
import { paiseToRupees } from "@vayu/shared/money";
import type { OrderStatus } from "@vayu/shared/orders";
import type { WebhookEvent } from "@vayu/shared/webhooks";
import type { DbOrTx } from "../../db/client";
import { emitWebhookEvent } from "../webhooks/index";
import { amountDuePaise } from "./order-payment";
import { orderItems, orders } from "./tables";

/** The statuses that are events of their own (docs/webhooks.md "Events"). */
const STATUS_EVENTS: Partial<Record<OrderStatus, WebhookEvent>> = {
  Packed: "order.packed",
  Shipped: "order.shipped",
  Delivered: "order.delivered",
  Cancelled: "order.cancelled",
  Refunded: "order.refunded",
  "Return requested": "order.return_requested",
};

export const statusEvent = (status: OrderStatus): WebhookEvent | undefined => STATUS_EVENTS[status];

/**
 * An order as a webhook's `data` (docs/webhooks.md "Order events"): amounts in rupees, the
 * lines as bought, where it goes to the town (no name, street or phone number).
 */
async function orderData(db: DbOrTx, orderId: string): Promise<Record<string, unknown>> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found for its webhook event`);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.title), asc(orderItems.id));
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    status: row.orderStatus,
    paymentType: row.paymentType,
    paymentMethod: row.paymentMethod,
    items: items.map((item) => ({
      productId: item.productId,
      title: item.title,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
      discount: paiseToRupees(item.discountPaise),
    })),
    subtotal: paiseToRupees(row.subtotalPaise),
    couponCode: row.couponCode,
    discount: paiseToRupees(row.couponDiscountPaise + row.prepaidDiscountPaise),
    shippingFee: paiseToRupees(row.shippingPaise),
    codCharge: paiseToRupees(row.codChargePaise),
    total: paiseToRupees(row.totalAmountPaise),
    amountDue: paiseToRupees(amountDuePaise(row)),
    shipTo: { city: row.address.city, state: row.address.state, pincode: row.address.zipCode },
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    placedAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** Queues an order event in the transaction that changed the order; `extra` joins its data (a staff refund's amount). */
export function emitOrderEvent(tx: DbOrTx, event: WebhookEvent, orderId: string, extra: Record<string, unknown> = {}): Promise<void> {
  return emitWebhookEvent(tx, event, async () => ({ ...(await orderData(tx, orderId)), ...extra }));
}
