import { formatPaise } from "@vayu/shared/money";
import type { OrderStatus } from "@vayu/shared/orders";
import { emitOrderEvent } from "../../domains/orders/index";
import { lockOrder, recordOrderEvent } from "../../domains/orders/order-state";
import { conflict, notFound } from "../../http/errors";
import type { LifecycleDeps } from "./deps";

/** A COD order's cash is collected at the door: once it has shipped, and before it is cancelled or refunded. */
const COLLECTABLE: readonly OrderStatus[] = ["Shipped", "Out for delivery", "Delivered", "Return requested", "Returned"];

/**
 * POST /admin/orders/:id/payment-collected (docs/decisions/141-cash-on-delivery.md): staff
 * record the cash the delivery partner collected. One transaction under the order's lock;
 * the history says who recorded how much and when, and webhooks hear `order.paid`. A repeat changes nothing.
 */
export async function recordCodPaymentCollected(deps: LifecycleDeps, orderId: string, staffId: string, note?: string) {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound("Order not found.");
    if (order.paymentType !== "COD") throw conflict("This order was paid online: there is no cash to collect.", { paymentType: order.paymentType });
    if (order.paymentCollectedAt) return;
    if (!COLLECTABLE.includes(order.orderStatus)) {
      throw conflict(`Cash is collected at delivery, and this order is ${order.orderStatus}. Record the payment once it has shipped.`, { orderStatus: order.orderStatus });
    }
    const collected = `Payment collected: ${formatPaise(order.totalAmountPaise)} cash on delivery`;
    await recordOrderEvent(tx, order, {
      status: order.orderStatus,
      note: `${collected}${note ? `. ${note}` : ""}`,
      // The staff's note (a courier's remittance reference) is internal.
      shopperNote: collected,
      actor: { id: staffId, role: "staff" },
      patch: { paymentCollectedAt: new Date(), paymentCollectedBy: staffId },
    });
    // A COD order is paid when its cash is recorded (docs/webhooks.md "Events").
    await emitOrderEvent(tx, "order.paid", orderId);
  });
}
